interface ImportMetaEnv {
  readonly PACKAGE_VERSION?: string;
}

/** Leaflet's own ES modules (src/maps/leaflet/leaflet-core.ts); the public types are @types/leaflet's. */
declare module 'leaflet/src/*';
