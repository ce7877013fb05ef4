import type * as Leaf from 'leaflet';
import type { ClusterSize } from '../cluster-icon';
import { MAP } from '../../core/map/constants';
import { ITEM_STRIDE, POINT_STRIDE } from '../cluster/core';
import type { ClusterSource } from '../cluster/source';
import type { LocationType, MapPin, MapViewOptions } from '../types';
import { LOCATION_TYPES } from '../types';
import { clusterIcon, type PinLook } from './icons';
import type { Leaflet } from './load';
import type { PinLayer } from './pin-layer';
import { timeSlices } from '../time-slice';
import { pinMarker, setSelected, type PinHandlers, type PinMarker } from './pin-marker';
import { createClusterGroup, heldFocus } from './cluster-group';
import { tabStopInView } from './tab-stop';
import { onShownCopy, type LayerContext } from './layer-for';
import { nearestLongitude } from '../../core/map/mercator';

/** Main-thread time for creating markers in one task; a dense view of 300 markers takes several. */
const MARKER_SLICE_MS = 20;

export interface ViewLayerOptions {
  look: PinLook;
  clusterSize: ClusterSize;
  clusterLabel(count: number): string;
  /** At most this many markers in the page (clusters get coarser past it). */
  maxMarkers: number;
  /** The pin of one point: its row in the loaded set, its id and type from the points. */
  toPin(row: number, id: number, type: LocationType, latitude: number, longitude: number): MapPin;
  handlers: PinHandlers;
  /** A draw failed (the worker died): reported by the map, which keeps what it has. */
  onError(error: unknown): void;
  /** false: the first draw waits for the first move (the caller is about to set the view). */
  drawNow?: boolean;
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
 * A set of pins too large for leaflet.markercluster (or clustered by a minimum size it cannot do) in the cluster
 * worker, drawn in view. Standalone pins (a location page's own store) stay out of it: plain markers, added first so
 * they also come first for the keyboard, raised above the others (see createClusterGroup).
 */
export function pinsInView(L: Leaflet, map: Leaf.Map, source: ClusterSource, pins: readonly MapPin[], view: MapViewOptions, context: LayerContext): PinLayer {
  const own = onShownCopy(map, pins.filter((pin) => pin.standalone));
  const clustered = pins.filter((pin) => !pin.standalone);
  const group = own.length ? createClusterGroup(L, map, own, { look: context.look, cluster: null, handlers: context.handlers }) : null;
  source.loadPoints(packPins(clustered)).catch(context.onError);
  const inView = createViewLayer(L, map, source, viewLayerOptions(view, context, (row) => clustered[row]!, true));
  if (!group) return inView;
  // A pin is in one of the two: the other's highlight of it selects none of its own.
  return {
    whenDrawn: () => Promise.all([group.whenDrawn(), inView.whenDrawn()]).then(() => {}),
    highlight(id) {
      group.highlight(id);
      inView.highlight(id);
    },
    destroy() {
      group.destroy();
      inView.destroy();
    },
  };
}

/** Pins as packed points (latitude, longitude, type index, row) for one transfer to the worker. */
export function packPins(pins: readonly MapPin[]): Float64Array {
  const packed = new Float64Array(pins.length * POINT_STRIDE);
  pins.forEach((pin, row) => packed.set([pin.position.latitude, pin.position.longitude, LOCATION_TYPES.indexOf(pin.type), row], row * POINT_STRIDE));
  return packed;
}

/**
 * Draws only what is in view (plus a margin): after each move it asks the cluster source for the clusters and pins in
 * the box and swaps the markers that changed. The page never holds more than `maxMarkers` marker elements.
 */
export function createViewLayer(L: Leaflet, map: Leaf.Map, source: ClusterSource, options: ViewLayerOptions): PinLayer {
  const group = L.layerGroup().addTo(map);
  const drawn = new Map<string, Leaf.Marker>();
  let selected: string | null = null;
  let sequence = 0;
  let destroyed = false;
  let drawing: Promise<void> = Promise.resolve();

  // Moves started so far: a cluster's answer that comes after the visitor moved the map is not acted on.
  let moves = 0;
  const moved = () => void moves++;
  map.on('movestart', moved);

  /** What a cluster marker's click asks about: updated when a later answer has the same cluster (see draw). */
  interface ClusterPlaceOf {
    lat: number;
    lng: number;
    clusterId: number;
    generation: number;
    zoom: number;
  }
  const places = new WeakMap<Leaf.Marker, ClusterPlaceOf>();

  const clusterMarker = (place: ClusterPlaceOf, count: number) => {
    const marker = L.marker([place.lat, place.lng], { icon: clusterIcon(L, count, options.clusterLabel(count), options.clusterSize), keyboard: false });
    places.set(marker, place);
    // A cluster in the margin drawn around the view is no Tab stop, as a pin there is not.
    tabStopInView(map, marker);
    marker.on('click', async (event: Leaf.LeafletMouseEvent) => {
      // Asked now: the cluster is gone once the map has moved.
      const focused = (event.originalEvent as MouseEvent | undefined)?.detail === 0 || heldFocus(marker);
      // A move the visitor starts while the answer comes (a full index being built can take a while) is not undone;
      // one already going (the pan that brings a focused cluster into view) does not count.
      const movesBefore = moves;
      const { lat, lng, clusterId, generation, zoom } = places.get(marker)!;
      // The source fails its pending answers when it goes (the map removed meanwhile, the worker lost): the click is
      // then over, not an unhandled rejection in the page.
      // Where the worker has it: its longitudes are within -180..180 (the marker may be on another world copy).
      const next = await source.expansionZoom(clusterId, generation, { latitude: lat, longitude: nearestLongitude(lng, 0), zoom }).catch(() => undefined);
      if (destroyed || next === undefined || moves !== movesBefore) return;
      // At least one level in: a cluster from a coarser answer (more than maxMarkers in view) can split at or below
      // the map's zoom, and a click must still go somewhere.
      map.setView([lat, lng], Math.min(Math.max(next ?? map.getZoom() + 2, map.getZoom() + 1), map.getMaxZoom()));
      // The cluster is gone once the map moved: when it had the focus (the keyboard's or a click's), the map keeps it,
      // so Tab reaches the pins it held instead of starting again from the top of the page.
      if (focused) map.getContainer().focus({ preventScroll: true });
    });
    return marker;
  };

  async function draw(token: number): Promise<void> {
    const box = map.getBounds().pad(0.2);
    const answer = await source.query([box.getWest(), box.getSouth(), box.getEast(), box.getNorth()], map.getZoom(), options.maxMarkers);
    if (token !== sequence || destroyed) return;
    const slices = timeSlices(MARKER_SLICE_MS);
    const { items, generation } = answer;
    // The worker's longitudes are within -180..180: each is drawn on the world copy the map shows (see onShownCopy),
    // and drawn again when the map has moved to another copy.
    const centre = map.getCenter().lng;
    const lngAt = (o: number) => nearestLongitude(items[o + 1]!, centre);
    // A cluster is known by its count and its pixel at the answer's zoom, not its id: the worker's full index, built
    // after the first answer, gives the same cluster another id (and a centre a hair away), and its marker (with the
    // keyboard's focus on it) stays, asking about the new one.
    const keyOf = (o: number) => {
      if (items[o + 3]! < 0) return `p${items[o + 4]} ${lngAt(o)}`;
      const { x, y } = map.project([items[o]!, lngAt(o)], answer.zoom).round();
      return `c${answer.zoom} ${x} ${y} ${items[o + 2]}`;
    };
    // Each item's key, in order (made once: a cluster's is a projection).
    const itemKeys: string[] = [];
    for (let o = 0; o < items.length; o += ITEM_STRIDE) itemKeys.push(keyOf(o));
    const keys = new Set(itemKeys);
    // What left the view goes first, so old and new markers together never exceed the cap.
    for (const [key, marker] of drawn) {
      if (keys.has(key)) continue;
      // A focused marker that leaves (the map dragged from it): the map keeps the focus, Tab goes on to its pins.
      if (heldFocus(marker)) map.getContainer().focus({ preventScroll: true });
      group.removeLayer(marker);
      drawn.delete(key);
    }
    let created = 0;
    for (let o = 0; o < items.length; o += ITEM_STRIDE) {
      const key = itemKeys[o / ITEM_STRIDE]!;
      const kept = drawn.get(key);
      const place = items[o + 3]! >= 0 ? { lat: items[o]!, lng: lngAt(o), clusterId: items[o + 3]!, generation, zoom: answer.zoom } : null;
      if (kept) {
        if (place) places.set(kept, place);
        continue;
      }
      if (created > 0 && slices.due()) {
        await slices.next();
        if (token !== sequence || destroyed) return;
      }
      const [lat, lng, count, row, id, type] = [items[o]!, lngAt(o), items[o + 2]!, items[o + 4]!, items[o + 5]!, items[o + 6]!];
      let marker: Leaf.Marker;
      if (place) marker = clusterMarker(place, count);
      else {
        const pin = options.toPin(row, id, LOCATION_TYPES[type] ?? 'succursale', lat, lng);
        marker = pinMarker(L, map, pin, options.look, pin.id === selected, options.handlers);
      }
      group.addLayer(marker);
      drawn.set(key, marker);
      created++;
    }
  }

  const refresh = () => {
    const token = ++sequence;
    drawing = draw(token).catch((error: unknown) => {
      if (!destroyed) options.onError(error);
    });
  };
  map.on('moveend', refresh);
  if (options.drawNow !== false) refresh();

  const pinMarkers = () => [...drawn.values()].filter((marker): marker is PinMarker => 'pin' in marker);
  return {
    whenDrawn: async () => {
      // A draw that started while waiting replaces the one awaited: wait for the latest.
      let current: Promise<void>;
      do await (current = drawing);
      while (current !== drawing);
    },
    highlight(id) {
      if (id === selected) return;
      for (const marker of pinMarkers()) {
        if (marker.pin.id === selected) setSelected(L, marker, options.look, false);
        if (marker.pin.id === id) setSelected(L, marker, options.look, true);
      }
      selected = id;
    },
    destroy() {
      destroyed = true;
      map.off('moveend', refresh);
      map.off('movestart', moved);
      group.clearLayers();
      group.remove();
      source.destroy();
    },
  };
}
