/// <reference types="bingmaps" />
import { MAP } from '../../../core/map/constants';
import { fitView, pinPadding } from '../../../core/map/fit';
import { PIN_SIZES, providerPinSize } from '../../pins';
import { createEmitter } from '../../emitter';
import type { AdapterContext, Bounds, LatLng, MapAdapter, MapPin, MapViewOptions, PinSize } from '../../types';
import { clickPin } from '../common/follow';
import { labelsOf } from '../common/labels';
import { sdkHost } from '../common/sdk-host';
import { clusterIcon, clusterSizeOf, pinIcon } from '../common/pin-icon';
import { PinOverlay, type OverlayItem } from '../common/pin-overlay';
import { failureSink } from '../common/failure';
import { checkBingKeyOnce } from './key-check';
import { BingPinLayer } from './layer';
import type { BingMaps } from './load';

/** Spec §9: the Bing-style map shows at most about 100 pins. */
export const BING_MAX_PINS = MAP.bingMaxPins;

/** How long after a view is set the map counts as idle when Bing reports no change (the view it already showed). */
const VIEW_IDLE_MS = 1000;


/**
 * A MapAdapter over Bing Maps V8. Bing draws pushpins on a canvas, so keyboard and screen-reader users get the
 * PinOverlay: a focusable link per pin in view, over the drawn pin. Bing has no drag-end or idle event: a drag is a
 * view change between mousedown and mouseup, and idle follows each viewchangeend.
 */
