import { endpoints } from '../../services/endpoints';
import type { AdapterFactory } from '../types';
import { apiIdOf, withScripts } from './common/with-scripts';
import { createRasterMap } from './leaflet-family/raster';

/** MapQuest Tiles API style drawn by MapQuest Leaflet. */
export const MAPQUEST_STYLE = 'vivid';

/** MapQuest Leaflet: Leaflet (bundled) with MapQuest raster tiles, key from config apiID (checked before the build). */
export const createMap: AdapterFactory = withScripts(
  async (_view, context) => apiIdOf(context, 'MapQuest Leaflet'),
  (key, container, view, context) => {
    const url = `${endpoints().mapquestTiles}/${MAPQUEST_STYLE}/{z}/{x}/{y}/256{r}/png?key=${encodeURIComponent(key)}`;
    return createRasterMap('MapQuest Leaflet', { url, attribution: '© MapQuest, © OpenStreetMap contributors' }, container, view, context);
  },
);
