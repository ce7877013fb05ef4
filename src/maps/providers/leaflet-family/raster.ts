import type * as Leaf from 'leaflet';
import { MAP } from '../../../core/map/constants';
import { leafletAdapter } from '../../leaflet/adapter';
import { loadMarkerCluster, loadTiles } from '../../leaflet/load';
import type { AdapterContext, MapAdapter, MapViewOptions, ProviderName } from '../../types';
import { leafletMapOptions, ownControls } from './map-options';
import { failureSink } from '../common/failure';
import { watchTiles } from './tile-watch';

export interface RasterSource {
  /** Leaflet URL template ({z}/{x}/{y}, {r} for retina). */
  url: string;
  /** Plain text credits, shown in the attribution control. */
  attribution: string;
}

/**
 * A bundled-Leaflet map over a provider's raster tiles (MapQuest Leaflet, Mapbox): BaseMap's adapter (pins, clusters,
 * fit, events) on 256 px tiles. A tile server that refuses the key makes the widget fall back to BaseMap.
 */
export async function createRasterMap(provider: ProviderName, source: RasterSource, container: HTMLElement, view: MapViewOptions, context: AdapterContext): Promise<MapAdapter> {
  const [L] = await Promise.all([loadMarkerCluster(), loadTiles()]);
  context.signal.throwIfAborted();
  const map = L.map(container, leafletMapOptions(view));
  ownControls(map, context.labels);
  const tiles: Leaf.TileLayer = L.tileLayer(source.url, { tileSize: MAP.tileSize, maxZoom: view.maxZoom, attribution: escapeText(source.attribution) });
  const unwatch = watchTiles(tiles, provider, failureSink(context.onFailure));
  tiles.addTo(map);
  return leafletAdapter(L, map, provider, view, context, unwatch);
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
