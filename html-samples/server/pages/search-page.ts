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
  if (coords) return { label: 'this position', latitude: Number(coords[1]), longitude: Number(coords[2]) };
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

function haversineKm(a: SearchPoint, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How far from a position search's point its qp may name a place and still be its name (a chosen suggestion). */
const NAMED_WITHIN_KM = 50;

/**
 * The results page the server renders for q or qp: the 10 nearest stores with distances (works without JavaScript).
 * `text` is the qp a position search sends with q = 'latitude,longitude': the input's text, which fills the input
 * again. It names the search only when it is a place at that point (a chosen suggestion); after 'use my location' or
 * 'search this area' it is whatever the input held, and the search is named as a position (and its map-query block
 * keeps the coordinates, so searching that text again is a new search, not a reload).
 */
export function searchPage(query: string, locations: FixtureLocation[], gazetteer: Gazetteer, origin: string, text?: string | null): string {
  const point = resolveQuery(query, gazetteer);
  const typed = text?.trim() ?? '';
  const named = typed && point ? resolveQuery(typed, gazetteer) : null;
  const namesPoint = !!named && !!point && haversineKm(named, point) <= NAMED_WITHIN_KM;
  const shown = typed || query;
  const label = namesPoint ? typed : point?.label || query;
  const blockQuery = namesPoint || !typed ? shown : query;
  const nearest = point
    ? locations
        .map((location) => ({ location, km: haversineKm(point, location.position) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 10)
    : [];
  const blank = !shown.trim();
  const heading = blank ? 'Find a store' : `Stores near ${label}`;
  const body = html`<h1>${heading}</h1>
${searchFormSection({ query: shown, country: SITE_COUNTRY })}
${point ? '' : blank ? html`<p role="status">Type a city name to find the nearest stores.</p>` : html`<p role="status">No place matches “${query}”. Try a city name.</p>`}
${resultsSection(nearest, 'en')}
<script type="application/json" data-locator-page="map-query">${jsonBlock(point ? { query: blockQuery, latitude: point.latitude, longitude: point.longitude } : { query: blockQuery })}</script>`;
  return layout({ title: `${heading} – Pommelune`, locale: 'en', origin, body, site: { businessId: '4242', siteId: '77' }, extraHead: RESULTS_NOSCRIPT });
}
