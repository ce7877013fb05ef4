import type { GeoJSONFeature, GeoJSONSource, Map as GlMap, MapMouseEvent } from 'mapbox-gl';
import { MAP } from '../../../core/map/constants';
import { fitView, pinPadding } from '../../../core/map/fit';
import { PIN_SIZES } from '../../pins';
import { createEmitter } from '../../emitter';
import type { AdapterContext, Bounds, LatLng, MapAdapter, MapPin, MapViewOptions, PointsSource } from '../../types';
import { clickPin } from '../common/follow';
import { labelsOf } from '../common/labels';
import { clusterIcon, clusterSizeOf, pinIcon } from '../common/pin-icon';
import { viewBounds } from '../common/view-bounds';
import { LAYER, PIN_LAYERS, SOURCE_ID, remakePinsSource, setPinData, setSelected, type PinProperties } from './layers';
import { syncKeyboardList } from './keyboard';
import { CLUSTER_MAX_ZOOM, clusterOptionsOf } from '../../cluster/core';
import type { PreloadedPoints } from '../../cluster/early';
import { createClusterSource, type ClusterSource } from '../../cluster/source';
import { drawPointsInView, type PointsInView } from './view-points';

/**
 * mapbox-gl counts zoom on 512 px tiles: its zoom z shows what raster maps show at z + 1. The adapter speaks raster
 * zoom like every other provider (config zoom, best-fit limits), and converts at the edge.
 */
export const GL_ZOOM_OFFSET = 1;
export const toGlZoom = (zoom: number) => Math.max(0, zoom - GL_ZOOM_OFFSET);

/** mapbox-gl clusters pins up to the raster zoom the cluster worker clusters to (16), or the map's maximum less one. */
export const pinsClusterMaxZoom = (view: MapViewOptions) => Math.min(toGlZoom(view.maxZoom) - 1, toGlZoom(CLUSTER_MAX_ZOOM));

/** Whether the map's pins source is made clustered: a points file's answers come clustered by the cluster worker. */
export const pinsClusteredAtFirst = (view: MapViewOptions) => !view.pointsUrl && !!view.cluster;

