import { loadLocations } from '../../../../fixtures/index';
import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, jsonBlock, type Raw } from '../../html';
import { siteTexts } from '../texts';

/** A fixture location as the map configuration names it (spec §3). */
function mapLocation(location: FixtureLocation) {
  const { id, type, url, position, get_directions_url, altTagText } = location;
  return { id, type, url, position, get_directions_url, altTagText };
}

/**
 * "Find us": the store and its nearby stores on a BaseMap map. The server renders the list of those stores with their
 * links (the content with JavaScript off, and while the map loads); the map widget draws over it, matched to its JSON
 * block by id.
 */
export function mapSection(location: FixtureLocation): Raw {
  const all = loadLocations();
  const nearby = location.nearby.flatMap((id) => all.find((other) => other.id === id) ?? []);
  const config = {
    config: { provider: 'BaseMap', zoom: 14, baseUrl: '/locations/', disableMapControl: false, linkToGetDirections: false },
    locations: [mapLocation(location)],
    nearbyLocations: nearby.map(mapLocation),
  };
  const texts = siteTexts(location.locale);
  return html`<section class="store-map" aria-labelledby="map-title"><h2 id="map-title">${texts.findUs}</h2>
<div data-locator="map" id="store-map" data-locale="${location.locale}" style="height:360px">
<div data-locator-fallback style="height:100%;overflow:auto">
<p>${location.address.line1}, ${location.address.postalCode} ${location.address.city}.
<a href="${location.get_directions_url}" target="_blank">${texts.getDirections}</a></p>
<p>${texts.nearbyStores}</p>
<ul>${nearby.map((other) => html`<li><a href="/locations/${other.url}">${other.name}</a>, ${other.address.city}</li>`)}</ul>
</div>
</div>
<script type="application/json" data-locator-config-for="store-map">${jsonBlock(config)}</script>
</section>`;
}
