import 'mapbox-gl/dist/mapbox-gl.css';
import type { Map as GlMap } from 'mapbox-gl';
import { endpoints } from '../../services/endpoints';
import type { AdapterContext, AdapterFactory, MapAdapter, MapViewOptions } from '../types';
import { DEFAULT_MAPBOX_STYLE } from './common/mapbox-style';
import { clusterSizeOf } from './common/pin-icon';
import { sdkHost } from './common/sdk-host';
import { apiIdOf, withScripts } from './common/with-scripts';
import { createMapboxGlAdapter, pinsClusterMaxZoom, pinsClusteredAtFirst, toGlZoom } from './mapbox-gl/adapter';
import { addPinImages, pinImages, provideClusterImages } from './mapbox-gl/images';
import { addPinLayers } from './mapbox-gl/layers';
import { configureMapboxGl, loadMapboxGl } from './mapbox-gl/load';
import { preloadPoints, type PreloadedPoints } from '../cluster/early';

/**
 * Resolves once the style document is read ('style.load': its sources and layers exist, nothing is drawn yet); rejects
 * on an error before that (a rejected token answers the style with 401). Not 'load', which also waits for the base
 * style's tiles and first frame: the pins' images, source and layers are added now, so the pins handed over next are
 * laid out in mapbox-gl's worker while the base is tiled, and the first full frame has them.
 */
function styleLoaded(map: GlMap, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (event: { error?: Error }) => reject(new Error(`[locator] MapboxGL map: the style could not be loaded (${event.error?.message ?? 'error'})`));
    const onAbort = () => reject(signal.reason);
    map.once('style.load', () => {
      map.off('error', onError);
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    map.on('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * MapboxGL: mapbox-gl (CSP build, own chunk) with the style `mapbox://styles/<mapboxMapIdentifier>` and the access
 * token apiID. Pins are a GeoJSON source (clustered by mapbox-gl, or by the cluster worker for a points file) drawn as
 * symbols from our SVG pins; a keyboard list mirrors them.
 */
export const createMap: AdapterFactory = withScripts(
  // The token is checked before the build (a map without one says BaseMap in data-loaded); mapbox-gl itself loads
  // with the map, beside its points file.
  async (_view, context) => apiIdOf(context, 'MapboxGL', 'access token'),
  async (token, container, view, context) => {
    const points = preloadPoints(view, context.signal, { width: container.clientWidth, height: container.clientHeight });
    try {
      return await create(container, view, context, token, points);
    } catch (error) {
      points?.source.destroy();
      throw error;
    }
  },
);

/** mapbox-gl's own texts in the page's language: the canvas is named as the map's region (the widget's element), the zoom buttons as ours. */
function glTexts(container: HTMLElement, context: AdapterContext): Record<string, string> {
  const texts: Record<string, string> = {};
  const name = container.closest('[aria-label]')?.getAttribute('aria-label');
  if (name) texts['Map.Title'] = name;
  if (context.labels?.zoomIn) texts['NavigationControl.ZoomIn'] = context.labels.zoomIn;
  if (context.labels?.zoomOut) texts['NavigationControl.ZoomOut'] = context.labels.zoomOut;
  return texts;
}

async function create(container: HTMLElement, view: MapViewOptions, context: AdapterContext, token: string, points: PreloadedPoints | null): Promise<MapAdapter> {
  const images = pinImages(view.design, view.pinSize);
  // Awaited after the style: a failure before that is the map's, and this one must not go unhandled meanwhile.
  images.catch(() => {});
  const gl = await loadMapboxGl();
  context.signal.throwIfAborted();
  if (!gl.supported()) throw new Error('[locator] MapboxGL map: this browser has no WebGL');
  configureMapboxGl(gl, endpoints().mapboxApi);
  const host = sdkHost(container);
  const map = new gl.Map({
    container: host,
    accessToken: token,
    style: `mapbox://styles/${context.credentials.mapboxMapIdentifier || DEFAULT_MAPBOX_STYLE}`,
    center: [view.center.longitude, view.center.latitude],
    zoom: toGlZoom(view.zoom),
    minZoom: toGlZoom(view.minZoom),
    maxZoom: toGlZoom(view.maxZoom),
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    performanceMetricsCollection: false,
    // Pins appear at once, as on every other provider. The symbols' 300 ms fade-in kept the map drawing frames (and
    // from its first idle) after each placement: 1.65 against 1.79 s to ready on the 10k bench page, median of 8.
    fadeDuration: 0,
    ...(view.language ? { language: view.language } : {}),
    locale: glTexts(container, context),
  });
  // The widget's element is the map's region; a second one inside it, named the same, would be noise to a screen
  // reader (and two landmarks of one name). The canvas stays the focusable, named surface the arrow keys move.
  map.getCanvas().removeAttribute('role');
  map.touchZoomRotate.disableRotation();
  if (!view.disableControls) map.addControl(new gl.NavigationControl({ showCompass: false }), 'top-right');
  const stopClusters = provideClusterImages(map, clusterSizeOf(view));
  try {
    await styleLoaded(map, context.signal);
    addPinImages(map, await images);
    context.signal.throwIfAborted();
  } catch (error) {
    stopClusters();
    map.remove();
    host.remove();
    throw error;
  }
  // A points file is clustered by the cluster worker (see view-points.ts), pins by mapbox-gl, up to raster zoom 16 as
  // that worker does.
  addPinLayers(map, pinsClusteredAtFirst(view) ? view.cluster : null, pinsClusterMaxZoom(view));
  return createMapboxGlAdapter(
    map,
    view,
    context,
    () => {
      stopClusters();
      host.remove();
    },
    points,
  );
}
