import { endpoints } from '../../services/endpoints';
import type { AdapterFactory } from '../types';
import { DEFAULT_MAPBOX_STYLE } from './common/mapbox-style';
import { apiIdOf, withScripts } from './common/with-scripts';
import { createRasterMap } from './leaflet-family/raster';

/**
 * Mapbox raster tiles for Leaflet. mapboxMapIdentifier is a style ("user/style": Static Tiles API
 * /styles/v1/{id}/tiles/256/{z}/{x}/{y}) or a classic tileset id ("user.mapid": /v4/{id}/{z}/{x}/{y}.png).
 */
export function mapboxTileUrl(api: string, identifier: string, token: string): string {
  const id = identifier || DEFAULT_MAPBOX_STYLE;
  const query = `access_token=${encodeURIComponent(token)}`;
  return id.includes('/') ? `${api}/styles/v1/${id}/tiles/256/{z}/{x}/{y}{r}?${query}` : `${api}/v4/${id}/{z}/{x}/{y}{r}.png?${query}`;
}

/**
 * Mapbox: Leaflet (bundled) with Mapbox raster tiles; access token from config apiID. Leaflet is bundled, so the
 * step before the build only checks the token: a map without one says BaseMap in data-loaded, as Google's does.
 */
export const createMap: AdapterFactory = withScripts(
  async (_view, context) => apiIdOf(context, 'Mapbox', 'access token'),
  (token, container, view, context) => {
    const url = mapboxTileUrl(endpoints().mapboxApi, context.credentials.mapboxMapIdentifier, token);
    return createRasterMap('Mapbox', { url, attribution: '© Mapbox, © OpenStreetMap contributors' }, container, view, context);
  },
);
