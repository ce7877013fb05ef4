import type { GeoJSONFeature, Map as GlMap } from 'mapbox-gl';
import { MAP } from '../../../core/map/constants';
import type { MapPin } from '../../types';
import type { OverlayLabels } from '../common/labels';
import type { CheckedIcon } from '../common/pin-icon';
import { ownFirst, PinOverlay, type OverlayItem } from '../common/pin-overlay';
import { LAYER, PIN_LAYERS, type PinProperties } from './layers';

export interface KeyboardOptions {
  labels: OverlayLabels;
  pinOf(feature: GeoJSONFeature): MapPin | undefined;
  pinBox(pin: MapPin): CheckedIcon;
  clusterBox(count: number): CheckedIcon;
  onPin(pin: MapPin, event: MouseEvent): void;
  onCluster(clusterId: number, center: [number, number]): void;
  onFocusPin(pin: MapPin, focused: boolean): void;
}

type Entry = { lngLat: [number, number]; icon: CheckedIcon } & ({ kind: 'pin'; pin: MapPin; index: number } | { kind: 'cluster'; id: number; count: number });

/**
 * mapbox-gl draws pins on a WebGL canvas: keyboard and screen-reader users get the PinOverlay instead, a link per pin
 * (a button per cluster) rendered in the view, placed over the drawn symbol. The list is re-read from the rendered
 * features once the map is idle and follows the symbols while the map moves, so a focused pin keeps its focus ring.
 * At most maxMarkerNodes (300) controls exist at once: standalone pins, clusters, then the other pins in list order.
 */
export function syncKeyboardList(map: GlMap, options: KeyboardOptions) {
  const clusters = new Map<string, Entry & { kind: 'cluster' }>();
  const overlay = new PinOverlay(map.getContainer(), {
    // Its canvas is the map's focusable surface.
    map: map.getContainer(),
    labels: options.labels,
    onPin: options.onPin,
    onCluster: (key) => {
      const entry = clusters.get(key);
      if (entry) options.onCluster(entry.id, entry.lngLat);
    },
    onFocusPin: options.onFocusPin,
  });
  let entries: Entry[] = [];

  const place = () => {
    // The copy of the world nearest the view's centre: mapbox-gl draws a symbol on every copy in view, and reports
    // its feature on the first one.
    const centre = map.getCenter().lng;
    overlay.update(
      entries.map((entry): OverlayItem => {
        const [lng, lat] = entry.lngLat;
        const p = map.project([lng + 360 * Math.round((centre - lng) / 360), lat]);
        const box = { x: p.x - entry.icon.anchor.x, y: p.y - entry.icon.anchor.y, ...entry.icon.scaledSize };
        return entry.kind === 'pin' ? { kind: 'pin', pin: entry.pin, ...box } : { kind: 'cluster', key: String(entry.id), count: entry.count, ...box };
      }),
    );
  };

  const refresh = () => {
    const features = map.queryRenderedFeatures({ layers: [LAYER.clusters, ...PIN_LAYERS] });
    const seen = new Set<string>();
    const pins: Entry[] = [];
    const groups: Entry[] = [];
    clusters.clear();
    for (const feature of features) {
      if (feature.geometry.type !== 'Point') continue;
      const lngLat = feature.geometry.coordinates as [number, number];
      const properties = feature.properties ?? {};
      if (typeof properties.cluster_id === 'number') {
        const key = `c${properties.cluster_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const count = Number(properties.point_count);
        const entry = { kind: 'cluster' as const, id: properties.cluster_id, count, lngLat, icon: options.clusterBox(count) };
        clusters.set(String(entry.id), entry);
        groups.push(entry);
        continue;
      }
      const pin = options.pinOf(feature);
      if (!pin || seen.has(`p${pin.id}`)) continue;
      seen.add(`p${pin.id}`);
      pins.push({ kind: 'pin', pin, index: Number((properties as Partial<PinProperties>).index ?? 0), lngLat, icon: options.pinBox(pin) });
    }
    pins.sort((a, b) => (a.kind === 'pin' && b.kind === 'pin' ? a.index - b.index : 0));
    entries = ownFirst([...groups, ...pins]).slice(0, MAP.maxMarkerNodes);
    place();
  };

  map.on('move', place);
  return {
    refresh,
    destroy() {
      map.off('move', place);
      overlay.destroy();
    },
  };
}
