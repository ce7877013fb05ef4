import type { LatLng } from '../../maps/types';

/** At most this many marker elements in the page at once (see MAP.maxMarkerNodes). */
const MAX_MARKER_NODES = 300;

/**
 * Map constants of spec §9. Where the spec's numbers overlap, each one applies as follows:
 * - `defaultZoom` (3): a map with no locations and no locale of its own, at `defaultCenter`.
 * - `emptyZoom` (2): the lowest zoom a map offers, the whole world with nothing on it. A map given no locations opens
 *   as spec §9 says of that case: the locale centre at the configured zoom, else the US centre at `defaultZoom`.
 * - `fitMinZoom`..`fitMaxZoom` (2..18): the zoom a best fit of several locations may take on a raster map.
 * - `vectorFitMaxZoom` (14): replaces `fitMaxZoom` on vector maps (BaseMap without tiles, MapboxGL), whose bases
 *   carry no more detail past it.
 * - `maxZoom` (21): how far a visitor may zoom in by hand, on every map.
 */
export const MAP = {
  defaultCenter: { latitude: 39.833333, longitude: -98.583333 } satisfies LatLng,
  defaultZoom: 3,
  emptyZoom: 2,
  fitMinZoom: 2,
  fitMaxZoom: 18,
  vectorFitMaxZoom: 14,
  maxZoom: 21,
  /** Edge buffer of a best fit, in CSS pixels. */
  edgeBuffer: 30,
  tileSize: 256,
  /** Cluster grid, in CSS pixels: a pin joins a cluster within this distance of it. */
  gridSize: 30,
  /** Clusters form from 2 pins, except on the search screen. */
  minimumClusterSize: 2,
  search: { minimumClusterSize: 5, gridSize: 30, clusterIcon: { width: 27.2, height: 37.8 } },
  mobileBreakpoint: 992,
  /** Spec §9: the Bing-style map shows at most about 100 pins (the first ones given). */
  bingMaxPins: 100,
  /**
   * From this many pins, clustering runs in a Web Worker and only what is in view is drawn (configurable per map): the
   * marker cap (maxMarkerNodes). Below it leaflet.markercluster draws them, which keeps every marker within a view's
   * width around the view: fewer pins than the cap never make more markers than it.
   */
  workerThreshold: MAX_MARKER_NODES,
  /** At most this many marker elements in the page at once, whatever the number of pins. */
  maxMarkerNodes: MAX_MARKER_NODES,
  /** Resize bursts (a window drag) re-fit once, this long after the last change. */
  resizeDebounceMs: 150,
  /** A provider that neither loads nor fails within this time is replaced by BaseMap. */
  providerTimeoutMs: 10_000,
  /** Map language is applied only for these page languages (spec §5). */
  languages: ['en', 'es', 'fr', 'de', 'ru', 'zh'],
} as const;

/** A map's cluster rule: the search screen's (clusters of at least 5), or the spec's default (2), both on a 30 px grid. */
export function clusterRule(searchScreen: boolean): { gridSize: number; minimumClusterSize: number } {
  const rule = searchScreen ? MAP.search : MAP;
  return { gridSize: rule.gridSize, minimumClusterSize: rule.minimumClusterSize };
}
