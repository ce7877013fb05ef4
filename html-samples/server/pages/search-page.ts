import type { FixtureLocation, Gazetteer } from '../../../fixtures/lib/types';
import { html, jsonBlock } from '../html';
import { layout } from './layout';

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

/** The results page the server renders for q or qp: the 10 nearest stores with distances (works without JavaScript). */
export function searchPage(query: string, locations: FixtureLocation[], gazetteer: Gazetteer, origin: string): string {
  const point = resolveQuery(query, gazetteer);
  const nearest = point
    ? locations
        .map((location) => ({ location, km: haversineKm(point, location.position) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 10)
    : [];
  const body = html`<h1>Stores near ${point?.label ?? query}</h1>
<form class="search-form" action="/search" method="get" role="search">
  <label for="q">City, address or postcode</label>
  <input id="q" name="q" type="search" value="${query}" autocomplete="off">
  <button type="submit">Search</button>
</form>
${point ? '' : html`<p role="status">No place matches “${query}”. Try a city name.</p>`}
<ol class="results-list" aria-label="Search results">${nearest.map(
    ({ location, km }) => html`<li class="result-card" id="js-yl-${location.id}">
<h2><a href="/locations/${location.url}">${location.name}</a></h2>
<p>${location.address.line1}, ${location.address.postalCode} ${location.address.city}</p>
<p class="distance" data-latitude="${location.position.latitude}" data-longitude="${location.position.longitude}">${(km / 1.609344).toFixed(2)} mi (${km.toFixed(2)} km)</p>
</li>`,
  )}</ol>
<script type="application/json" data-locator-page="map-query">${jsonBlock({ query })}</script>`;
  return layout({ title: `Stores near ${point?.label ?? query} – Pommelune`, locale: 'en', origin, body, site: { businessId: '4242', siteId: '77' } });
}
