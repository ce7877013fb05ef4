import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';
import { siteTexts } from '../texts';

/**
 * 'Useful links' as an editor maintains them: some go stale. The link checker sends each a HEAD request and turns a
 * dead one into plain text. The sandbox answers /sandbox/links/ok/… with 200 and /sandbox/links/missing/… with 404.
 */
export function linksSection(location: FixtureLocation): Raw {
  const slug = location.url.split('/').pop() ?? location.id;
  const texts = siteTexts(location.locale);
  return html`<section class="useful-links" aria-labelledby="links-title" data-locator="link-checker" id="useful-links">
<h2 id="links-title">${texts.usefulLinks}</h2>
<ul>
<li><a href="/sandbox/links/ok/${slug}/size-guide">${texts.sizeGuide}</a></li>
<li><a href="/sandbox/links/missing/${slug}/summer-catalogue">${texts.summerCatalogue}</a></li>
<li><a href="/sandbox/links/redirect/${slug}/gift-cards">${texts.giftCards}</a></li>
</ul></section>`;
}
