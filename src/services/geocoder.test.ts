import { describe, expect, it, vi } from 'vitest';
import { featurePoint, geocode, geocoderQuery, geocodeUrl, readFeatures } from './geocoder';

const BASE = 'https://geo.test/geocoding/v5';
const LYON = { id: 'place.1', place_name: 'Lyon, Auvergne-Rhône-Alpes, France', center: [4.84671, 45.74846] };
const json = (body: unknown, status = 200) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('geocodeUrl', () => {
  it('builds the Mapbox places v5 path with token, limit 5, autocomplete and the US restriction', () => {
    const url = new URL(geocodeUrl('Saint Étienne', { base: BASE, token: 'pk.t' }));
    expect(url.pathname).toBe('/geocoding/v5/mapbox.places/Saint%20%C3%89tienne.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ access_token: 'pk.t', limit: '5', autocomplete: 'true', country: 'us' });
  });

  it('drops the country restriction in global search and sends proximity as longitude,latitude', () => {
    const url = new URL(geocodeUrl('a/b?c', { base: `${BASE}/`, token: 'pk.t', global: true, proximity: { latitude: 45.7, longitude: 4.8 } }));
    expect(url.pathname).toBe('/geocoding/v5/mapbox.places/a%2Fb%3Fc.json');
    expect(url.searchParams.get('proximity')).toBe('4.8,45.7');
    expect(url.searchParams.has('country')).toBe(false);
  });

  it('takes another country list when one is configured', () => {
    expect(new URL(geocodeUrl('x', { base: BASE, token: 't', country: 'fr,be' })).searchParams.get('country')).toBe('fr,be');
  });
});

describe('geocode', () => {
  it('answers the features with a name and a centre', async () => {
    const fake = json({ type: 'FeatureCollection', features: [LYON] });
    const places = await geocode(' Lyon ', { base: BASE, token: 't', fetch: fake });
    expect(places).toEqual([LYON]);
    expect(String(fake.mock.calls[0]![0])).toContain('/mapbox.places/Lyon.json?');
    expect(featurePoint(places[0]!)).toEqual({ latitude: 45.74846, longitude: 4.84671 });
  });

  it('answers at most the limit, whatever the service sends back', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...LYON, id: `place.${i}` }));
    const places = await geocode('Lyon', { base: BASE, token: 't', fetch: json({ features: many }) });
    expect(places).toHaveLength(5);
  });

  it('asks with a query the service takes: no ";", at most 20 words and 256 characters', async () => {
    const fake = json({ features: [] });
    await geocode('12 rue; de la République', { base: BASE, token: 't', fetch: fake });
    expect(String(fake.mock.calls[0]![0])).toContain(`/mapbox.places/${encodeURIComponent('12 rue de la République')}.json?`);
    expect(geocoderQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).split(' ')).toHaveLength(20);
    expect(geocoderQuery('x'.repeat(400))).toHaveLength(256);
    // Cut between characters, not inside one.
    expect(() => encodeURIComponent(geocoderQuery('x'.repeat(255) + '😀😀'))).not.toThrow();
  });

  it('makes no request for an empty query', async () => {
    const fake = json({ features: [] });
    await expect(geocode('   ', { base: BASE, token: 't', fetch: fake })).resolves.toEqual([]);
    expect(fake).not.toHaveBeenCalled();
  });

  it('rejects and reports a failed request', async () => {
    const report = vi.fn();
    const fake = json({ message: 'Not Authorized - Invalid Token' }, 401);
    await expect(geocode('Lyon', { base: BASE, token: 'bad-token', fetch: fake, report })).rejects.toMatchObject({ status: 401 });
    expect(report.mock.calls[0]![1]).toMatchObject({ requestType: 'GET', status: 401, responseText: '{"message":"Not Authorized - Invalid Token"}' });
    expect(report.mock.calls[0]![1].url).toContain('access_token=[redacted]');
  });

  it('passes the signal on: an abort rejects without a report', async () => {
    const report = vi.fn();
    const controller = new AbortController();
    const fake = vi.fn((_u: string | URL | Request, init?: RequestInit) => new Promise<Response>((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const result = geocode('Lyon', { base: BASE, token: 't', fetch: fake, report, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toThrow();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('readFeatures', () => {
  it('ignores malformed answers and features', () => {
    expect(readFeatures(null)).toEqual([]);
    expect(readFeatures({ features: 'x' })).toEqual([]);
    expect(
      readFeatures({
        features: [
          null,
          { place_name: 'No centre' },
          { place_name: 'Bad centre', center: [200, 10] },
          { place_name: '', center: [1, 2] },
          { place_name: 'Ok', center: [1, 2] },
        ],
      }),
    ).toEqual([{ id: 'feature-4', place_name: 'Ok', center: [1, 2] }]);
  });
});
