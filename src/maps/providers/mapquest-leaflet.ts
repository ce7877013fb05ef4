import { endpoints } from '../../services/endpoints';
import type { AdapterFactory } from '../types';
import { createRasterMap } from './leaflet-family/raster';

/** MapQuest Tiles API style drawn by MapQuest Leaflet. */
export const MAPQUEST_STYLE = 'vivid';

/** MapQuest Leaflet: Leaflet (bundled) with MapQuest raster tiles, key from config apiID. */
export const createMap: AdapterFactory = (container, view, context) => {
  const key = context.credentials.apiId;
  if (!key) return Promise.reject(new Error('[locator] MapQuest Leaflet map: no key (apiID) in the configuration'));
  const url = `${endpoints().mapquestTiles}/${MAPQUEST_STYLE}/{z}/{x}/{y}/256{r}/png?key=${encodeURIComponent(key)}`;
  return createRasterMap('MapQuest Leaflet', { url, attribution: '© MapQuest, © OpenStreetMap contributors' }, container, view, context);
};
