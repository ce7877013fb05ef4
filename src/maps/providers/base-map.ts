import { MAP } from '../../core/map/constants';
import { preloadPoints } from '../cluster/early';
import { leafletAdapter } from '../leaflet/adapter';
import { addBaseShapes, showsShapes } from '../leaflet/base-shapes';
import { loadLeaflet, loadTiles, loadViewLayer, loadWorld } from '../leaflet/load';
import { leafletMapOptions, ownControls } from './leaflet-family/map-options';
import type { AdapterFactory } from '../types';

/**
 * BaseMap, the embedded default: Leaflet with no key and no network. The base is drawn from bundled shapes
 * (world-atlas, us-atlas); pages that want tiles give a raster tile URL (config.tileUrl), drawn over the shapes.
 */
export const createBaseMap: AdapterFactory = async (container, view, context) => {
  // Everything the first view needs starts at once: Leaflet, the world shapes when the view is far enough out to show
  // them, the points file (for the worker).
  if (showsShapes(view.zoom)) loadWorld().catch(() => {});
  const points = preloadPoints(view, context.signal, { width: container.clientWidth, height: container.clientHeight });
  if (points) loadViewLayer().catch(() => {});
  let L: Awaited<ReturnType<typeof loadLeaflet>>;
  try {
    // The tile layers only for a page that gives tiles (asked for at once, beside Leaflet).
    [L] = await Promise.all([loadLeaflet(), view.tileUrl ? loadTiles() : null]);
    context.signal.throwIfAborted();
  } catch (error) {
    points?.source.destroy();
    throw error;
  }
  container.classList.add('locator-basemap');
  const map = L.map(container, leafletMapOptions(view));
  ownControls(map, context.labels);
  const shapes = addBaseShapes(L, map, (error) => console.error('[locator] BaseMap: the base shapes could not be drawn', error));
  if (view.tileUrl) {
    const tiles = L.tileLayer(view.tileUrl, { tileSize: MAP.tileSize, maxZoom: view.maxZoom });
    // Attribution is page text, not markup.
    if (view.tileAttribution) map.attributionControl.addAttribution(escapeText(view.tileAttribution));
    tiles.addTo(map);
  }
  return leafletAdapter(L, map, 'BaseMap', view, context, () => shapes.remove(), points);
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
