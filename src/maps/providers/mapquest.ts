import { endpoints } from '../../services/endpoints';
import { leafletAdapter } from '../leaflet/adapter';
import { leafletMapOptions, ownControls } from './leaflet-family/map-options';
import { loadMapQuest } from './leaflet-family/mapquest-js';
import { failureSink } from './common/failure';
import { watchTiles } from './leaflet-family/tile-watch';
import { apiIdOf, withScripts } from './common/with-scripts';

/**
 * MapQuest.js: MapQuest's own Leaflet build (mapquest.js and mapquest.css from its CDN), key from config apiID,
 * L.mapquest.map with the 'map' tile layer. Pins use BaseMap's Leaflet helpers on MapQuest's `L`; clusters are
 * computed in our worker (leaflet.markercluster is bundled for our Leaflet, not MapQuest's).
 */
export const createMap = withScripts(
  async (_view, context) => {
    apiIdOf(context, 'MapQuest');
    return loadMapQuest(endpoints().mapquestJs, context.signal);
  },
  (L, container, view, context) => {
    L.mapquest.key = context.credentials.apiId;
    const tiles = L.mapquest.tileLayer('map');
    const map = L.mapquest.map(container, { ...leafletMapOptions(view), layers: [tiles] });
    ownControls(map, context.labels);
    const unwatch = watchTiles(tiles, 'MapQuest', failureSink(context.onFailure));
    // Worker clusters when clustering (no markercluster on this L); plain markers otherwise.
    const mqView = { ...view, workerThreshold: view.cluster ? 0 : Number.POSITIVE_INFINITY };
    return leafletAdapter(L, map, 'MapQuest', mqView, context, unwatch);
  },
);
