import type { Feature, Point } from 'geojson';
import Supercluster from 'supercluster';
import { MAP } from '../../core/map/constants';
import type { Bounds } from '../types';

/**
 * Clustering shared by the main thread (small sets) and the cluster worker (large sets): points live in one
 * Float64Array, 4 numbers each (latitude, longitude, type index, id), so they cross to a worker as one transfer.
 */
export const POINT_STRIDE = 4;
/** Query answers: latitude, longitude, count (1 for a point), cluster id (-1 for a point), row, id, type. */
export const ITEM_STRIDE = 7;
/** Above this zoom every pin stands alone (the map itself goes to 21). */
export const CLUSTER_MAX_ZOOM = 16;

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

type Index = Supercluster<{ i: number }, Record<string, unknown>>;
export type PointFeature = Feature<Point, { i: number }>;

/** Fixture points `[id, latitude, longitude, typeIndex][]` as packed points; malformed rows are skipped. */
export function packRows(rows: unknown): Float64Array {
  if (!Array.isArray(rows)) throw new Error('[locator] the points file must be a JSON array of [id, latitude, longitude, type] rows');
  const out = new Float64Array(rows.length * POINT_STRIDE);
  let n = 0;
  for (const row of rows as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [id, lat, lng, type] = row as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    out.set([lat, lng, typeof type === 'number' ? type : 0, typeof id === 'number' ? id : n], n * POINT_STRIDE);
    n++;
  }
  return out.subarray(0, n * POINT_STRIDE);
}

export function countOf(points: Float64Array): number {
  return points.length / POINT_STRIDE;
}

export function pointsBounds(points: Float64Array): Bounds | null {
  let south = Infinity, west = Infinity, north = -Infinity, east = -Infinity;
  for (let o = 0; o < points.length; o += POINT_STRIDE) {
    const lat = points[o]!, lng = points[o + 1]!;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return south === Infinity ? null : { south, west, north, east };
}

export function toFeatures(points: Float64Array): PointFeature[] {
  const features = new Array<PointFeature>(countOf(points));
  for (let i = 0, o = 0; o < points.length; i++, o += POINT_STRIDE) {
    features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [points[o + 1]!, points[o]!] } };
  }
  return features;
}

/**
 * A supercluster index clustering up to `maxZoom`. Its radius is the grid in CSS px with the extent set to the tile
 * size, so 30 means 30 screen pixels at every zoom.
 */
export function buildIndex(features: PointFeature[], options: ClusterOptions, maxZoom = CLUSTER_MAX_ZOOM): Index {
  return new Supercluster<{ i: number }>({ radius: options.gridSize, extent: options.tileSize, minPoints: options.minPoints, maxZoom }).load(features);
}

/**
 * The clusters and points in a box at a zoom, packed as ITEM_STRIDE numbers each. When more than `maxItems` would be
 * drawn, it answers a coarser zoom instead (bigger clusters), so the page never holds more than `maxItems` markers
 * while every point stays counted.
 */
export function queryIndex(index: Index, points: Float64Array, bbox: [number, number, number, number], zoom: number, maxItems: number): { zoom: number; items: Float64Array } {
  let z = Math.max(0, Math.floor(zoom));
  let found = index.getClusters(bbox, z);
  while (found.length > maxItems && z > 0) found = index.getClusters(bbox, --z);
  const items = new Float64Array(found.length * ITEM_STRIDE);
  found.forEach((feature, k) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    const o = k * ITEM_STRIDE;
    if (props.cluster) items.set([lat, lng, props.point_count ?? 0, props.cluster_id ?? -1, -1, -1, -1], o);
    else {
      const row = props.i ?? 0;
      items.set([lat, lng, 1, -1, row, points[row * POINT_STRIDE + 3]!, points[row * POINT_STRIDE + 2]!], o);
    }
  });
  return { zoom: z, items };
}

/** The zoom at which a cluster splits, or null when the index no longer knows it (it was rebuilt). */
export function expansionZoom(index: Index, clusterId: number): number | null {
  try {
    return index.getClusterExpansionZoom(clusterId);
  } catch {
    return null;
  }
}
