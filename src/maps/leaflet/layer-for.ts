import type * as Leaf from 'leaflet';
import { MAP } from '../../core/map/constants';
import { clusterOptionsOf } from '../cluster/core';
import { createClusterSource, type ClusterSource } from '../cluster/source';
import type { MapPin, MapViewOptions } from '../types';
import { createClusterGroup } from './cluster-group';
import type { PinLook } from './icons';
import { loadViewLayer, type Leaflet } from './load';
import { deferredLayer, type PinLayer } from './pin-layer';
import type { PinHandlers } from './pin-marker';
import { nearestLongitude } from '../../core/map/mercator';

export interface LayerContext {
  look: PinLook;
  clusterLabel(count: number): string;
  handlers: PinHandlers;
  onError(error: unknown): void;
}

/** Cluster settings of a map: the view's, or the spec's grid for sets too large to draw pin by pin. */
export function clusterSourceFor(view: MapViewOptions): ClusterSource {
  return createClusterSource(clusterOptionsOf(view.cluster));
}

/**
 * How a Leaflet-family map draws its pins:
 * - large sets (workerThreshold, 300 by default: the marker cap), and clusters that need a minimum size (the search
 *   screen's 5, which leaflet.markercluster cannot do): clustered in the worker, only what is in view drawn (the
 *   in-view layer's code is a chunk of its own, see loadViewLayer);
 * - smaller sets: leaflet.markercluster (grid 30, zoom on click, spiderfy at the last zoom), or plain markers when the
 *   map does not cluster (leaflet.markercluster is loaded then, once per page).
 * Standalone pins (MapPin.standalone, a location page's own store) are never clustered: plain markers above the
 * others, beside the clusterer or the worker's in-view layer (see pinsInView).
 */
export function pinLayerFor(L: Leaflet, map: Leaf.Map, pins: readonly MapPin[], view: MapViewOptions, context: LayerContext): PinLayer {
  const threshold = view.workerThreshold ?? MAP.workerThreshold;
  const cluster = view.cluster;
  if (pins.length >= threshold || (cluster && cluster.minimumClusterSize > MAP.minimumClusterSize)) {
    // The worker starts now; the pins go to it with the in-view layer's code (which the map's warm-up asks for).
    const source = clusterSourceFor(view);
    return deferredLayer(
      loadViewLayer().then(({ pinsInView }) => pinsInView(L, map, source, pins, view, context)),
      () => source.destroy(),
      context.onError,
    );
  }
  return createClusterGroup(L, map, onShownCopy(map, pins), {
    look: context.look,
    cluster: cluster ? { gridSize: cluster.gridSize, size: view.clusterSize ?? 'default', label: context.clusterLabel } : null,
    handlers: context.handlers,
  });
}

/**
 * The pins moved to the world copy the map shows (Leaflet draws a marker at its own longitude only): a map over the
 * Pacific is centred near 180°, and a pin at 178° and one at -172° must both be in its view.
 */
export function onShownCopy(map: Leaf.Map, pins: readonly MapPin[]): readonly MapPin[] {
  const centre = map.getCenter().lng;
  return pins.map((pin) => {
    const longitude = nearestLongitude(pin.position.longitude, centre);
    return longitude === pin.position.longitude ? pin : { ...pin, position: { ...pin.position, longitude } };
  });
}
