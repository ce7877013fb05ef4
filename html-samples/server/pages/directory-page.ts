import type { FixtureLocation } from '../../../fixtures/lib/types';
import { html } from '../html';
import { layout } from './layout';
import { regionMapSection } from './parts/region-map';
import { searchFormSection, SITE_COUNTRY } from './parts/search-form';

const COUNTRY_NAMES: Record<string, string> = {
  FR: 'France', BE: 'Belgium', IT: 'Italy', DE: 'Germany', ES: 'Spain', NL: 'Netherlands', GB: 'United Kingdom', US: 'United States', JP: 'Japan',
};

/** The directory root: a search form and every location grouped by country and city. */
export function directoryPage(locations: FixtureLocation[], origin: string): string {
  const byCountry = new Map<string, FixtureLocation[]>();
  for (const location of locations) {
    const list = byCountry.get(location.country) ?? [];
    list.push(location);
    byCountry.set(location.country, list);
  }
  const body = html`<h1>Find a Pommelune store</h1>
${searchFormSection({ country: SITE_COUNTRY })}
${regionMapSection(locations)}
<h2>All stores by country</h2>
${[...byCountry.entries()].map(
    ([country, list]) => html`<details class="directory-country"><summary>${COUNTRY_NAMES[country] ?? country} (${list.length})</summary>
<ul>${list.map((location) => html`<li><a href="/locations/${location.url}">${location.name}</a> – ${location.address.city}</li>`)}</ul></details>`,
  )}`;
  return layout({ title: 'Store directory – Pommelune', locale: 'en', origin, body, site: { businessId: '4242', siteId: '77' } });
}
