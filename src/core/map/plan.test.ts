// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALE_CENTRES, localeCentre } from './centres';
import { MAP } from './constants';
import { fitRange, initialPlan } from './plan';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const NICE = { latitude: 43.7102, longitude: 7.262 };

describe('initialPlan', () => {
  it('centres an empty map without a locale on the continental US at zoom 3, whatever zoom is configured', () => {
    expect(initialPlan([], { zoom: 12, ownLocale: null })).toEqual({
      kind: 'center',
      center: { latitude: 39.833333, longitude: -98.583333 },
      zoom: 3,
    });
  });

  it('centres an empty map with a locale on the locale city at the configured zoom', () => {
    expect(initialPlan([], { zoom: 6, ownLocale: 'de_DE' })).toEqual({ kind: 'center', center: LOCALE_CENTRES.de, zoom: 6 });
    expect(initialPlan([], { zoom: 5, ownLocale: 'ja_JP' })).toEqual({ kind: 'center', center: LOCALE_CENTRES.ja, zoom: 5 });
  });

  it('shows one location at its position and the configured zoom', () => {
    expect(initialPlan([PARIS], { zoom: 14, ownLocale: 'fr_FR' })).toEqual({ kind: 'center', center: PARIS, zoom: 14 });
  });

  it('fits several locations to their bounds', () => {
    expect(initialPlan([PARIS, LYON, NICE], { zoom: 14, ownLocale: null })).toEqual({
      kind: 'fit',
      bounds: { south: NICE.latitude, west: PARIS.longitude, north: PARIS.latitude, east: NICE.longitude },
    });
  });
});

describe('localeCentre', () => {
  it.each([
    ['en', 'en'],
    ['en_GB', 'en'],
    ['en_US', 'en'],
    ['de_DE', 'de'],
    ['es_ES', 'es'],
    ['it_IT', 'it'],
    ['ja_JP', 'ja'],
    ['nl_BE', 'nl'],
    ['nl_NL', 'nl'],
    ['fr_FR', 'other'],
    ['fr_BE', 'other'],
    ['pt_BR', 'other'],
    ['not a locale at all', 'en'],
  ] as const)('%s is centred on the %s centre', (locale, key) => {
    expect(localeCentre(locale)).toEqual(LOCALE_CENTRES[key]);
  });

  it('puts each city where it is (latitude and longitude not swapped)', () => {
    expect(LOCALE_CENTRES.en.latitude).toBeCloseTo(51.5, 1);
    expect(LOCALE_CENTRES.ja.longitude).toBeCloseTo(139.7, 1);
    expect(LOCALE_CENTRES.other).toEqual({ latitude: 48.856613, longitude: 2.352222 });
  });

  it('falls back to the US centre without a locale', () => {
    expect(localeCentre(null)).toEqual(MAP.defaultCenter);
  });
});

describe('fitRange', () => {
  it('stops vector maps at 14 and raster maps at 18, both from 2', () => {
    expect(fitRange(true)).toEqual({ minZoom: 2, maxZoom: 14 });
    expect(fitRange(false)).toEqual({ minZoom: 2, maxZoom: 18 });
  });
});
