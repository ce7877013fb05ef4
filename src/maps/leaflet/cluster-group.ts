import type * as Leaf from 'leaflet';
import type { ClusterSize } from '../cluster-icon';
import type { MapPin } from '../types';
import { clusterIcon, type PinLook } from './icons';
import { loadMarkerCluster, type Leaflet } from './load';
import type { PinLayer } from './pin-layer';
import { pinMarker, setSelected, type PinHandlers, type PinMarker } from './pin-marker';
import { timeSlices } from '../time-slice';
import { tabStopInView } from './tab-stop';

export interface GroupOptions {
  look: PinLook;
  /** null: every pin drawn as it is (no clustering). */
  cluster: { gridSize: number; size: ClusterSize; label(count: number): string } | null;
  handlers: PinHandlers;
}

/**
 * Sets up to this size are drawn as plain markers while no two of their pins are close enough to cluster (a location
 * page's few pins at street zoom): leaflet.markercluster (7.1 KiB gzip) then loads only when a zoom brings two
 * together. Larger sets cluster from the start: the clusterer also keeps the pins out of view out of the DOM.
 */
export const PLAIN_FIRST_MAX_PINS = 50;

/**
 * Markers are handed to the clusterer this many at a time, in slices of CLUSTER_SLICE_MS at most. Its own chunked
 * loading cannot be stopped: a map removed meanwhile (unmounted, or gone over to BaseMap when its tiles were refused)
 * had it go on adding markers to a clusterer without a map, which threw in the page.
 */
const CLUSTER_BATCH = 200;
const CLUSTER_SLICE_MS = 30;

/**
 * Pins through leaflet.markercluster (maps up to a few thousand pins): grid 30, a cluster click zooms to its pins
 * (or spreads pins that share one spot at the last zoom), clusters are buttons named with their count. Markers are
 * added in chunks of about 30 ms so a thousand pins never block the page. Without clustering, plain markers; a small
 * set stays plain until its pins first come within the grid of each other (see PLAIN_FIRST_MAX_PINS).
 */
