import type * as Leaf from 'leaflet';
import { MAP } from '../../core/map/constants';
import { clusterOptionsOf, POINT_STRIDE } from '../cluster/core';
import { createClusterSource, type ClusterSource } from '../cluster/source';
import { LOCATION_TYPES, type MapPin, type MapViewOptions } from '../types';
import { createClusterGroup } from './cluster-group';
import type { PinLook } from './icons';
import { loadViewLayer, type Leaflet } from './load';
import { deferredLayer, type PinLayer } from './pin-layer';
import type { PinHandlers } from './pin-marker';
import type { ViewLayerOptions } from './view-layer';

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

export function viewLayerOptions(view: MapViewOptions, context: LayerContext, toPin: ViewLayerOptions['toPin'], drawNow: boolean): ViewLayerOptions {
  return {
    look: context.look,
    clusterSize: view.clusterSize ?? 'default',
    clusterLabel: context.clusterLabel,
    maxMarkers: MAP.maxMarkerNodes,
    toPin,
    handlers: context.handlers,
    onError: context.onError,
    drawNow,
  };
}

/**
 * How a Leaflet-family map draws its pins:
 * - large sets (workerThreshold, 2,000 by default), and clusters that need a minimum size (the search screen's 5,
 *   which leaflet.markercluster cannot do): clustered in the worker, only what is in view drawn (the in-view layer's
 *   code is a chunk of its own, see loadViewLayer);
 * - smaller sets: leaflet.markercluster (grid 30, zoom on click, spiderfy at the last zoom), or plain markers when the
 *   map does not cluster (leaflet.markercluster is loaded then, once per page). Standalone pins (MapPin.standalone)
 *   stay plain markers there; a set large enough for the worker clusters them with the others.
 */
export function pinLayerFor(L: Leaflet, map: Leaf.Map, pins: readonly MapPin[], view: MapViewOptions, context: LayerContext): PinLayer {
  const threshold = view.workerThreshold ?? MAP.workerThreshold;
  const cluster = view.cluster;
  if (pins.length >= threshold || (cluster && cluster.minimumClusterSize > MAP.minimumClusterSize)) {
    const source = clusterSourceFor(view);
    source.loadPoints(packPins(pins)).catch(context.onError);
    const options = viewLayerOptions(view, context, (row) => pins[row]!, true);
    return deferredLayer(
      loadViewLayer().then(({ createViewLayer }) => createViewLayer(L, map, source, options)),
      () => source.destroy(),
      context.onError,
    );
  }
  return createClusterGroup(L, map, pins, {
    look: context.look,
    cluster: cluster ? { gridSize: cluster.gridSize, size: view.clusterSize ?? 'default', label: context.clusterLabel } : null,
    handlers: context.handlers,
  });
}

/** Pins as packed points (latitude, longitude, type index, row) for one transfer to the worker. */
export function packPins(pins: readonly MapPin[]): Float64Array {
  const packed = new Float64Array(pins.length * POINT_STRIDE);
  pins.forEach((pin, row) => packed.set([pin.position.latitude, pin.position.longitude, LOCATION_TYPES.indexOf(pin.type), row], row * POINT_STRIDE));
  return packed;
}
