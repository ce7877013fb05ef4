import type * as Leaf from 'leaflet';

/** This many failed tiles before any tile loaded means the provider refuses us (bad key or token, no network). */
export const TILE_FAILURES_BEFORE_FALLBACK = 4;

/**
 * A raster provider that rejects the key answers every tile with 401/403: Leaflet would show an empty grey map.
 * Calls `onRefused` once when the first tiles all fail, so the widget replaces the map with BaseMap. Returns the
 * function that stops watching.
 */
export function watchTiles(layer: Leaf.TileLayer, provider: string, onRefused: (error: Error) => void): () => void {
  let loaded = 0;
  let failed = 0;
  let reported = false;
  const onLoad = () => {
    loaded += 1;
  };
  const onError = () => {
    failed += 1;
    if (!reported && loaded === 0 && failed >= TILE_FAILURES_BEFORE_FALLBACK) {
      reported = true;
      onRefused(new Error(`[locator] ${provider} map: the tile server refused the first ${failed} tiles (key or token rejected?)`));
    }
  };
  layer.on('tileload', onLoad);
  layer.on('tileerror', onError);
  return () => {
    layer.off('tileload', onLoad);
    layer.off('tileerror', onError);
  };
}
