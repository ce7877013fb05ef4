import type { SandboxContext } from '../context';
import { clamp, intParam, safeDecode, sendJson } from '../http-util';
import { toFeature } from './features';
import { normalizeName } from './normalize';
import type { SearchOptions } from './place-index';

/** Mapbox Geocoding v5 types; the sandbox only has places, so other types give no features. */
const KNOWN_TYPES = ['country', 'region', 'postcode', 'district', 'place', 'locality', 'neighborhood', 'address', 'poi'];
const PLACE_TYPES = new Set(['place', 'locality']);
const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;
const ATTRIBUTION =
  'NOTICE: locator-widgets sandbox. Place names and coordinates from GeoNames (https://www.geonames.org/), CC BY 4.0.';
const GEO_JSON = 'application/vnd.geo+json';

function numberList(raw: string | null, length: number): number[] | undefined {
  if (!raw) return undefined;
  const parts = raw.split(',').map(Number);
  return parts.length === length && parts.every(Number.isFinite) ? parts : undefined;
}

/**
 * GET /sandbox/geocoding/v5/mapbox.places/{query}.json — forward search by place-name prefix, or reverse search
 * when the query is "longitude,latitude" (Mapbox's order). Errors use Mapbox's status codes and message shape.
 */
export function geocodingHandler(ctx: SandboxContext): void {
  const { url, res } = ctx;
  const token = url.searchParams.get('access_token');
  if (!token) return sendJson(res, 401, { message: 'Not Authorized - No Token' });
  if (token === 'bad-token') return sendJson(res, 401, { message: 'Not Authorized - Invalid Token' });
  const query = safeDecode(ctx.match[1] ?? '');
  if (query === undefined || !query.trim()) return sendJson(res, 404, { message: 'Not Found' });

  const types = (url.searchParams.get('types') ?? '').split(',').filter(Boolean);
  const unknown = types.find((t) => !KNOWN_TYPES.includes(t));
  if (unknown) {
    return sendJson(res, 422, { message: `Type "${unknown}" is not a known type. Must be one of: ${KNOWN_TYPES.join(', ')}` });
  }
  const countries = (url.searchParams.get('country') ?? '').split(',').filter(Boolean).map((c) => c.toUpperCase());
  const wantsPlaces = types.length === 0 || types.some((t) => PLACE_TYPES.has(t));
  const index = ctx.fixtures.places();
  const coords = COORDINATES.exec(query);

  if (coords) {
    const lng = Number(coords[1]);
    const lat = Number(coords[2]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return sendJson(res, 422, { message: 'Invalid coordinates' });
    // Reverse geocoding answers one feature unless a limit is asked for, as Mapbox does.
    const limit = clamp(intParam(url, 'limit', 1), 1, 10);
    const matches = wantsPlaces ? index.nearest(lat, lng, { limit, countries }) : [];
    const features = matches.map((m) => toFeature(m, index));
    return sendJson(res, 200, { type: 'FeatureCollection', query: [lng, lat], features, attribution: ATTRIBUTION }, GEO_JSON);
  }

  const [name = '', ...rest] = query.split(',');
  const proximity = numberList(url.searchParams.get('proximity'), 2);
  const bbox = numberList(url.searchParams.get('bbox'), 4);
  const options: SearchOptions = {
    limit: clamp(intParam(url, 'limit', 5), 1, 10),
    countries,
    qualifiers: rest.map(normalizeName).filter(Boolean),
    ...(proximity ? { proximity: { lng: proximity[0] ?? 0, lat: proximity[1] ?? 0 } } : {}),
    ...(bbox ? { bbox: bbox as [number, number, number, number] } : {}),
  };
  const matches = wantsPlaces ? index.search(name, options) : [];
  return sendJson(
    res,
    200,
    {
      type: 'FeatureCollection',
      query: query.toLowerCase().split(/[\s,]+/).filter(Boolean),
      features: matches.map((m) => toFeature(m, index)),
      attribution: ATTRIBUTION,
    },
    GEO_JSON,
  );
}
