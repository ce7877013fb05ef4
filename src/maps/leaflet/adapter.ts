import { nextTask } from '../../loader/yield';
import type * as Leaf from 'leaflet';
import { MAP } from '../../core/map/constants';
import { fitView, pinPadding } from '../../core/map/fit';
import { NEW_TAB_TEXT } from '../../loader/schema';
import { createEmitter } from '../emitter';
import { PIN_SIZES } from '../pins';
import type { AdapterContext, Bounds, LatLng, MapAdapter, MapViewOptions, ProviderName } from '../types';
import type { PinLook } from './icons';
import { clusterSourceFor, pinLayerFor, type LayerContext } from './layer-for';
import { loadViewLayer, type Leaflet } from './load';
import type { PinLayer } from './pin-layer';
import type { PreloadedPoints } from '../cluster/early';

const toLatLng = (point: Leaf.LatLng): LatLng => ({ latitude: point.lat, longitude: point.lng });
const toBounds = (box: Leaf.LatLngBounds): Bounds => ({ south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() });

/**
 * A MapAdapter over a Leaflet map, shared by the Leaflet-family providers (BaseMap; MapQuest Leaflet and Mapbox can
 * use it too): pins and clusters (see pinLayerFor), a best fit computed like every other provider's (fitView), and
 * events. 'idle' follows each move once the pins of the new view are drawn. `onDestroy` releases the base layers.
 */
export function leafletAdapter(L: Leaflet, map: Leaf.Map, provider: ProviderName, view: MapViewOptions, context: AdapterContext, onDestroy: () => void = () => {}, preloaded: PreloadedPoints | null = null): MapAdapter {
  const events = createEmitter();
  const look: PinLook = { design: view.design, size: view.pinSize, newTabText: context.labels?.newTab ?? NEW_TAB_TEXT };
  const layerContext: LayerContext = {
    look,
    clusterLabel: context.labels?.cluster ?? ((count) => `${count} locations, zoom in`),
    handlers: {
      click: (id, originalEvent) => events.emit({ type: 'pin-click', id, originalEvent }),
      hover: (id) => events.emit({ type: 'pin-hover', id }),
      leave: (id) => events.emit({ type: 'pin-leave', id }),
    },
    onError: (error) => {
      if (!destroyed) console.error(`[locator] ${provider}: the pins could not be drawn`, error);
    },
  };
  let layer: PinLayer | null = null;
  let selected: string | null = null;
  let idleToken = 0;
  let destroyed = false;
  /** setPointsSource calls so far, and the cluster source of the one still loading (its worker and download). */
  let pointsLoads = 0;
  let loadingPoints: { destroy(): void } | null = null;
  const dropPointsLoad = () => {
    pointsLoads++;
    loadingPoints?.destroy();
    loadingPoints = null;
  };

  const settle = () => {
    const token = ++idleToken;
    // No pins yet (the widget sets the view first, then hands them over in the next task; a points file is still
    // loading): the view drawn is not the map with its pins, and 'ready' follows the first idle. The pins' layer says it.
    if (!layer) return;
    void layer.whenDrawn().then(() => {
      if (token === idleToken && !destroyed) events.emit({ type: 'idle' });
    });
  };
  const replace = (next: PinLayer, drawsNow: boolean) => {
    layer?.destroy();
    layer = next;
    layer.highlight(selected);
    if (drawsNow) settle();
  };

  map.on('moveend', () => {
    events.emit({ type: 'move-end', center: toLatLng(map.getCenter()), zoom: map.getZoom(), bounds: toBounds(map.getBounds()) });
    settle();
  });
  map.on('dragend', () => events.emit({ type: 'drag-end' }));

  return {
    provider,
    setPins(pins) {
      // A points file still loading would replace these pins once in: it is not wanted any more.
      dropPointsLoad();
      replace(pinLayerFor(L, map, pins, view, layerContext), true);
    },
    async setPointsSource(source, signal) {
      // The latest call wins: one still loading is stopped, and one that answers after a later call is not drawn.
      dropPointsLoad();
      const mine = pointsLoads;
      // The points file the view announced is already loading for the worker (started with the map).
      const early = preloaded?.url === source.url ? preloaded : null;
      // One started for another file is not needed: its worker goes.
      if (preloaded && !early) preloaded.source.destroy();
      preloaded = null;
      const clusters = early?.source ?? clusterSourceFor(view);
      loadingPoints = clusters;
      // Asked for with the map (see createBaseMap): normally here already.
      const viewLayer = loadViewLayer();
      viewLayer.catch(() => {});
      const stillWanted = () => {
        if (mine !== pointsLoads) throw new Error('replaced');
        if (destroyed || signal.aborted) throw new Error('aborted');
      };
      try {
        const loaded = await (early?.loaded ?? clusters.loadUrl(source.url, signal));
        stillWanted();
        const { createViewLayer, viewLayerOptions } = await viewLayer;
        // The worker's answer arrives in a task of its own; fitting the view (which redraws the base shapes) and
        // the first clusters take the next ones.
        await nextTask();
        stillWanted();
        loadingPoints = null;
        const toPin = (_row: number, id: number, type: Parameters<typeof source.toPin>[1], latitude: number, longitude: number) =>
          source.toPin(id, type, { latitude, longitude });
        // The caller sets the view next; the first draw waits for it instead of clustering a view about to change.
        replace(createViewLayer(L, map, clusters, viewLayerOptions(view, layerContext, toPin, false)), false);
        return loaded;
      } catch (error) {
        clusters.destroy();
        throw error;
      }
    },
    fitBounds(bounds, options) {
      const size = map.getSize();
      const padding = pinPadding(options.padding, PIN_SIZES[view.pinSize]);
      const { center, zoom } = fitView(bounds, { width: size.x, height: size.y }, { ...options, padding, tileSize: MAP.tileSize });
      map.setView([center.latitude, center.longitude], zoom, { animate: false });
    },
    setView(center, zoom) {
      map.setView([center.latitude, center.longitude], zoom, { animate: false });
    },
    getCenter: () => toLatLng(map.getCenter()),
    getZoom: () => map.getZoom(),
    getBounds: () => toBounds(map.getBounds()),
    highlight(id) {
      selected = id;
      layer?.highlight(id);
    },
    on: events.on,
    resize() {
      map.invalidateSize({ pan: false, animate: false });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      preloaded?.source.destroy();
      dropPointsLoad();
      layer?.destroy();
      events.clear();
      onDestroy();
      map.remove();
    },
  };
}
