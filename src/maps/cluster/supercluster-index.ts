import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, ITEM_STRIDE, POINT_STRIDE, type ClusterOptions, type ClusterPlace, type PointFeature } from './core';

export type Index = Supercluster<{ i: number }, Record<string, unknown>>;

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

/**
 * The id of the cluster this index has at `place` (within the grid of it, the nearest), or null. A cluster the page
 * drew from an index since rebuilt is found again this way: its members, and so its centre, can differ a little.
 */
export function clusterNear(index: Index, place: ClusterPlace, options: ClusterOptions): number | null {
  const zoom = Math.max(0, Math.floor(place.zoom));
  // The grid in degrees of longitude at that zoom; a degree of latitude is never shorter on the map, so the box holds
  // at least the grid's distance north and south too.
  const span = (options.gridSize / (options.tileSize * 2 ** zoom)) * 360;
  const box: [number, number, number, number] = [place.longitude - span, Math.max(-90, place.latitude - span), place.longitude + span, Math.min(90, place.latitude + span)];
  let best: number | null = null;
  let nearest = Infinity;
  for (const feature of index.getClusters(box, zoom)) {
    const props = feature.properties as { cluster?: boolean; cluster_id?: number };
    if (!props.cluster || props.cluster_id === undefined) continue;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const distance = (lng - place.longitude) ** 2 + (lat - place.latitude) ** 2;
    if (distance < nearest) {
      nearest = distance;
      best = props.cluster_id;
    }
  }
  return best;
}

/**
 * Where a drawn cluster splits: by its id when the index is the one it was drawn from (`current`), else found again by
 * its place. Null when the index does not know it.
 */
export function expansionOf(index: Index | null, clusterId: number, current: boolean, near: ClusterPlace | undefined, options: ClusterOptions): number | null {
  const id = current ? clusterId : index && near ? clusterNear(index, near, options) : null;
  return index && id !== null ? expansionZoom(index, id) : null;
}
