import type * as Leaf from 'leaflet';
import type { ClusterSize } from '../cluster-icon';
import type { MapPin } from '../types';
import { clusterIcon, type PinLook } from './icons';
import { loadMarkerCluster, type Leaflet } from './load';
import type { PinLayer } from './pin-layer';
import { pinMarker, setSelected, type PinHandlers, type PinMarker } from './pin-marker';

export interface GroupOptions {
  look: PinLook;
  /** null: every pin drawn as it is (no clustering). */
  cluster: { gridSize: number; size: ClusterSize; label(count: number): string } | null;
  handlers: PinHandlers;
}

/**
 * Pins through leaflet.markercluster (maps up to a few thousand pins): grid 30, a cluster click zooms to its pins
 * (or spreads pins that share one spot at the last zoom), clusters are buttons named with their count. Markers are
 * added in chunks of about 30 ms so a thousand pins never block the page. Without clustering, plain markers.
 */
export function createClusterGroup(L: Leaflet, map: Leaf.Map, pins: readonly MapPin[], options: GroupOptions): PinLayer {
  const markers = new Map<string, PinMarker>();
  for (const pin of pins) markers.set(pin.id, pinMarker(L, map, pin, options.look, false, options.handlers));
  let selected: string | null = null;
  let group: Leaf.LayerGroup | null = null;
  let destroyed = false;

  const { cluster } = options;
  const drawn: Promise<void> = !cluster
    ? Promise.resolve().then(() => void (group = L.layerGroup([...markers.values()]).addTo(map)))
    : // The clusterer loads only for maps that need it (it is not on the way of a large map's first draw).
      loadMarkerCluster().then(
        () =>
          new Promise<void>((resolve) => {
            if (destroyed) return resolve();
            const clusters = L.markerClusterGroup({
              maxClusterRadius: cluster.gridSize,
              showCoverageOnHover: false,
              spiderfyOnMaxZoom: true,
              zoomToBoundsOnClick: true,
              removeOutsideVisibleBounds: true,
              chunkedLoading: true,
              chunkInterval: 30,
              chunkDelay: 16,
              chunkProgress: (processed: number, total: number) => {
                if (processed >= total) resolve();
              },
              iconCreateFunction: (group: Leaf.MarkerCluster) => {
                const count = group.getChildCount();
                return clusterIcon(L, count, cluster.label(count), cluster.size) as Leaf.Icon | Leaf.DivIcon;
              },
            });
            // A cluster opened from the keyboard disappears: give focus back to the map so Tab reaches its pins.
            clusters.on('clusterclick', (event: Leaf.LeafletEvent & { originalEvent?: MouseEvent }) => {
              if (event.originalEvent?.detail === 0) map.once('zoomend', () => map.getContainer().focus({ preventScroll: true }));
            });
            clusters.addTo(map);
            clusters.addLayers([...markers.values()]);
            group = clusters;
            if (markers.size === 0) resolve();
          }),
      );

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
      group?.clearLayers();
      group?.remove();
    },
  };
}
