import { afterEach, describe, expect, it, vi } from 'vitest';

// Each provider file is a stand-in; what matters is what starts beside it.
vi.mock('../leaflet/load', () => ({ loadLeaflet: vi.fn(() => Promise.resolve()), loadMarkerCluster: vi.fn(() => Promise.resolve()), loadTiles: vi.fn(() => Promise.resolve()), loadWorld: vi.fn(() => Promise.resolve()) }));
vi.mock('./base-map', () => ({ createBaseMap: 'BaseMap factory' }));
vi.mock('./mapbox', () => ({ createMap: 'Mapbox factory' }));
vi.mock('./mapquest-leaflet', () => ({ createMap: 'MapQuest Leaflet factory' }));
vi.mock('./google', () => ({ createMap: 'Google factory' }));
vi.mock('./mapbox-gl', () => ({ createMap: 'MapboxGL factory' }));
vi.mock('./mapbox-gl/load', () => ({ loadMapboxGl: vi.fn(() => Promise.resolve()) }));

const { loadLeaflet, loadMarkerCluster, loadTiles, loadWorld } = await import('../leaflet/load');
const { loadMapboxGl } = await import('./mapbox-gl/load');
const { providerLoader } = await import('./index');

afterEach(() => vi.clearAllMocks());

describe('provider loaders', () => {
  it('start BaseMap with Leaflet at once, and leave the world shapes to the map, which knows its zoom', async () => {
    const loading = providerLoader('BaseMap')!();
    expect(loadLeaflet).toHaveBeenCalledTimes(1);
    // Its vector base needs no tile layers: a page giving tiles loads them when the map is made.
    expect(loadTiles).not.toHaveBeenCalled();
    expect(loadWorld).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe('BaseMap factory');
  });

  it('start the Leaflet raster providers with leaflet.markercluster and the tile layers, and the SDK providers alone', async () => {
    await expect(providerLoader('Mapbox')!()).resolves.toBe('Mapbox factory');
    await expect(providerLoader('MapQuest Leaflet')!()).resolves.toBe('MapQuest Leaflet factory');
    expect(loadMarkerCluster).toHaveBeenCalledTimes(2);
    expect(loadTiles).toHaveBeenCalledTimes(2);
    await expect(providerLoader('Google')!()).resolves.toBe('Google factory');
    expect(loadMarkerCluster).toHaveBeenCalledTimes(2);
    expect(loadLeaflet).not.toHaveBeenCalled();
    expect(loadWorld).not.toHaveBeenCalled();
  });

  it('start MapboxGL with mapbox-gl itself, the big chunk, not after its small provider file', async () => {
    const loading = providerLoader('MapboxGL')!();
    expect(loadMapboxGl).toHaveBeenCalledTimes(1);
    await expect(loading).resolves.toBe('MapboxGL factory');
    expect(loadLeaflet).not.toHaveBeenCalled();
  });

  it('know no provider outside the table, whatever the prototype says', () => {
    expect(providerLoader('Nope')).toBeUndefined();
    expect(providerLoader('toString')).toBeUndefined();
  });
});