export function createClusterGroup(L: Leaflet, map: Leaf.Map, pins: readonly MapPin[], options: GroupOptions): PinLayer {
  const markers = new Map<string, PinMarker>();
  for (const pin of pins) markers.set(pin.id, pinMarker(L, map, pin, options.look, false, options.handlers));
  // Standalone pins (a location page's own store) are plain markers, never clustered, and first in the tab order.
  const own = L.layerGroup().addTo(map);
  const free: PinMarker[] = [];
  for (const marker of markers.values()) if (marker.pin.standalone) own.addLayer(marker);
  else free.push(marker);
  let selected: string | null = null;
  let group: Leaf.LayerGroup | null = null;
  let destroyed = false;
  /** Stops waiting to give the map the focus after a cluster opened (see drawClusters): on the map, not the layer. */
  let stopWaiting = () => {};
  let offZoom = () => {};
  const { cluster } = options;

  // Added a microtask later, as the clusterer's first markers are: never before the clusters, had they taken over.
  const drawPlain = () =>
    Promise.resolve().then(() => {
      if (!destroyed && !group) group = L.layerGroup(free).addTo(map);
    });

  // The clusterer loads only for maps that need it (it is not on the way of a large map's first draw).
  const drawClusters = (settings: NonNullable<GroupOptions['cluster']>) =>
    loadMarkerCluster().then(() => {
      if (destroyed) return;
      const inView = new WeakMap<Leaf.MarkerCluster, () => void>();
      const clusters = L.markerClusterGroup({
        maxClusterRadius: settings.gridSize,
        showCoverageOnHover: false,
        spiderfyOnMaxZoom: true,
        zoomToBoundsOnClick: true,
        removeOutsideVisibleBounds: true,
        iconCreateFunction: (group: Leaf.MarkerCluster) => {
          // Asked again when its count changes: the Tab-stop rule is the cluster's, once, and judged again for the
          // new icon's element once it is in place.
          let reachable = inView.get(group);
          if (!reachable) inView.set(group, (reachable = tabStopInView(map, group)));
          queueMicrotask(reachable);
          const count = group.getChildCount();
          return clusterIcon(L, count, settings.label(count), settings.size) as Leaf.Icon | Leaf.DivIcon;
        },
      });
      // A cluster opened disappears: when it had the focus (the keyboard's, or a click's), the map takes it back, so
      // Tab reaches its pins instead of starting again from the top of the page. After the move the click makes, or,
      // for pins at one spot that spread where they are (no move), once spread: a move waited for then would come
      // with the visitor's next zoom and take the focus off the zoom button they pressed.
      let pending: (() => void) | null = null;
      stopWaiting = () => {
        if (!pending) return;
        map.off('moveend', pending);
        clusters.off('spiderfied', pending);
        pending = null;
      };
      clusters.on('clusterclick', (event: Leaf.LeafletEvent & { originalEvent?: MouseEvent; layer?: Leaf.Marker }) => {
        stopWaiting();
        if (event.originalEvent?.detail !== 0 && !heldFocus(event.layer)) return;
        pending = () => {
          stopWaiting();
          // Only if the focus is still nowhere or in the map.
          const active = document.activeElement;
          if (!active || active === document.body || map.getContainer().contains(active)) map.getContainer().focus({ preventScroll: true });
        };
        map.on('moveend', pending);
        clusters.on('spiderfied', pending);
      });
      // The plain markers leave first: a marker is on the map once, and the clusterer adds its own.
      group?.remove();
      clusters.addTo(map);
      group = clusters;
      return addInSlices(clusters);
    });

  const addInSlices = async (clusters: Leaf.MarkerClusterGroup) => {
    const slices = timeSlices(CLUSTER_SLICE_MS);
    for (let from = 0; from < free.length && !destroyed; from += CLUSTER_BATCH) {
      if (from && slices.due()) await slices.next();
      if (!destroyed) clusters.addLayers(free.slice(from, from + CLUSTER_BATCH));
    }
  };

  let drawn: Promise<void>;
  if (!cluster) drawn = drawPlain();
  else if (free.length > PLAIN_FIRST_MAX_PINS) drawn = drawClusters(cluster);
  else {
    // Plain until a zoom brings two pins within the grid; the clusters then take over for good. The view is set
    // before the pins (see the adapter); a map without one yet gets a 'zoomend' with its first view.
    const positions = free.map((marker) => marker.getLatLng());
    const check = () => {
      if (!pinsWithin(map, positions, cluster.gridSize)) return;
      offZoom();
      drawn = drawClusters(cluster);
    };
    if (pinsWithin(map, positions, cluster.gridSize)) drawn = drawClusters(cluster);
    else {
      drawn = drawPlain();
      map.on('zoomend', check);
      offZoom = () => map.off('zoomend', check);
    }
  }

  return {
    whenDrawn: () => drawn,
    highlight(id) {
      if (id === selected) return;
      const previous = selected === null ? undefined : markers.get(selected);
      if (previous) setSelected(L, previous, options.look, false);
      selected = id;
      const next = id === null ? undefined : markers.get(id);
      if (next) setSelected(L, next, options.look, true);
    },
    destroy() {
      destroyed = true;
      stopWaiting();
      offZoom();
      group?.clearLayers();
      group?.remove();
      own.remove();
    },
  };
}

/**
 * Whether two pins lie within `gridSize` pixels of each other at the map's zoom: where leaflet.markercluster would
 * make a cluster. Pins are bucketed in cells of that size, so each is compared with its neighbours only. A map with no
 * view yet has no zoom, and nothing is within (it is checked again once it has one).
 */
export function pinsWithin(map: Leaf.Map, positions: readonly Leaf.LatLng[], gridSize: number): boolean {
  const zoom = map.getZoom() as number | undefined;
  if (zoom === undefined) return false;
  const cells = new Map<string, Leaf.Point[]>();
  for (const position of positions) {
    const point = map.project(position, zoom);
    const cx = Math.floor(point.x / gridSize);
    const cy = Math.floor(point.y / gridSize);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of cells.get(`${cx + dx},${cy + dy}`) ?? []) if (other.distanceTo(point) <= gridSize) return true;
      }
    }
    const key = `${cx},${cy}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  return false;
}

/** Whether the marker's element has the focus (a click on a focusable cluster gives it the focus). */
export function heldFocus(marker: Leaf.Marker | undefined): boolean {
  const element = marker?.getElement();
  return !!element && element.contains(document.activeElement);
}
