// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceFeature } from './geocoding/features';
import { distanceKm } from './geocoding/normalize';
import { startTestSandbox, type TestSandbox } from './test-server';

interface Collection {
  type: string;
  query: (string | number)[];
  features: PlaceFeature[];
  attribution: string;
}

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const places = (q: string, params = '') => `/sandbox/geocoding/v5/mapbox.places/${encodeURIComponent(q)}.json?access_token=pk.test${params}`;
const search = async (q: string, params = '') => (await (await t.get(places(q, params))).json()) as Collection;

describe('geocoding (Mapbox places v5)', () => {
  it('finds Lyon first, in the Mapbox feature shape', async () => {
    const res = await t.get(places('Lyon'));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Collection;
    expect(body.type).toBe('FeatureCollection');
    expect(body.query).toEqual(['lyon']);
    const first = body.features[0];
    expect(first?.place_name).toBe('Lyon, Auvergne-Rhône-Alpes, France');
    expect(first).toMatchObject({ type: 'Feature', place_type: ['place'], relevance: 1, text: 'Lyon' });
    expect(first?.id).toMatch(/^place\.\d+$/);
    expect(first?.center).toEqual(first?.geometry.coordinates);
    expect(first?.center[0]).toBeCloseTo(4.85, 1);
    expect(first?.context.at(-1)).toMatchObject({ short_code: 'fr', text: 'France' });
  });

  it('matches without case or accents and ranks big cities first', async () => {
    expect((await search('saint etienne')).features[0]?.place_name).toMatch(/^Saint-Étienne, .*France$/);
    expect((await search('PARIS')).features[0]?.place_name).toBe('Paris, Île-de-France, France');
    expect((await search('london')).features[0]?.place_name).toBe('London, England, United Kingdom');
    expect((await search('new york')).features[0]?.text).toBe('New York City');
    expect((await search('Tok')).features.map((f) => f.text)).toContain('Tokyo');
    expect((await search('Bruxelles')).features[0]?.place_name).toBe('Brussels, Brussels Capital, Belgium');
    expect((await search('munchen')).features[0]?.text).toBe('Munich');
  });

  it('honours limit (default 5, at most 10)', async () => {
    expect((await search('Sa')).features).toHaveLength(5);
    expect((await search('Sa', '&limit=2')).features).toHaveLength(2);
    expect((await search('Sa', '&limit=50')).features).toHaveLength(10);
  });

  it('honours the country filter and comma qualifiers', async () => {
    const us = await search('Paris', '&country=us&limit=10');
    expect(us.features.length).toBeGreaterThan(3);
    expect(us.features.every((f) => f.place_name.endsWith('United States'))).toBe(true);
    const two = await search('Paris', '&country=fr,us&limit=10');
    expect(new Set(two.features.map((f) => f.context.at(-1)?.short_code))).toEqual(new Set(['fr', 'us']));
    expect((await search('Paris, Texas')).features[0]?.place_name).toBe('Paris, Texas, United States');
  });

  it('orders equally relevant matches by distance to proximity', async () => {
    const nearTexas = await search('Paris', '&country=us&proximity=-95.4,33.6&limit=10');
    expect(nearTexas.features[0]?.place_name).toBe('Paris, Texas, United States');
    const nearMaine = await search('Paris', '&country=us&proximity=-70.5,44.3&limit=10');
    expect(nearMaine.features[0]?.place_name).toBe('Paris, Maine, United States');
    const [lng, lat] = [4.85, 45.75];
    const d = (f: PlaceFeature) => distanceKm(lat, lng, f.center[1], f.center[0]);
    const prefix = (await search('Vill', `&country=fr&proximity=${lng},${lat}&limit=10`)).features;
    const sameRelevance = prefix.filter((f) => f.relevance === prefix[0]?.relevance);
    expect(sameRelevance.map(d)).toEqual(sameRelevance.map(d).sort((a, b) => a - b));
  });

  it('answers "longitude,latitude" queries with the nearest place', async () => {
    const body = await search('4.8357,45.764');
    expect(body.query).toEqual([4.8357, 45.764]);
    expect(body.features).toHaveLength(1);
    expect(body.features[0]?.place_name).toMatch(/, Auvergne-Rhône-Alpes, France$/);
  });

  it('returns no features for types without places and 422 for unknown types', async () => {
    expect((await search('Lyon', '&types=postcode')).features).toEqual([]);
    expect((await search('Lyon', '&types=place,postcode')).features.length).toBeGreaterThan(0);
    expect((await t.get(places('Lyon', '&types=planet'))).status).toBe(422);
  });

  it('rejects a missing or invalid token like Mapbox', async () => {
    const res = await t.get('/sandbox/geocoding/v5/mapbox.places/Lyon.json');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not Authorized - No Token' });
    const bad = await t.get('/sandbox/geocoding/v5/mapbox.places/Lyon.json?access_token=bad-token');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Not Authorized - Invalid Token' });
  });

  it('gives empty features for unknown places', async () => {
    expect((await search('Zzyzzyxville')).features).toEqual([]);
  });
});
