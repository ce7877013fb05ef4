import type { FixtureLocation, Gazetteer } from '../../../fixtures/lib/types';
import { html, jsonBlock } from '../html';
import { layout } from './layout';
import { RESULTS_NOSCRIPT, resultsSection } from './parts/results';
import { searchFormSection, SITE_COUNTRY } from './parts/search-form';

export interface SearchPoint {
  label: string;
  latitude: number;
  longitude: number;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Resolves what the form sent: q or qp as "latitude,longitude" (geolocation, requery) or a place name. */
export function resolveQuery(query: string, gazetteer: Gazetteer): SearchPoint | null {
  const coords = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(query);
  if (coords) return { label: 'your position', latitude: Number(coords[1]), longitude: Number(coords[2]) };
  const name = fold(query.split(',')[0] ?? '');
  if (!name) return null;
  let best: Gazetteer['places'][number] | undefined;
  for (const place of gazetteer.places) {
    const folded = fold(place[0]);
    if (folded !== name && !folded.startsWith(name)) continue;
    // Exact names beat prefixes; among equals the higher rank (bigger city) wins.
    const score = (folded === name ? 1e6 : 0) + place[5];
    const bestScore = best ? (fold(best[0]) === name ? 1e6 : 0) + best[5] : -1;
    if (score > bestScore) best = place;
  }
  return best ? { label: best[0], latitude: best[3], longitude: best[4] } : null;
}

function haversineKm(a: SearchPoint, b: FixtureLocation['position']): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The results page the server renders for q or qp: the 10 nearest stores with distances (works without JavaScript).
 * `text` is the qp a position search sends with q = 'latitude,longitude' (the typed or chosen place): when given it
 * names the search and fills the input instead of the coordinates.
 */
export function searchPage(query: string, locations: FixtureLocation[], gazetteer: Gazetteer, origin: string, text?: string | null): string {
  const point = resolveQuery(query, gazetteer);
  const shown = text?.trim() || query;
  const label = text?.trim() || point?.label || query;
  const nearest = point
    ? locations
        .map((location) => ({ location, km: haversineKm(point, location.position) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 10)
    : [];
  const body = html`<h1>Stores near ${label}</h1>
${searchFormSection({ query: shown, country: SITE_COUNTRY })}
${point ? '' : html`<p role="status">No place matches “${query}”. Try a city name.</p>`}
${resultsSection(nearest, 'en')}
<script type="application/json" data-locator-page="map-query">${jsonBlock(point ? { query: shown, latitude: point.latitude, longitude: point.longitude } : { query: shown })}</script>`;
  return layout({ title: `Stores near ${label} – Pommelune`, locale: 'en', origin, body, site: { businessId: '4242', siteId: '77' }, extraHead: RESULTS_NOSCRIPT });
}
