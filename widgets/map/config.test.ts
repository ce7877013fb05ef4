import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseMapConfig } from './config';

const PARIS = { id: '1001', type: 'succursale', url: 'fr/paris/lilas', position: { latitude: 48.8595, longitude: 2.3413 }, get_directions_url: 'https://maps.example/?d=1', altTagText: 'Pommelune Paris Lilas' };
const LYON = { id: '1007', type: 'MU', url: 'fr/lyon/nationale', position: { latitude: 45.7496, longitude: 4.8391 } };
const NICE = { id: 1012, type: 'concession', url: 'fr/nice/a', position: { latitude: '43.70', longitude: '7.26' } };

const input = (json: unknown, data: Record<string, string> = {}, locale = 'fr_FR'): ConfigInput => ({ widget: 'map', id: 'store-map', json, data, locale });
const ok = (json: unknown, data?: Record<string, string>, locale?: string) => {
  const result = parseMapConfig(input(json, data, locale));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
};
const errors = (json: unknown) => {
  const result = parseMapConfig(input(json));
  return result.ok ? [] : result.errors;
};

describe('parseMapConfig', () => {
  it('fills the defaults: BaseMap, zoom 3, no limit, worker from 300 pins, the default name', () => {
    expect(ok(undefined)).toMatchObject({
      provider: 'BaseMap',
      zoom: 3,
      disableMapControl: false,
      linkToGetDirections: false,
      baseUrl: '',
      maxNumberOfLocationsToDisplay: null,
      tileUrl: null,
      pointsUrl: null,
      workerThreshold: 300,
      searchScreen: false,
      label: null,
      defaultLabel: 'Carte de nos magasins',
      ownLocale: null,
      locale: 'fr_FR',
      locations: [],
      pins: [],
      credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' },
      sdk: {},
    });
  });

  it('reads every key of the config block', () => {
    const value = ok({
      config: { apiID: 'key', zoom: 14, mapId: 'm1', provider: 'BaseMap', disableMapControl: true, linkToGetDirections: true, baseUrl: '/locations/', maxNumberOfLocationsToDisplay: 5, channelId: 'ch', mapboxMapIdentifier: 'mb.x', tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: '© Tiles', version: '3.31', libraries: ['places'], searchScreen: true, label: 'Our shops' },
    });
    expect(value).toMatchObject({
      credentials: { apiId: 'key', channelId: 'ch', mapId: 'm1', mapboxMapIdentifier: 'mb.x' },
      sdk: { version: '3.31', libraries: ['places'] },
      zoom: 14,
      disableMapControl: true,
      linkToGetDirections: true,
      baseUrl: '/locations/',
      maxNumberOfLocationsToDisplay: 5,
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      tileAttribution: '© Tiles',
      searchScreen: true,
      label: 'Our shops',
    });
  });

  it('takes the centre locale from the host data-locale only', () => {
    expect(ok(undefined, { locale: 'de_DE' }).ownLocale).toBe('de_DE');
    expect(ok(undefined, {}, 'de_DE').ownLocale).toBeNull();
  });

  it('merges locations and nearby locations by id, cut to the maximum, into pins', () => {
    const value = ok({ config: { baseUrl: '/locations/', maxNumberOfLocationsToDisplay: 2 }, locations: [PARIS, LYON], nearbyLocations: [LYON, NICE] });
    expect(value.locations.map((l) => l.id)).toEqual(['1001', '1007']);
    expect(value.pins).toEqual([
      { id: '1001', type: 'succursale', position: PARIS.position, label: 'Pommelune Paris Lilas', href: '/locations/fr/paris/lilas', newTab: false, standalone: true },
      { id: '1007', type: 'MU', position: LYON.position, label: 'Magasin 1007', href: '/locations/fr/lyon/nationale', newTab: false, standalone: true },
    ]);
    expect(ok({ locations: [PARIS], nearbyLocations: [LYON, NICE] }).locations).toHaveLength(3);
    expect(ok({ config: { maxNumberOfLocationsToDisplay: 0 }, locations: [PARIS, LYON] }).locations).toHaveLength(2);
  });

  it("keeps the page's own locations out of clusters only among nearby ones, and never on the search screen", () => {
    const standalone = (value: { pins: { id: string; standalone?: boolean }[] }) => value.pins.filter((pin) => pin.standalone).map((pin) => pin.id);
    // A nearby entry repeating the page's own location is the page's own.
    expect(standalone(ok({ locations: [PARIS], nearbyLocations: [PARIS, LYON, NICE] }))).toEqual(['1001']);
    // Without nearby locations, the page's locations are all there is: they cluster as any set does.
    expect(standalone(ok({ locations: [PARIS, LYON, NICE] }))).toEqual([]);
    expect(standalone(ok({ config: { searchScreen: true }, locations: [PARIS], nearbyLocations: [LYON] }))).toEqual([]);
    expect(standalone(ok({ config: { resultsGroup: 'stores' }, locations: [PARIS], nearbyLocations: [LYON] }))).toEqual([]);
  });

  it('accepts numeric ids and coordinates given as numeric strings', () => {
    const [nice] = ok({ locations: [NICE] }).locations;
    expect(nice).toEqual({ id: '1012', type: 'concession', url: 'fr/nice/a', position: { latitude: 43.7, longitude: 7.26 } });
  });

  it('reads a null url, directions link or accessible name as none, as CMS exports write an empty field', () => {
    const [store] = ok({ config: { linkToGetDirections: true }, locations: [{ ...PARIS, url: null, altTagText: null }] }).locations;
    expect(store).toEqual({ id: '1001', type: 'succursale', url: '', position: PARIS.position, get_directions_url: PARIS.get_directions_url });
    expect(errors({ locations: [{ ...PARIS, url: 42 }] })).toEqual(['[locator] map#store-map: locations[0].url must be a string, got 42']);
  });

  it('refuses a points file address that does not parse (no worker is started for it)', () => {
    expect(errors({ config: { pointsUrl: 'https://cdn example.com/p.json' } })).toEqual([
      '[locator] map#store-map: config.pointsUrl must be an address (absolute or relative to the page), got "https://cdn example.com/p.json"',
    ]);
    expect(ok({ config: { pointsUrl: '/fixtures-data/points-10k.json' } }).pointsUrl).toBe('/fixtures-data/points-10k.json');
  });

  it("draws the default map for a blank provider (a template's empty field), as for none", () => {
    expect(ok({ config: { provider: '' } }).provider).toBe('BaseMap');
    expect(ok({ config: { provider: '  ' } }).provider).toBe('BaseMap');
    expect(ok({ config: { provider: null } }).provider).toBe('BaseMap');
    expect(ok({ config: { provider: ' Google ' } }).provider).toBe('Google');
  });

  it('fails the map for a provider with no factory, with the spec message', () => {
    expect(errors({ config: { provider: 'Yahoo' } })).toEqual(['[locator] map#store-map: no map factory for provider "Yahoo"']);
    expect(errors({ config: { provider: 'toString' } })).toEqual(['[locator] map#store-map: no map factory for provider "toString"']);
  });

  it('leaves a bad location out of a list with good ones, with a warning naming it, and draws the rest', () => {
    const result = parseMapConfig(input({ locations: [PARIS, { ...LYON, type: 'outlet' }], nearbyLocations: [{ ...LYON, position: null }] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.locations.map((location) => location.id)).toEqual([PARIS.id]);
    expect(result.warnings).toEqual([
      '[locator] map#store-map: locations[1].type must be one of succursale, COAF, franchise, monomarque, concession, corner, MU, multimarque, got "outlet"; that location is left out',
      '[locator] map#store-map: nearbyLocations[0].position must be an object with latitude and longitude, got null; that location is left out',
    ]);
    // A list whose every entry is bad says nothing to draw: the map fails and its server content stays.
    expect(parseMapConfig(input({ nearbyLocations: [{ ...LYON, position: null }] })).ok).toBe(false);
  });

  it('names every bad value with its path', () => {
    expect(
      errors({
        config: { zoom: 'x', linkToGetDirections: 'yes', maxNumberOfLocationsToDisplay: -1, tileUrl: '/tiles.png', libraries: 'places' },
        locations: [{ ...LYON, type: 'boutique' }, { ...LYON, id: '', position: { latitude: 91, longitude: 'east' } }, 'x'],
        nearbyLocations: {},
      }),
    ).toEqual([
      // A list that is no list fails the map as it is read; bad entries are judged once every list is read.
      '[locator] map#store-map: nearbyLocations must be a list of locations, got an object',
      '[locator] map#store-map: locations[0].type must be one of succursale, COAF, franchise, monomarque, concession, corner, MU, multimarque, got "boutique"',
      '[locator] map#store-map: locations[1].id must be a string or number, got ""',
      '[locator] map#store-map: locations[1].position.latitude must be a number between -90 and 90, got 91',
      '[locator] map#store-map: locations[1].position.longitude must be a number between -180 and 180, got "east"',
      '[locator] map#store-map: locations[2] must be an object, got "x"',
      '[locator] map#store-map: config.maxNumberOfLocationsToDisplay must be at least 0, got -1',
      '[locator] map#store-map: config.tileUrl must be a tile URL template with {z}, {x} and {y}, got "/tiles.png"',
      '[locator] map#store-map: config.libraries must be a list of strings, got "places"',
      '[locator] map#store-map: config.zoom must be a number, got "x"',
      '[locator] map#store-map: config.linkToGetDirections must be true or false, got "yes"',
    ]);
  });

  it('takes settings a CMS exported as strings, a version or channel written as a number, and null libraries as none', () => {
    const value = ok({ config: { zoom: '14', maxNumberOfLocationsToDisplay: '2', disableMapControl: 'true', version: 3.31, channelId: 42, libraries: null }, locations: [PARIS, LYON, NICE] });
    expect(value).toMatchObject({ zoom: 14, maxNumberOfLocationsToDisplay: 2, disableMapControl: true, sdk: { version: '3.31' }, credentials: { channelId: '42' } });
    expect(value.sdk).not.toHaveProperty('libraries');
    expect(value.pins).toHaveLength(2);
  });

  it.each([
    [0, 2, 'at least 2, the farthest view the map offers'],
    [22, 21, 'at most 21, the closest view the map offers'],
  ])('opens a map configured at zoom %i at zoom %i, the end of what a map offers, with a warning', (given, used, expected) => {
    expect(parseMapConfig(input({ config: { zoom: given } }))).toMatchObject({
      ok: true,
      value: { zoom: used },
      warnings: [`[locator] map#store-map: config.zoom must be ${expected}, got ${given}; zoom ${used} is used`],
    });
  });

  it('refuses a negative zoom, no slip of one level, as it refuses a zoom that is not a number', () => {
    expect(errors({ config: { zoom: -1 } })).toEqual(['[locator] map#store-map: config.zoom must be at least 0, got -1']);
  });

  it('refuses a block or a config that is not an object', () => {
    expect(errors([1])).toEqual(['[locator] map#store-map: config must be an object, got an array']);
    expect(errors({ config: 'BaseMap' })).toEqual(['[locator] map#store-map: config must be an object, got "BaseMap"']);
  });
});
