interface ImportMetaEnv {
  readonly PACKAGE_VERSION?: string;
}

/** Leaflet's own ES modules (src/maps/leaflet/leaflet-core.ts); the public types are @types/leaflet's. */
declare module 'leaflet/src/*';

/** BaseMap's bundled shapes, prepared at build time (html-samples/tools/atlas-plugin.ts, src/maps/atlas/packed.ts). */
declare module 'atlas:*' {
  const shapes: import('./maps/atlas/packed').PackedShapes;
  export default shapes;
}

/** The region map's US states on its canvas, prepared at build time (src/core/region-map/us-layout.ts). */
declare module 'atlas:us-region-map' {
  const topology: import('./core/region-map/us-layout').UsMapTopology;
  export default topology;
}
