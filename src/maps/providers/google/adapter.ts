import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { AdapterContext, Bounds, LatLng, MapAdapter, MapPin, MapViewOptions, ProviderName } from '../../types';
import { MAP } from '../../../core/map/constants';
import { fitView, pinPadding } from '../../../core/map/fit';
import { PIN_SIZES } from '../../pins';
import { createEmitter } from '../../emitter';
import { clickPin } from '../common/follow';
import { focusMap } from '../common/focus-map';
import { labelsOf, pinName } from '../common/labels';
import { sdkHost } from '../common/sdk-host';
import { clusterSizeOf, pinIcon } from '../common/pin-icon';
import { viewBounds } from '../common/view-bounds';
import { createClusterer } from './cluster';
import { toGoogleIcon } from './icons';
import type { GMarker, GoogleMapsApi, MapsEventListener } from './sdk-types';

interface Entry {
  pin: MapPin;
  marker: GMarker;
  /** The marker's title: its element's accessible name. */
  title: string;
  listeners: MapsEventListener[];
}

/** The drawn size: the SDK's element, else its container (before layout, and in jsdom). */
const sizeOf = (host: HTMLElement) => ({
  width: host.clientWidth || host.parentElement?.clientWidth || 1,
  height: host.clientHeight || host.parentElement?.clientHeight || 1,
});

