import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from '../../../services/endpoints';
import { installFakeMapQuest } from '../../../testing/fake-sdks/mapquest';
import { sizedContainer, testContext, testPins, testView } from '../../../testing/provider-fixtures';
import { loadMarkerCluster, loadTiles, type Leaflet } from '../../leaflet/load';
import { resetScriptLoader } from '../../script-loader';
import { createMap as createMapbox, mapboxTileUrl } from '../mapbox';
import { createMap as createMapQuest } from '../mapquest';
import { createMap as createMapQuestLeaflet } from '../mapquest-leaflet';
import { TILE_FAILURES_BEFORE_FALLBACK, watchTiles } from './tile-watch';

let L: Leaflet;
beforeEach(async () => {
  L = await loadMarkerCluster();
  await loadTiles();
  resetEndpoints();
  resetScriptLoader();
});
afterEach(() => {
  delete (window as Window & { L?: unknown }).L;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const noKey = () => testContext({ credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } });

describe('Mapbox raster tiles', () => {
  it('uses the Static Tiles API for a style id and the v4 API for a classic tileset id', () => {
    expect(mapboxTileUrl('https://api.mapbox.com', 'pommelune/ck123', 'pk.a')).toBe('https://api.mapbox.com/styles/v1/pommelune/ck123/tiles/256/{z}/{x}/{y}{r}?access_token=pk.a');
    expect(mapboxTileUrl('https://api.mapbox.com', 'mapbox.streets', 'pk.a')).toBe('https://api.mapbox.com/v4/mapbox.streets/{z}/{x}/{y}{r}.png?access_token=pk.a');
    expect(mapboxTileUrl('https://api.mapbox.com', '', 'pk a')).toBe('https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/256/{z}/{x}/{y}{r}?access_token=pk%20a');
  });

  it('Mapbox and MapQuest Leaflet draw a Leaflet map over their tiles with the token or key; no key rejects', async () => {
    const tileLayer = vi.spyOn(L, 'tileLayer');
    const context = testContext({ credentials: { apiId: 'pk.sandbox', channelId: '', mapId: '', mapboxMapIdentifier: 'pommelune/ck123' } });
    const mapbox = await createMapbox(sizedContainer(), testView(), context);
    expect(mapbox.provider).toBe('Mapbox');
    expect(tileLayer).toHaveBeenLastCalledWith('https://api.mapbox.com/styles/v1/pommelune/ck123/tiles/256/{z}/{x}/{y}{r}?access_token=pk.sandbox', expect.objectContaining({ tileSize: 256, maxZoom: 21 }));
    const mapquest = await createMapQuestLeaflet(sizedContainer(), testView(), testContext());
    expect(mapquest.provider).toBe('MapQuest Leaflet');
    expect(tileLayer).toHaveBeenLastCalledWith('https://www.mapquestapi.com/tiles/v1/render/latest/vivid/{z}/{x}/{y}/256{r}/png?key=test-key', expect.anything());
    mapquest.setPins(testPins());
    // BaseMap's layer adds the markers a microtask later.
    await vi.waitFor(() => expect(document.querySelectorAll('a.locator-pin')).toHaveLength(3));
    mapbox.destroy();
    mapquest.destroy();
    await expect(createMapbox(sizedContainer(), testView(), noKey())).rejects.toThrow('[locator] Mapbox map: no access token (apiID) in the configuration');
    await expect(createMapQuestLeaflet(sizedContainer(), testView(), noKey())).rejects.toThrow('[locator] MapQuest Leaflet map: no key (apiID) in the configuration');
    // The key is checked in the step before the build too, so data-loaded can name BaseMap for such a map.
    await expect(createMapbox.loadScripts!(testView(), noKey())).rejects.toThrow('[locator] Mapbox map: no access token (apiID) in the configuration');
    await expect(createMapQuestLeaflet.loadScripts!(testView(), noKey())).rejects.toThrow('[locator] MapQuest Leaflet map: no key (apiID) in the configuration');
  });
});

describe('tile refusal', () => {
  it('reports once when the first tiles all fail, never after a tile loaded', () => {
    const refused = vi.fn();
    const layer = L.tileLayer('https://tiles.example/{z}/{x}/{y}.png');
    const stop = watchTiles(layer, 'Mapbox', refused);
    for (let i = 0; i < TILE_FAILURES_BEFORE_FALLBACK + 3; i++) layer.fire('tileerror');
    expect(refused).toHaveBeenCalledOnce();
    expect(refused.mock.calls[0]![0].message).toBe('[locator] Mapbox map: the tile server refused the first 4 tiles (key or token rejected?)');
    stop();
    const fine = vi.fn();
    const other = L.tileLayer('https://tiles.example/{z}/{x}/{y}.png');
    watchTiles(other, 'MapQuest', fine);
    other.fire('tileload');
    for (let i = 0; i < 10; i++) other.fire('tileerror');
    expect(fine).not.toHaveBeenCalled();
  });
});

describe('MapQuest.js', () => {
  it('loads mapquest.js and mapquest.css once, sets the key and draws on MapQuest’s own L', async () => {
    const first = createMapQuest(sizedContainer(), testView({ cluster: null }), testContext());
    const second = createMapQuest(sizedContainer(), testView({ cluster: null }), testContext());
    const script = document.head.querySelectorAll<HTMLScriptElement>('script[src="https://api.mqcdn.com/sdk/mapquest-js/v1.3.2/mapquest.js"]');
    const style = document.head.querySelectorAll<HTMLLinkElement>('link[href="https://api.mqcdn.com/sdk/mapquest-js/v1.3.2/mapquest.css"]');
    expect([script.length, style.length]).toEqual([1, 1]);
    const mq = installFakeMapQuest(window, L) as Leaflet & { mapquest: { key: string; map: (...args: unknown[]) => unknown } };
    const map = vi.spyOn(mq.mapquest, 'map');
    style[0]!.dispatchEvent(new Event('load'));
    script[0]!.dispatchEvent(new Event('load'));
    const [a, b] = await Promise.all([first, second]);
    expect(a.provider).toBe('MapQuest');
    expect(mq.mapquest.key).toBe('test-key');
    expect(map).toHaveBeenCalledTimes(2);
    a.setPins(testPins());
    await vi.waitFor(() => expect(document.querySelectorAll('a.locator-pin')).toHaveLength(3));
    expect(document.querySelector('a.locator-pin')).toHaveAttribute('href', '#loc-p1');
    a.destroy();
    b.destroy();
    await expect(createMapQuest(sizedContainer(), testView(), noKey())).rejects.toThrow('[locator] MapQuest map: no key (apiID) in the configuration');
  });

  it('fails when mapquest.js loads without L.mapquest', async () => {
    const pending = createMapQuest(sizedContainer(), testView(), testContext());
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow('map script ran but its API is missing');
  });
});
