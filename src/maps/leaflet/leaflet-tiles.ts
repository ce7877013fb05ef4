/**
 * Leaflet's tile layers, apart from its core (leaflet-core.ts): BaseMap draws its base from bundled shapes, so a map
 * without tiles (every location page's) never downloads them. The raster providers (MapQuest Leaflet, Mapbox) and a
 * BaseMap given a `tileUrl` load this module (loadTiles), which adds them to the core's `L` as Leaflet's own index
 * has them (`L.tileLayer`).
 */
import L from 'leaflet';
import { GridLayer, gridLayer } from 'leaflet/src/layer/tile/GridLayer.js';
import { TileLayer, tileLayer } from 'leaflet/src/layer/tile/TileLayer.js';

Object.assign(L, { GridLayer, gridLayer, TileLayer, tileLayer });

export default L;
