import { describe, expect, it } from 'vitest';
import '../../src/i18n/languages/fr';
import type { ConfigInput } from '../../src/loader/types';
import { parseRegionMapConfig } from './config';

const input = (json: unknown, locale = 'en'): ConfigInput => ({ widget: 'region-map', id: 'rm', json, data: {}, locale });
const REGIONS = [{ key: 'VA', name: 'Virginia', fullUrl: '/states/va' }];

describe('parseRegionMapConfig', () => {
  it('names the map and its skip links in the page language unless the page gives its own', () => {
    const fr = parseRegionMapConfig(input({ regions: REGIONS }, 'fr_FR'));
    expect(fr.ok && [fr.value.title, fr.value.skipLabel, fr.value.backLabel]).toEqual(['Carte des États-Unis : choisissez un État', 'Passer la carte', 'Retour à la carte']);
    const en = parseRegionMapConfig(input({ regions: REGIONS }));
    expect(en.ok && en.value.title).toBe('Map of the United States: choose a state');
    const own = parseRegionMapConfig(input({ regions: REGIONS, title: 'Nos magasins', skipLabel: 'Sauter' }, 'fr_FR'));
    expect(own.ok && [own.value.title, own.value.skipLabel]).toEqual(['Nos magasins', 'Sauter']);
  });
});

describe('parseRegionMapConfig: blank settings', () => {
  it('reads a blank map, title or link text (a template\'s empty field) as none given', () => {
    const blank = parseRegionMapConfig(input({ regions: REGIONS, map: '', title: ' ', skipLabel: '', backLabel: '', background: '' }));
    expect(blank.ok && blank.value).toMatchObject({ map: 'us-states', title: 'Map of the United States: choose a state', skipLabel: 'Skip the map', backLabel: 'Back to the map', background: '#d9d9d9' });
  });
});

describe('parseRegionMapConfig: bad entries', () => {
  it('leaves a malformed region entry out with a warning, and keeps the map with the others', () => {
    const result = parseRegionMapConfig(input({ regions: [REGIONS[0], { key: 'TX', name: 7 }, null] }));
    expect(result).toMatchObject({
      ok: true,
      value: { regions: REGIONS },
      warnings: [
        '[locator] region-map#rm: config.regions[1] must be an object with string key, name and fullUrl, got an object; left out',
        '[locator] region-map#rm: config.regions[2] must be an object with string key, name and fullUrl, got null; left out',
      ],
    });
    // No list at all is still the map's configuration error.
    expect(parseRegionMapConfig(input({ regions: 'VA' })).ok).toBe(false);
  });
});
