import { stateName } from '../../../src/core/us-states';
import type { FixtureLocation } from '../../../fixtures/lib/types';
import { html } from '../html';
import { layout } from './layout';

/** The page a region links to: the stores of one US state. */
export function statePage(code: string, locations: FixtureLocation[], origin: string): string | null {
  const name = stateName(code.toUpperCase());
  if (!name) return null;
  const stores = locations.filter((location) => location.country === 'US' && location.address.region === name);
  const body = html`<nav aria-label="Breadcrumb" class="breadcrumb"><a href="/">All stores</a> › <span>${name}</span></nav>
<h1>Pommelune stores in ${name}</h1>
${stores.length ? html`<ul>${stores.map((store) => html`<li><a href="/locations/${store.url}">${store.name}</a> – ${store.address.city}</li>`)}</ul>` : html`<p>No store in ${name} yet.</p>`}`;
  return layout({ title: `Stores in ${name} – Pommelune`, locale: 'en_US', origin, body, site: { businessId: '4242', siteId: '77' } });
}
