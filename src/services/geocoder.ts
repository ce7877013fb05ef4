import type { LatLng } from '../core/distance';
import { endpoints } from './endpoints';
import { fetchJson, type FetchJsonOptions } from './http';

/** Spec §9: type-ahead limit 5, restricted to the US unless global search is on, mapbox.places mode. */
export const GEOCODER_LIMIT = 5;
export const GEOCODER_COUNTRY = 'us';
export const GEOCODER_MODE = 'mapbox.places';
export const GEOCODER_TIMEOUT_MS = 8000;

/** A place suggestion as Mapbox answers it: the name shown and the centre, [longitude, latitude]. */
export interface PlaceFeature {
  id: string;
  place_name: string;
  center: [number, number];
}

export interface GeocodeOptions extends Pick<FetchJsonOptions, 'signal' | 'report' | 'fetch' | 'timeoutMs'> {
  /** Global search: no country restriction. */
  global?: boolean;
  /** ISO 3166 alpha-2 codes, comma-separated (default "us"); ignored in global search. */
  country?: string;
  /** Bias towards this point (sent as "longitude,latitude"). */
  proximity?: LatLng;
  limit?: number;
  /** Geocoding base (…/geocoding/v5) and access token; the page's services block by default. */
  base?: string;
  token?: string;
}

/** The Mapbox places v5 URL for a query. */
export function geocodeUrl(query: string, options: GeocodeOptions = {}): string {
  const base = options.base ?? endpoints().geocoder;
  const params = new URLSearchParams({
    access_token: options.token ?? endpoints().geocoderToken,
    limit: String(options.limit ?? GEOCODER_LIMIT),
    autocomplete: 'true',
  });
  if (options.proximity) params.set('proximity', `${options.proximity.longitude},${options.proximity.latitude}`);
  if (!options.global) params.set('country', options.country ?? GEOCODER_COUNTRY);
  return `${base.replace(/\/+$/, '')}/${GEOCODER_MODE}/${encodeURIComponent(query)}.json?${params}`;
}

/**
 * Place suggestions for a typed query. An empty query answers [] without a request. Failures reject (reported by
 * fetchJson); an abort rejects with the signal's reason.
 *
 * @example
 * const places = await geocode('Lyon', { global: true, signal });
 * places[0]?.place_name; // 'Lyon, Auvergne-Rhône-Alpes, France'
 */
export async function geocode(query: string, options: GeocodeOptions = {}): Promise<PlaceFeature[]> {
  const text = geocoderQuery(query);
  if (!text) return [];
  const body = await fetchJson(geocodeUrl(text, options), { timeoutMs: GEOCODER_TIMEOUT_MS, ...options });
  // At most the limit, whatever the service (or a proxy before it) sends back.
  return readFeatures(body).slice(0, options.limit ?? GEOCODER_LIMIT);
}

/**
 * The query as the places service takes it: at most 256 characters and 20 words, and no ";" (its separator of
 * batched queries). Longer, it refuses it: every keystroke of a pasted address would fail and be reported.
 */
export function geocoderQuery(query: string): string {
  // By characters, not UTF-16 units: half an emoji would make the address unencodable.
  return Array.from(query.replace(/;/g, ' ').trim().split(/\s+/).slice(0, 20).join(' ')).slice(0, 256).join('').trim();
}

/** Keeps the features that have a name and a valid centre; anything else in the answer is ignored. */
export function readFeatures(body: unknown): PlaceFeature[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  const result: PlaceFeature[] = [];
  features.forEach((feature: unknown, index) => {
    const f = feature as { id?: unknown; place_name?: unknown; center?: unknown } | null;
    const center = f?.center;
    if (typeof f?.place_name !== 'string' || !f.place_name || !Array.isArray(center)) return;
    const [lng, lat] = center as unknown[];
    if (!validCoordinate(lng, 180) || !validCoordinate(lat, 90)) return;
    result.push({ id: typeof f.id === 'string' ? f.id : `feature-${index}`, place_name: f.place_name, center: [lng, lat] });
  });
  return result;
}

function validCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** The feature's centre as a LatLng (Mapbox gives longitude first). */
export function featurePoint(feature: PlaceFeature): LatLng {
  return { latitude: feature.center[1], longitude: feature.center[0] };
}
