import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as GlMap } from 'mapbox-gl';
import { ITEM_STRIDE } from '../../cluster/core';
import type { ClusterSource } from '../../cluster/source';
import { LOCATION_TYPES, type Bounds } from '../../types';
import { SOURCE_ID, type PinProperties } from './layers';

/** Share of the view's size added on each side of the box asked for, so a short pan shows pins already there. */
const MARGIN = 0.2;

/** A cluster as mapbox-gl's own clustering describes one, so the layers and the keyboard list read both alike. */
export interface ClusterProperties {
  cluster: true;
  cluster_id: number;
  point_count: number;
}

/**
 * The cluster worker's answer (ITEM_STRIDE numbers per item, see cluster/core.ts) as the features of the pins source:
 * clusters with cluster_id and point_count, points with the pin properties (id, type, index: the row, the list order).
 */
export function itemsToGeoJSON(items: Float64Array): FeatureCollection<Point, PinProperties | ClusterProperties> {
  const features: Feature<Point, PinProperties | ClusterProperties>[] = [];
  for (let o = 0, k = 0; o < items.length; o += ITEM_STRIDE, k++) {
    const geometry: Point = { type: 'Point', coordinates: [items[o + 1]!, items[o]!] };
    const clusterId = items[o + 3]!;
    const properties: PinProperties | ClusterProperties =
      clusterId >= 0
        ? { cluster: true, cluster_id: clusterId, point_count: items[o + 2]! }
        : { id: String(items[o + 5]!), type: LOCATION_TYPES[items[o + 6]!] ?? LOCATION_TYPES[0], index: items[o + 4]! };
    features.push({ type: 'Feature', id: k, geometry, properties });
  }
  return { type: 'FeatureCollection', features };
}

/** The box asked for: the view and a margin around it, as [west, south, east, north]. */
export function queryBox(view: Bounds): [number, number, number, number] {
  const dx = (view.east - view.west) * MARGIN;
  const dy = (view.north - view.south) * MARGIN;
  return [view.west - dx, Math.max(-90, view.south - dy), view.east + dx, Math.min(90, view.north + dy)];
}

export interface PointsInView {
  /** A view's clusters are being asked for: an idle now is the previous view's. */
  busy(): boolean;
  /** The zoom (raster) at which a drawn cluster splits (`center`: where it was drawn), or null when it is not known. */
  expansionZoom(clusterId: number, center: [number, number]): Promise<number | null>;
  destroy(): void;
}

export interface PointsInViewOptions {
  /** The view, and its zoom on the raster scale the cluster worker indexes (see GL_ZOOM_OFFSET). */
  bounds(): Bounds;
  zoom(): number;
  maxItems: number;
  /** Each answer handed to mapbox-gl. */
  onDrawn(): void;
  onError(error: unknown): void;
}

/**
 * A points file's pins on a mapbox-gl map, clustered by the cluster worker that BaseMap uses: after each move (and at
 * each whole zoom level crossed during one) the pins source gets the clusters and points in view, a few hundred
 * features at most. mapbox-gl's own clustering would first parse the whole file as GeoJSON in its worker (about 1.2 s
 * for 100,000 points here, on the way to the first frame). The first draw waits for the first move: the caller sets
 * the view right after the file is loaded.
 */
export function drawPointsInView(map: GlMap, source: ClusterSource, options: PointsInViewOptions): PointsInView {
  let sequence = 0;
  let pending = false;
  let destroyed = false;
  let generation = -1;
  // The zoom the drawn clusters were made at (the worker answers a coarser one past maxItems).
  let drawnZoom = 0;
  let askedZoom = Number.NaN;

  const refresh = () => {
    const token = ++sequence;
    pending = true;
    askedZoom = Math.floor(options.zoom());
    source.query(queryBox(options.bounds()), options.zoom(), options.maxItems).then(
      (answer) => {
        if (token !== sequence || destroyed) return;
        pending = false;
        generation = answer.generation;
        drawnZoom = answer.zoom;
        map.getSource<GeoJSONSource>(SOURCE_ID)?.setData(itemsToGeoJSON(answer.items));
        options.onDrawn();
      },
      (error: unknown) => {
        if (token !== sequence || destroyed) return;
        pending = false;
        options.onError(error);
      },
    );
  };
  // A zoom animation (a cluster opened, the wheel) splits or merges clusters as it crosses each level, as mapbox-gl's
  // own clustering does, instead of only once it ends. A jump (the first view) is answered at its moveend alone.
  const onZoom = () => {
    if (map.isMoving() && Math.floor(options.zoom()) !== askedZoom) refresh();
  };
  map.on('moveend', refresh);
  map.on('zoom', onZoom);

  return {
    busy: () => pending,
    expansionZoom: (clusterId, [longitude, latitude]) => source.expansionZoom(clusterId, generation, { latitude, longitude, zoom: drawnZoom }),
    destroy() {
      destroyed = true;
      map.off('moveend', refresh);
      map.off('zoom', onZoom);
      source.destroy();
    },
  };
}
