import { describe, expect, it } from 'vitest';
import type { MapConfig } from './config';
import { fitView, pinPadding } from '../../src/core/map/fit';
import { PIN_SIZES, providerPinSize } from '../../src/maps/pins';
import { adapterLabels, fitOptions, pointsSource, viewOptions } from './view-options';

const config = (extra: Partial<MapConfig> = {}) =>
  ({ provider: 'BaseMap', tileUrl: null, tileAttribution: '', disableMapControl: false, locale: 'fr_FR', searchScreen: false, workerThreshold: 300, baseUrl: '#point-', ...extra }) as MapConfig;
const CENTER = { kind: 'center', center: { latitude: 1, longitude: 2 }, zoom: 9 } as const;

describe('fitOptions', () => {
  it.each([
    ['BaseMap', null, 14],
    ['BaseMap', '/t/{z}/{x}/{y}.png', 18],
    ['MapboxGL', null, 14],
    ['Google', null, 18],
    ['Mapbox', null, 18],
  ] as const)('%s (tiles %s) fits with the 30 px buffer between zoom 2 and %i', (provider, tileUrl, maxZoom) => {
    expect(fitOptions(provider, { tileUrl })).toEqual({ padding: 30, minZoom: 2, maxZoom });
  });
});

describe('viewOptions', () => {
  it('gives a location map 28x38 pins and clusters of 2 on a 30 px grid, zoom 2 to 21', () => {
    expect(viewOptions(config(), CENTER, { width: 800, height: 400 })).toEqual({
      center: { latitude: 1, longitude: 2 },
      zoom: 9,
      minZoom: 2,
      maxZoom: 21,
      disableControls: false,
      language: 'fr',
      design: 'current',
      pinSize: 'default',
      cluster: { gridSize: 30, minimumClusterSize: 2 },
      clusterSize: 'default',
      tileUrl: null,
      tileAttribution: '',
      workerThreshold: 300,
      pointsUrl: undefined,
    });
  });

  it('gives the search screen its pins, clusters of at least 5 and the 27.2x37.8 cluster icon', () => {
    expect(viewOptions(config({ searchScreen: true }), CENTER, { width: 800, height: 400 })).toMatchObject({
      pinSize: 'search',
      cluster: { gridSize: 30, minimumClusterSize: 5 },
      clusterSize: 'search',
    });
  });

  it('applies the map language only for en, es, fr, de, ru and zh, and the legacy pins for ja_JP', () => {
    expect(viewOptions(config({ locale: 'it_IT' }), CENTER, { width: 1, height: 1 }).language).toBeNull();
    expect(viewOptions(config({ locale: 'ja_JP' }), CENTER, { width: 1, height: 1 })).toMatchObject({ language: null, design: 'legacy' });
    expect(viewOptions(config({ disableMapControl: true }), CENTER, { width: 1, height: 1 }).disableControls).toBe(true);
  });

  it('starts a fitted map at the best fit for the host size', () => {
    const view = viewOptions(config(), { kind: 'fit', bounds: { south: 45.76, west: 2.35, north: 48.86, east: 4.84 } }, { width: 800, height: 600 });
    expect(view.zoom).toBe(7);
  });

  it('fits the first view as the adapter fits it, the pins’ whole icons inside the edge buffer: built at the zoom it shows', () => {
    const bounds = { south: 42.2, west: 2, north: 45, east: 2.5 };
    // Two stores 800 x 420 apart by latitude: at zoom 7 the northern pin's icon would stand past the map's top.
    for (const provider of ['Bing', 'Google', 'MapboxGL', 'BaseMap'] as const) {
      const view = viewOptions(config({ provider }), { kind: 'fit', bounds }, { width: 800, height: 420 });
      const options = fitOptions(provider, config({ provider }));
      const icon = PIN_SIZES[providerPinSize(provider, view.pinSize)];
      expect(view.zoom).toBe(fitView(bounds, { width: 800, height: 420 }, { ...options, padding: pinPadding(options.padding, icon), tileSize: 256 }).zoom);
    }
    expect(viewOptions(config({ provider: 'Bing' }), { kind: 'fit', bounds }, { width: 800, height: 420 }).zoom).toBe(6);
  });
});

describe('labels and points', () => {
  it('names clusters in the page language', () => {
    expect(adapterLabels('de_DE').cluster(12)).toBe('12 Geschäfte, vergrößern');
    expect(adapterLabels('en').newTab).toBe('Link Opens in New Tab');
  });

  it('starts a cluster name with its count as drawn when that is shortened (speech input says what is written)', () => {
    expect(adapterLabels('en').cluster(999)).toBe('999 stores, zoom in');
    expect(adapterLabels('en').cluster(1234)).toBe('1.2k: 1234 stores, zoom in');
    expect(adapterLabels('fr_FR').cluster(12_345)).toMatch(/^12k: 12345 /);
  });

  it('makes a pin of a point that links to baseUrl + its id', () => {
    expect(pointsSource(config({ locale: 'en' }), '/p.json').toPin(42, 'MU', { latitude: 1, longitude: 2 })).toEqual({
      id: '42',
      type: 'MU',
      position: { latitude: 1, longitude: 2 },
      label: 'Store 42',
      href: '#point-42',
      newTab: false,
    });
  });
});
