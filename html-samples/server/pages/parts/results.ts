import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, jsonBlock, type Raw } from '../../html';

export interface Result {
  location: FixtureLocation;
  km: number;
}

/** A fixture location as the map configuration names it (spec §3). */
function mapLocation({ id, type, url, position, get_directions_url, altTagText }: FixtureLocation) {
  return { id, type, url, position, get_directions_url, altTagText };
}

/** Without JavaScript there is no map and no view to switch: the cards are the list (head of the page). */
export const RESULTS_NOSCRIPT = html`<noscript><style>.results{display:block}.results__toggle,.results__map{display:none}</style></noscript>`;

/**
 * The results screen (spec §2): the narrow-screen list/map toggle, the result cards (js-yl-<id>, with distances) and
 * the results map carrying the page locale, with the "search this area" button over it. Server-rendered in their final
 * places (the requery button hidden, the current view's control pressed), so nothing moves when the widgets start.
 */
export function resultsSection(results: Result[], locale: string): Raw {
  const config = {
    config: { provider: 'BaseMap', zoom: 13, baseUrl: '/locations/', resultsGroup: 'results', label: 'Map of the results' },
    locations: results.map(({ location }) => mapLocation(location)),
  };
  return html`<section class="results" id="results" data-locator="results" data-form="search" aria-label="Results">
<div class="results__toggle" role="group" aria-label="Show the results as">
<button type="button" data-locator-view="list" aria-pressed="true" aria-disabled="true" aria-controls="results-list">List</button>
<button type="button" data-locator-view="map" aria-pressed="false" aria-disabled="false" aria-controls="results-map-area">Map</button>
</div>
<div class="results__list" id="results-list">
<div id="results-distances" data-locator="distance"><ol class="results-list" aria-label="Search results">${results.map(
    ({ location, km }) => html`<li class="result-card" id="js-yl-${location.id}">
<h2><a href="/locations/${location.url}" data-locator-track="visitpage">${location.name}</a></h2>
<p>${location.address.line1}, ${location.address.postalCode} ${location.address.city}</p>
<p class="distance" data-latitude="${location.position.latitude}" data-longitude="${location.position.longitude}">${(km / 1.609344).toFixed(2)} mi (${km.toFixed(2)} km)</p>
</li>`,
  )}</ol></div>
</div>
<div class="results__map" id="results-map-area">
<button type="button" class="results__requery" data-locator-requery hidden>Search this area</button>
<div class="results__map-host" data-locator="map" id="results-map" data-locale="${locale}" data-locator-load="ready"></div>
</div>
</section>
<script type="application/json" data-locator-config-for="results-map">${jsonBlock(config)}</script>`;
}