/** A MapAdapter over a loaded mapbox-gl map whose pin source and layers exist (see layers.ts). */
export function createMapboxGlAdapter(map: GlMap, view: MapViewOptions, context: AdapterContext, onDestroy: () => void, preloaded: PreloadedPoints | null = null): MapAdapter {
  const emitter = createEmitter();
  const container = map.getContainer();
  let pins: readonly MapPin[] = [];
  let byId = new Map<string, MapPin>();
  let selected: string | null = null;
  let hovered: string | null = null;
  let clustered = pinsClusteredAtFirst(view);
  // A points file (100,000 points) has no MapPin objects: pins are made for the few features a visitor reaches.
  let points: { source: PointsSource; inView: PointsInView } | null = null;
  // While a points file loads, the map may go idle over an empty source: that is not the map being ready. 'fetching'
  // covers the cluster worker (the file, then the first view's clusters), 'handedOver' mapbox-gl's (until its source
  // reports them loaded).
  let loadingPoints: 'no' | 'fetching' | 'handedOver' = 'no';
  // The cluster source whose file is loading: pins given meanwhile, a newer file or the map's removal stop it.
  let loading: ClusterSource | null = null;
  const stopLoading = () => {
    // Its load then fails ('destroyed'), and the call that waited for it gives up.
    loading?.destroy();
    loading = null;
  };
  let destroyed = false;
  const pinOf = (feature: GeoJSONFeature | undefined): MapPin | undefined => {
    const properties = (feature?.properties ?? {}) as Partial<PinProperties>;
    const pin = byId.get(String(properties.id));
    if (pin || !points || feature?.geometry.type !== 'Point' || !properties.type) return pin;
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    return points.source.toPin(Number(properties.id), properties.type, { latitude, longitude });
  };
  const dropPoints = () => {
    points?.inView.destroy();
    points = null;
  };
  const keyboard = syncKeyboardList(map, {
    labels: labelsOf(context.labels),
    pinOf,
    pinBox: (pin) => pinIcon(pin.type, view.design, view.pinSize),
    clusterBox: (count) => clusterIcon(count, clusterSizeOf(view)),
    onPin: (pin, event) => emitter.emit({ type: 'pin-click', id: pin.id, originalEvent: event }),
    onCluster: (clusterId, lngLat) => zoomIntoCluster(clusterId, lngLat),
    onFocusPin: (pin, focused) => emitter.emit({ type: focused ? 'pin-hover' : 'pin-leave', id: pin.id }),
  });

  /** The pins source made again when its clustering is not the one wanted (see remakePinsSource). */
  function clusterPins(wanted: boolean): void {
    if (wanted === clustered) return;
    clustered = wanted;
    remakePinsSource(map, wanted ? view.cluster : null, pinsClusterMaxZoom(view));
    setSelected(map, selected);
  }

  /** Moves started so far (see zoomIntoCluster). */
  let moves = 0;
  function zoomIntoCluster(clusterId: number, center: [number, number]): void {
    // A move the visitor starts while the answer comes (the worker's full index being built) is not undone; one
    // already going (inertia after a drag) does not count.
    const movesBefore = moves;
    const still = () => !destroyed && moves === movesBefore;
    if (points) {
      // The worker's clusters: its zoom is on the raster scale. One it cannot find again opens by two levels.
      void points.inView.expansionZoom(clusterId, center).then((zoom) => {
        // At least one level in: a cluster from a coarser answer (more than 300 in view) can split at or below the
        // map's zoom, and a click must still go somewhere.
        if (still()) map.easeTo({ center, zoom: toGlZoom(Math.max(zoom ?? getZoom() + 2, getZoom() + 1)) });
      }, () => {});
      return;
    }
    map.getSource<GeoJSONSource>(SOURCE_ID)?.getClusterExpansionZoom(clusterId, (error, zoom) => {
      if (error || zoom === null || zoom === undefined || !still()) return;
      map.easeTo({ center, zoom });
    });
  }

  const getCenter = (): LatLng => {
    const c = map.getCenter();
    return { latitude: c.lat, longitude: c.lng };
  };
  const getZoom = () => map.getZoom() + GL_ZOOM_OFFSET;
  const getBounds = (): Bounds => {
    const b = map.getBounds();
    if (!b) return viewBounds(getCenter(), getZoom(), { width: container.clientWidth, height: container.clientHeight });
    return { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() };
  };

  const leave = () => {
    if (hovered !== null) emitter.emit({ type: 'pin-leave', id: hovered });
    hovered = null;
  };
  const onPinMove = (event: MapMouseEvent) => {
    const pin = pinOf(event.features?.[0]);
    if (!pin || pin.id === hovered) return;
    leave();
    hovered = pin.id;
    emitter.emit({ type: 'pin-hover', id: pin.id });
  };
  const onPinClick = (event: MapMouseEvent) => {
    const pin = pinOf(event.features?.[0]);
    if (pin) clickPin(emitter, pin, event.originalEvent, container);
  };
  const onClusterClick = (event: MapMouseEvent) => {
    const feature = event.features?.[0];
    const clusterId = Number(feature?.properties?.cluster_id);
    if (feature?.geometry.type === 'Point' && Number.isFinite(clusterId)) zoomIntoCluster(clusterId, feature.geometry.coordinates as [number, number]);
  };
  const pointer = (value: string) => () => void (map.getCanvas().style.cursor = value);

  for (const layer of PIN_LAYERS) {
    map.on('click', layer, onPinClick);
    map.on('mousemove', layer, onPinMove);
    map.on('mouseleave', layer, leave);
  }
  map.on('click', LAYER.clusters, onClusterClick);
  for (const layer of [...PIN_LAYERS, LAYER.clusters]) {
    map.on('mouseenter', layer, pointer('pointer'));
    map.on('mouseleave', layer, pointer(''));
  }
  map.on('movestart', () => void moves++);
  map.on('moveend', () => emitter.emit({ type: 'move-end', center: getCenter(), zoom: getZoom(), bounds: getBounds() }));
  map.on('dragend', () => emitter.emit({ type: 'drag-end' }));
  map.on('idle', () => {
    keyboard.refresh();
    if (loadingPoints === 'no' && !points?.inView.busy()) emitter.emit({ type: 'idle' });
  });
  map.on('sourcedata', (event: { sourceId?: string; isSourceLoaded?: boolean }) => {
    if (loadingPoints === 'handedOver' && event.sourceId === SOURCE_ID && event.isSourceLoaded) loadingPoints = 'no';
  });

  return {
    provider: 'MapboxGL',
    setPins(next) {
      stopLoading();
      // mapbox-gl's own idle follows these pins (its source is loading them).
      loadingPoints = 'no';
      dropPoints();
      // After a points file (the page's API may give pins then): mapbox-gl clusters these itself.
      clusterPins(!!view.cluster);
      const unique = new Map<string, MapPin>();
      for (const pin of next) if (!unique.has(pin.id)) unique.set(pin.id, pin);
      byId = unique;
      pins = [...unique.values()];
      setPinData(map, pins);
    },
    async setPointsSource(source, signal) {
      stopLoading();
      loadingPoints = 'fetching';
      // The file the map announced is already loading in the cluster worker (started with the map).
      const early = preloaded?.url === source.url ? preloaded : null;
      if (preloaded && !early) preloaded.source.destroy();
      preloaded = null;
      const clusters = early?.source ?? createClusterSource(clusterOptionsOf(view.cluster), source.url);
      loading = clusters;
      let loaded: Awaited<ReturnType<typeof clusters.loadUrl>>;
      try {
        loaded = await (early?.loaded ?? clusters.loadUrl(source.url, signal));
        if (loading !== clusters || signal.aborted) throw new Error('[locator] MapboxGL map: its points file was replaced or removed while it loaded');
      } catch (error) {
        // Not stopped by another call: this load failed, or its signal was aborted.
        if (loading === clusters) {
          stopLoading();
          loadingPoints = 'no';
        }
        throw error;
      }
      loading = null;
      dropPoints();
      // After pins: the worker's answers are clusters already.
      clusterPins(false);
      byId = new Map();
      const inView = drawPointsInView(map, clusters, {
        bounds: getBounds,
        zoom: getZoom,
        maxItems: MAP.maxMarkerNodes,
        onDrawn: () => {
          if (loadingPoints === 'fetching') loadingPoints = 'handedOver';
        },
        onError: (error) => {
          loadingPoints = 'no';
          if (!destroyed) console.error('[locator] MapboxGL: the pins could not be drawn', error);
        },
      });
      points = { source, inView };
      return loaded;
    },
    fitBounds(bounds, options) {
      const padding = pinPadding(options.padding, PIN_SIZES[view.pinSize]);
      const { center, zoom } = fitView(bounds, { width: container.clientWidth, height: container.clientHeight }, { ...options, padding, tileSize: MAP.tileSize });
      map.jumpTo({ center: [center.longitude, center.latitude], zoom: toGlZoom(zoom) });
    },
    setView(center, zoom) {
      map.jumpTo({ center: [center.longitude, center.latitude], zoom: toGlZoom(zoom) });
    },
    getCenter,
    getZoom,
    getBounds,
    highlight(id) {
      selected = id;
      setSelected(map, selected);
    },
    on: emitter.on,
    resize() {
      map.resize();
    },
    destroy() {
      destroyed = true;
      preloaded?.source.destroy();
      stopLoading();
      dropPoints();
      keyboard.destroy();
      emitter.clear();
      onDestroy();
      // Releases the WebGL context and the map's workers' share.
      map.remove();
    },
  };
}
