/** Map domain types shared by the map widget, the results screen and every provider adapter. */

export const PROVIDERS = ['BaseMap', 'Google', 'Google-Free', 'Bing', 'MapQuest', 'MapQuest Leaflet', 'Mapbox', 'MapboxGL'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const LOCATION_TYPES = ['succursale', 'COAF', 'franchise', 'monomarque', 'concession', 'corner', 'MU', 'multimarque'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A location as the map configuration gives it (spec §3). */
export interface MapLocation {
  id: string;
  type: LocationType;
  url: string;
  position: LatLng;
  get_directions_url?: string;
  altTagText?: string;
}

/** What an adapter draws: one pin, already resolved to its link and accessible name. */
export interface MapPin {
  id: string;
  position: LatLng;
  type: LocationType;
  /** Accessible name (altTagText, else a generated one). */
  label: string;
  href: string;
  /** linkToGetDirections: opens in a new tab with no referrer. */
  newTab: boolean;
  /**
   * Never in a cluster, and drawn above the other pins (below a highlighted one): the page's own location, on a map
   * that also shows the locations nearby. Otherwise a zoom that fits them all could hide it in a cluster.
   */
  standalone?: boolean;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export type PinDesign = 'legacy' | 'current';
/** Pin sizes: `default` 28x38, `compact` 26x37 (Bing), `search` about 38.7x39.8 on the search screen. */
export type PinSize = 'default' | 'compact' | 'search';

export interface MapViewOptions {
  center: LatLng;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  /** disableMapControl: no zoom/pan controls drawn. */
  disableControls: boolean;
  /** Map language, only when the page language is en, es, fr, de, ru or zh. */
  language: string | null;
  design: PinDesign;
  pinSize: PinSize;
  /** Cluster pins (grid 30 px; on the search screen at least 5 markers per cluster). */
  cluster: { gridSize: number; minimumClusterSize: number } | null;
  /** BaseMap: a raster tile URL template ({z}/{x}/{y}) drawn over the vector base (config.tileUrl). */
  tileUrl?: string | null;
  /** BaseMap: the tiles' attribution, shown as text. */
  tileAttribution?: string;
  /** From this many pins the Leaflet-family providers cluster in a Web Worker and draw only what is in view. */
  workerThreshold?: number;
  /** Cluster icon size: 27.2x37.8 on the search screen. */
  clusterSize?: 'default' | 'search';
  /** The points file this map will show (config.pointsUrl): an adapter may start loading it while it builds. */
  pointsUrl?: string | null;
}

/**
 * A large pin set given as a compact points file (config.pointsUrl), loaded and clustered off the main thread by the
 * adapters that can (BaseMap). The file is a JSON array of `[id, latitude, longitude, typeIndex]` rows, typeIndex
 * into LOCATION_TYPES (fixtures/data/points-*.json).
 */
export interface PointsSource {
  url: string;
  /** The pin drawn for one point. */
  toPin(id: number, type: LocationType, position: LatLng): MapPin;
}

export type MapEvent =
  | { type: 'pin-click'; id: string; originalEvent?: Event }
  | { type: 'pin-hover'; id: string }
  | { type: 'pin-leave'; id: string }
  | { type: 'drag-end' }
  | { type: 'move-end'; center: LatLng; zoom: number; bounds: Bounds }
  | { type: 'idle' };

export type MapEventType = MapEvent['type'];
export type MapEventOf<T extends MapEventType> = Extract<MapEvent, { type: T }>;

/**
 * One provider behind one shape (create, markers, fit, highlight, events, destroy). Adapters load their SDK lazily
 * and once; nothing touches a provider global at module scope.
 */
export interface MapAdapter {
  readonly provider: ProviderName;
  setPins(pins: readonly MapPin[]): void;
  /** Fit to the pins (or the given bounds), with the edge buffer, clamped to the best-fit zoom range. */
  fitBounds(bounds: Bounds, options: { padding: number; maxZoom: number; minZoom: number }): void;
  setView(center: LatLng, zoom: number): void;
  getCenter(): LatLng;
  getZoom(): number;
  getBounds(): Bounds;
  /** Raise and recolour one pin (null clears); driven from outside (the results store). */
  highlight(id: string | null): void;
  on<T extends MapEventType>(type: T, handler: (event: MapEventOf<T>) => void): () => void;
  /** The container changed size. */
  resize(): void;
  destroy(): void;
  /**
   * Optional: load and cluster a points file off the main thread (instead of setPins). Resolves with the number of
   * points and their bounds once they can be queried. Adapters without it get the points as pins through setPins.
   */
  setPointsSource?(source: PointsSource, signal: AbortSignal): Promise<{ count: number; bounds: Bounds | null }>;
}

export interface AdapterContext {
  /** Aborted when the map unmounts: SDK loads and listeners stop. */
  signal: AbortSignal;
  /** The provider key material from config (apiID, channelId, mapId, mapboxMapIdentifier…). */
  credentials: { apiId: string; channelId: string; mapId: string; mapboxMapIdentifier: string };
  /**
   * Called when the provider fails after the factory resolved (Google calls gm_authFailure once the map exists):
   * the widget destroys this adapter and falls back to BaseMap. Failures before that reject the factory instead.
   */
  onFailure?(error: Error): void;
  /** Versioned SDK options (Google: `v`, default '3.31', and `libraries`). */
  sdk?: { version?: string; libraries?: readonly string[] };
  /** Accessible texts an adapter draws itself (cluster names, the keyboard pin list); English when absent. */
  labels?: Partial<MapLabels>;
}

/** Accessible texts of map overlays drawn by the adapters. */
export interface MapLabels {
  /** A cluster's accessible name: "12 locations, zoom in". */
  cluster(count: number): string;
  /** The name of the keyboard list of the pins in view (canvas-drawn maps: Bing, MapboxGL). */
  pinList: string;
  /** Added to the accessible name of a pin that opens a new tab (linkToGetDirections): "Link Opens in New Tab". */
  newTab?: string;
  /** The zoom buttons' names (the Leaflet family's zoom control): "Zoom in", "Zoom out". */
  zoomIn?: string;
  zoomOut?: string;
}

/** What a provider's SDK scripts depend on: known from the configuration alone, before the map has a place. */
export type ScriptView = Pick<MapViewOptions, 'language' | 'cluster'>;

export type AdapterFactory = ((container: HTMLElement, view: MapViewOptions, context: AdapterContext) => Promise<MapAdapter>) & {
  /**
   * Loads the provider's SDK scripts (Google, Bing, MapQuest.js) before the map is built: spec §4 appends them once
   * the configuration has loaded, while the map may still wait to be visible. The build reuses them (one load per
   * page). Rejects as the build would: no key, a key refused earlier on the page, a script that failed.
   */
  loadScripts?(view: ScriptView, context: AdapterContext): Promise<void>;
};