/** A MapAdapter over a loaded google.maps: classic markers with SVG icons, optional markerclusterer. */
export function createGoogleAdapter(
  api: GoogleMapsApi,
  container: HTMLElement,
  view: MapViewOptions,
  context: AdapterContext,
  provider: Extract<ProviderName, 'Google' | 'Google-Free'>,
): MapAdapter {
  const emitter = createEmitter();
  const labels = labelsOf(context.labels);
  const host = sdkHost(container);
  const map = new api.Map(host, {
    center: { lat: view.center.latitude, lng: view.center.longitude },
    zoom: view.zoom,
    minZoom: view.minZoom,
    maxZoom: view.maxZoom,
    disableDefaultUI: view.disableControls,
    clickableIcons: false,
    ...(context.credentials.mapId ? { mapId: context.credentials.mapId } : {}),
  });
  // A cluster opened with the focus on it (the keyboard's, or a click's) is taken away when the clusterer draws the
  // zoomed view (a frame after the idle): the map takes the focus now, not the widget's first control then.
  const onClusterOpened = () => host.contains(document.activeElement) && focusMap(container);
  const clusterer: MarkerClusterer | null = view.cluster
    ? createClusterer(api, map, { ...view.cluster, maxZoom: view.maxZoom, size: clusterSizeOf(view) }, labels, onClusterOpened)
    : null;
  let entries: Entry[] = [];
  let byId = new Map<string, Entry>();
  let selected: string | null = null;

  const getCenter = (): LatLng => {
    const center = map.getCenter();
    return center ? { latitude: center.lat(), longitude: center.lng() } : view.center;
  };
  const getZoom = () => map.getZoom() ?? view.zoom;
  const getBounds = (): Bounds => {
    const bounds = map.getBounds();
    if (!bounds) return viewBounds(getCenter(), getZoom(), sizeOf(host));
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    return { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() };
  };

  const mapListeners = [
    // Google has no move-end: 'idle' follows every finished pan or zoom (and the first render).
    map.addListener('idle', () => {
      emitter.emit({ type: 'move-end', center: getCenter(), zoom: getZoom(), bounds: getBounds() });
      emitter.emit({ type: 'idle' });
    }),
    map.addListener('dragend', () => emitter.emit({ type: 'drag-end' })),
  ];

  // A marker the keyboard focuses is hovered, as on the other providers (the results list shows its row). Google's
  // markers have no focus event: the host hears the focus move instead, and finds the pin by the name of the marker
  // element that has it (its title), when one pin alone has that name.
  const onFocusMove = (event: FocusEvent) => {
    const target = event.target as Element;
    const name = target.getAttribute('aria-label') ?? target.getAttribute('title');
    if (!name || !target.matches('[role="button"]')) return;
    const named = entries.filter((entry) => entry.title === name);
    if (named.length === 1) emitter.emit({ type: event.type === 'focusin' ? 'pin-hover' : 'pin-leave', id: named[0]!.pin.id });
  };
  host.addEventListener('focusin', onFocusMove);
  host.addEventListener('focusout', onFocusMove);

  const iconFor = (pin: MapPin, isSelected: boolean) => toGoogleIcon(api, pinIcon(pin.type, view.design, view.pinSize, isSelected));
  const topZ = () => api.Marker.MAX_ZINDEX + 1;
  // A standalone pin (the page's own location) above the others, below the highlighted one.
  const zOf = (pin: MapPin, isSelected: boolean) => (isSelected ? topZ() : pin.standalone ? api.Marker.MAX_ZINDEX : undefined);

  function clear(): void {
    for (const entry of entries) {
      for (const listener of entry.listeners) listener.remove();
      entry.marker.setMap(null);
    }
    clusterer?.clearMarkers(true);
    entries = [];
    byId = new Map();
  }

  function setPins(pins: readonly MapPin[]): void {
    clear();
    for (const pin of pins) {
      if (byId.has(pin.id)) continue;
      const isSelected = pin.id === selected;
      const title = pinName(pin, labels);
      const marker = new api.Marker({
        position: { lat: pin.position.latitude, lng: pin.position.longitude },
        // A standalone pin is never handed to the clusterer: it is on the map itself.
        map: clusterer && !pin.standalone ? null : map,
        icon: iconFor(pin, isSelected),
        title,
        // DOM markers: keyboard-focusable with a click listener, and the SVG stays sharp.
        optimized: false,
        zIndex: zOf(pin, isSelected),
      });
      const listeners = [
        marker.addListener('click', (event) => clickPin(emitter, pin, event.domEvent, container)),
        marker.addListener('mouseover', () => emitter.emit({ type: 'pin-hover', id: pin.id })),
        marker.addListener('mouseout', () => emitter.emit({ type: 'pin-leave', id: pin.id })),
      ];
      const entry = { pin, marker, title, listeners };
      entries.push(entry);
      byId.set(pin.id, entry);
    }
    clusterer?.addMarkers(entries.filter((entry) => !entry.pin.standalone).map((entry) => entry.marker));
  }

  function highlight(id: string | null): void {
    if (id === selected) return;
    const previous = selected === null ? undefined : byId.get(selected);
    if (previous) {
      previous.marker.setIcon(iconFor(previous.pin, false));
      previous.marker.setZIndex(zOf(previous.pin, false));
    }
    selected = id;
    const next = id === null ? undefined : byId.get(id);
    if (next) {
      next.marker.setIcon(iconFor(next.pin, true));
      next.marker.setZIndex(topZ());
    }
  }

  return {
    provider,
    setPins,
    fitBounds(bounds, options) {
      const { center, zoom } = fitView(bounds, sizeOf(host), { ...options, padding: pinPadding(options.padding, PIN_SIZES[view.pinSize]), tileSize: MAP.tileSize });
      map.setCenter({ lat: center.latitude, lng: center.longitude });
      map.setZoom(zoom);
    },
    setView(center, zoom) {
      map.setCenter({ lat: center.latitude, lng: center.longitude });
      map.setZoom(zoom);
    },
    getCenter,
    getZoom,
    getBounds,
    highlight,
    on: (type, handler) => emitter.on(type, handler),
    resize() {
      const center = map.getCenter();
      // Needed up to 3.31 (the version the spec asks for); newer versions watch the container themselves.
      api.event.trigger(map, 'resize');
      if (center) map.setCenter(center);
    },
    destroy() {
      host.removeEventListener('focusin', onFocusMove);
      host.removeEventListener('focusout', onFocusMove);
      clear();
      clusterer?.setMap(null);
      for (const listener of mapListeners) listener.remove();
      api.event.clearInstanceListeners(map);
      emitter.clear();
      host.remove();
    },
  };
}
