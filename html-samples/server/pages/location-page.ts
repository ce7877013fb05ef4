import type { FixtureLocation } from '../../../fixtures/lib/types';
import { html } from '../html';
import { layout } from './layout';
import { contactSection } from './parts/contact';
import { descriptionSection } from './parts/description';
import { eventsSection } from './parts/events';
import { hoursSection } from './parts/hours';
import { linksSection } from './parts/links';
import { mapSection } from './parts/map';
import { photosSection } from './parts/photos';
import { reviewsSection } from './parts/reviews';
import { videoSection } from './parts/video';
import { siteTexts } from './texts';

/** A location page as the CMS renders it, in the location's own language. One part file per section. */
export function locationPage(location: FixtureLocation, origin: string): string {
  const texts = siteTexts(location.locale);
  const body = html`<nav aria-label="${texts.breadcrumb}" class="breadcrumb"><a href="/">${texts.allStores}</a> › <span>${location.address.city}</span></nav>
<article class="location" data-location-type="${location.type}">
<h1>${location.name}</h1>
${contactSection(location)}
${hoursSection(location)}
${descriptionSection(location)}
${reviewsSection(location)}
${eventsSection(location)}
${mapSection(location)}
${videoSection(location, origin)}
${photosSection(location)}
${linksSection(location)}
</article>`;
  return layout({
    title: `${location.name} – Pommelune`,
    locale: location.locale,
    origin,
    body,
    site: { businessId: '4242', siteId: '77' },
  });
}
