import type { Feature, Point } from 'geojson';
import { MAP } from '../../core/map/constants';
import type { Bounds } from '../types';
import { longitudeArc } from '../../core/map/mercator';

/**
 * Points as the cluster worker and the page share them: one Float64Array, 4 numbers each (latitude, longitude, type
 * index, id), so they cross to a worker as one transfer. The index itself (supercluster) is in supercluster-index.ts,
 * which only the worker and the no-worker fallback load.
 */
export const POINT_STRIDE = 4;
/** Query answers: latitude, longitude, count (1 for a point), cluster id (-1 for a point), row, id, type. */
export const ITEM_STRIDE = 7;
/** Above this zoom every pin stands alone (the map itself goes to 21). */
export const CLUSTER_MAX_ZOOM = 16;

/** Where a cluster was drawn: its position and the zoom of the answer it came in. */
export interface ClusterPlace {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface ClusterOptions {
  /** Grid in CSS px (spec: 30). */
  gridSize: number;
  minPoints: number;
  tileSize: number;
}

/** The worker's settings for a map's cluster rule (the spec's default when the map has none). */
export function clusterOptionsOf(rule: { gridSize: number; minimumClusterSize: number } | null | undefined): ClusterOptions {
  return { gridSize: rule?.gridSize ?? MAP.gridSize, minPoints: rule?.minimumClusterSize ?? MAP.minimumClusterSize, tileSize: MAP.tileSize };
}

export type PointFeature = Feature<Point, { i: number }>;

/** Points rows `[id, latitude, longitude, typeIndex][]` packed; a row whose id is no number (or its exact text) is skipped. */
export function packRows(rows: unknown): Float64Array {
  if (!Array.isArray(rows)) throw new Error('[locator] the points file must be a JSON array of [id, latitude, longitude, type] rows');
  const out = new Float64Array(rows.length * POINT_STRIDE);
  let n = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as unknown;
    if (!Array.isArray(row)) continue;
    const id = row[0] as unknown, lat = row[1] as unknown, lng = row[2] as unknown, type = row[3] as unknown;
    // The id names the pin and makes its link: a number, or a string of one written as the number reads back ("1001").
    // Any other row has no page: "0042", "1e3" or an id past 2^53 would come back as another number, another store.
    const numericId = typeof id === 'number' ? id : typeof id === 'string' && String(Number(id)) === id ? Number(id) : Number.NaN;
    if (!Number.isFinite(numericId)) continue;
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    // Indexed reads and writes, no iterator or array per row: this runs once per point before the first answer.
    const o = n * POINT_STRIDE;
    out[o] = lat;
    out[o + 1] = lng;
    out[o + 2] = typeof type === 'number' ? type : 0;
    out[o + 3] = numericId;
    n++;
  }
  // Said, not silent: a file of rows in another shape would draw an empty map that looks like a store-less one.
  const rule = 'each is [id, latitude, longitude, type], the id a number and the coordinates in range';
  if (n === 0 && rows.length > 0) throw new Error(`none of the points file's ${rows.length} rows can be drawn: ${rule}`);
  if (n < rows.length) console.warn(`[locator] ${rows.length - n} of the points file's ${rows.length} rows were left out: ${rule}`);
  return out.subarray(0, n * POINT_STRIDE);
}

export function countOf(points: Float64Array): number {
  return points.length / POINT_STRIDE;
}

/** The box of a points set, across the antimeridian when that is narrower (see longitudeArc). */
export function pointsBounds(points: Float64Array): Bounds | null {
  let south = Infinity, north = -Infinity;
  for (let o = 0; o < points.length; o += POINT_STRIDE) {
    const lat = points[o]!;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  const arc = longitudeArc(countOf(points), (i) => points[i * POINT_STRIDE + 1]!);
  return arc ? { south, north, ...arc } : null;
}

export function toFeatures(points: Float64Array): PointFeature[] {
  const features = new Array<PointFeature>(countOf(points));
  for (let i = 0, o = 0; o < points.length; i++, o += POINT_STRIDE) {
    features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [points[o + 1]!, points[o]!] } };
  }
  return features;
}
