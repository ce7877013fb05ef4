import type { FixtureLocation } from '../../../fixtures/lib/types';
import { html } from '../html';
import { layout } from './layout';
import { eventsList, hoursTable, photoGrid, reviewsList } from './location-parts';

/** A location page as the CMS renders it, in the location's own language. */
export function locationPage(location: FixtureLocation, origin: string): string {
  const { address } = location;
  const body = html`<nav aria-label="Breadcrumb" class="breadcrumb"><a href="/">All stores</a> › <span>${address.city}</span></nav>
<article class="location">
<h1>${location.name}</h1>
<p class="location-type">${location.type}</p>
<address>${address.line1}<br>${address.postalCode} ${address.city}<br>${address.region}</address>
<p>Phone: <span data-locator="phone" id="main-phone" data-phone="${location.phone}">${location.phone}</span></p>
<p><a href="${location.get_directions_url}" target="_blank" data-locator-track="directions">Get directions</a></p>
<section aria-labelledby="hours-title"><h2 id="hours-title">Hours</h2>${hoursTable(location)}</section>
<section aria-labelledby="about-title"><h2 id="about-title">About this store</h2>
<div data-locator="description" id="description">${location.description.split('\n\n').map((p) => html`<p>${p}</p>`)}</div></section>
<section aria-labelledby="reviews-title"><h2 id="reviews-title">Recent Reviews</h2>${reviewsList(location)}</section>
${eventsList(location)}
${photoGrid(location)}
</article>`;
  return layout({
    title: `${location.name} – Pommelune`,
    locale: location.locale,
    origin,
    body,
    site: { businessId: '4242', siteId: '77' },
  });
}