export function createBingAdapter(
  api: BingMaps,
  container: HTMLElement,
  view: MapViewOptions,
  context: AdapterContext,
  bingRestBase: string,
): MapAdapter {
  const emitter = createEmitter();
  const labels = labelsOf(context.labels);
  const size = providerPinSize('Bing', view.pinSize);
  const host = sdkHost(container);
  const map = new api.Map(host, {
    credentials: context.credentials.apiId,
    center: new api.Location(view.center.latitude, view.center.longitude),
    zoom: view.zoom,
    minZoom: view.minZoom,
    maxZoom: view.maxZoom,
    showDashboard: !view.disableControls,
    showMapTypeSelector: false,
    showLocateMeButton: false,
    showScalebar: false,
    disableStreetside: true,
    enableClickableLogo: false,
  });
  // Bing shows its own banner over an empty map when it rejects the key: ask the REST service, and fall back if so.
  const keyCheck = new AbortController();
  void checkBingKeyOnce(context.credentials.apiId, map, bingRestBase, keyCheck.signal).then((verdict) => {
    if (typeof verdict !== 'object' || keyCheck.signal.aborted) return;
    failureSink(context.onFailure)(new Error(`[locator] Bing map: Bing rejected the key (apiID) (${verdict.refused})`));
  });
  const clusters = new Map<string, Microsoft.Maps.ClusterPushpin>();
  const zoomToCluster = (cluster: Microsoft.Maps.ClusterPushpin) => {
    const locations = cluster.containedPushpins.map((p) => p.getLocation());
    map.setView({ bounds: api.LocationRect.fromLocations(locations), padding: MAP.edgeBuffer });
  };
  const layer = new BingPinLayer(api, map, {
    cluster: view.cluster,
    icon: (pin, selected) => pinIcon(pin.type, view.design, size, selected),
    clusterIcon: (count) => clusterIcon(count, clusterSizeOf(view)),
    onClustered: () => refreshOverlay(),
    onPin: (type, pin, args) => {
      if (type === 'click') clickPin(emitter, pin, (args as { originalEvent?: Event } | undefined)?.originalEvent, container);
      else emitter.emit({ type: type === 'mouseover' ? 'pin-hover' : 'pin-leave', id: pin.id });
    },
    onCluster: zoomToCluster,
  });
  const overlay = new PinOverlay(host, {
    map: container,
    labels,
    onPin: (pin, event) => emitter.emit({ type: 'pin-click', id: pin.id, originalEvent: event }),
    onCluster: (key) => {
      const cluster = clusters.get(key);
      if (cluster) zoomToCluster(cluster);
    },
    onFocusPin: (pin, focused) => emitter.emit({ type: focused ? 'pin-hover' : 'pin-leave', id: pin.id }),
  });

  function refreshOverlay(): void {
    clusters.clear();
    const items: OverlayItem[] = layer.shown().map((shown) => {
      const point = map.tryLocationToPixel(shown.pushpin.getLocation(), api.PixelReference.control) as Microsoft.Maps.Point;
      const icon = shown.kind === 'cluster' ? clusterIcon(shown.pushpin.containedPushpins.length, clusterSizeOf(view)) : pinIcon(shown.pin.type, view.design, size);
      const box = { x: point.x - icon.anchor.x, y: point.y - icon.anchor.y, ...icon.scaledSize };
      if (shown.kind === 'pin') return { kind: 'pin', pin: shown.pin, ...box };
      clusters.set(shown.key, shown.pushpin);
      return { kind: 'cluster', key: shown.key, count: shown.pushpin.containedPushpins.length, ...box };
    });
    overlay.update(items);
  }

  const getCenter = (): LatLng => {
    const c = map.getCenter();
    return { latitude: c.latitude, longitude: c.longitude };
  };
  const getBounds = (): Bounds => {
    const b = map.getBounds();
    return { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() };
  };
  let pressed = false;
  let dragged = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const handlers = [
    api.Events.addHandler(map, 'viewchangeend', () => {
      clearTimeout(idleTimer);
      emitter.emit({ type: 'move-end', center: getCenter(), zoom: map.getZoom(), bounds: getBounds() });
      refreshOverlay();
      emitter.emit({ type: 'idle' });
    }),
    api.Events.addHandler(map, 'mousedown', () => {
      pressed = true;
      dragged = false;
    }),
    api.Events.addHandler(map, 'viewchange', () => {
      if (pressed) dragged = true;
    }),
    api.Events.addHandler(map, 'mouseup', () => {
      if (pressed && dragged) emitter.emit({ type: 'drag-end' });
      pressed = false;
      dragged = false;
    }),
  ];
  /** Says idle after `ms` unless a viewchangeend (which says it) comes first. */
  const idleAfter = (ms: number) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => emitter.emit({ type: 'idle' }), ms);
  };
  // The first render may end before our viewchangeend handler exists: report idle once anyway.
  idleAfter(0);
  // A view set on the map is drawn (viewchangeend) after this task: the idle of the map before it is not its idle. A
  // view Bing does not report (the one it already shows) is idle after VIEW_IDLE_MS.
  const viewSet = () => idleAfter(VIEW_IDLE_MS);

  return {
    provider: 'Bing',
    setPins(pins: readonly MapPin[]) {
      if (pins.length > BING_MAX_PINS) {
        console.warn(`[locator] Bing map: ${pins.length} locations given, the first ${BING_MAX_PINS} are shown (spec: at most about 100 pins)`);
      }
      layer.setPins(pins.slice(0, BING_MAX_PINS));
      refreshOverlay();
    },
    fitBounds(bounds, options) {
      const padding = pinPadding(options.padding, PIN_SIZES[size]);
      const { center, zoom } = fitView(bounds, { width: map.getWidth(), height: map.getHeight() }, { ...options, padding, tileSize: MAP.tileSize });
      map.setView({ center: new api.Location(center.latitude, center.longitude), zoom });
      viewSet();
    },
    setView(center, zoom) {
      map.setView({ center: new api.Location(center.latitude, center.longitude), zoom });
      viewSet();
    },
    getCenter,
    getZoom: () => map.getZoom(),
    getBounds,
    highlight(id) {
      layer.highlight(id);
      refreshOverlay();
    },
    on: emitter.on,
    resize() {
      // V8 follows its container's size itself; re-setting the view redraws the pins and the overlay at once.
      map.setView({ center: map.getCenter() });
    },
    destroy() {
      keyCheck.abort();
      clearTimeout(idleTimer);
      for (const handler of handlers) api.Events.removeHandler(handler);
      layer.destroy();
      overlay.destroy();
      emitter.clear();
      map.dispose();
      host.remove();
    },
  };
}
