import { stateAbbreviation } from '../../../../src/core/us-states';
import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, jsonBlock, type Raw } from '../../html';

/** US states that have stores, with the page each one links to. */
export function statesWithStores(locations: FixtureLocation[]): { key: string; name: string; fullUrl: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const location of locations) {
    if (location.country !== 'US') continue;
    counts.set(location.address.region, (counts.get(location.address.region) ?? 0) + 1);
  }
  return [...counts.entries()]
    .flatMap(([name, count]) => {
      const code = stateAbbreviation(name);
      return code ? [{ key: `US-${code}`, name, fullUrl: `/states/${code.toLowerCase()}`, count }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The region map block: a list of state links without JavaScript, a clickable map with it. */
export function regionMapSection(locations: FixtureLocation[], id = 'us-region-map'): Raw {
  const states = statesWithStores(locations);
  return html`<section aria-labelledby="${id}-title"><h2 id="${id}-title">Stores in the United States</h2>
<div data-locator="region-map" id="${id}">
<script type="application/json" data-locator-config>${jsonBlock({
    map: 'us-states',
    title: 'Map of the United States: choose a state to see its stores',
    regions: states.map(({ key, name, fullUrl, count }) => ({ key, name: `${name} (${count} ${count === 1 ? 'store' : 'stores'})`, fullUrl })),
  })}</script>
<ul class="state-list">${states.map((state) => html`<li><a href="${state.fullUrl}">${state.name}</a> (${state.count})</li>`)}</ul>
</div></section>`;
}
