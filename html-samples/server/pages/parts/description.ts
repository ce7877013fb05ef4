import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { strings } from '../../../../src/i18n/strings';
import '../../../../src/i18n/all';
import { DESCRIPTION_CLASS } from '../../../../widgets/description/parts';
import { html, type Raw } from '../../html';
import { contentLang, siteTexts } from '../texts';

/**
 * The description as a CMS renders it for the widget: the text collapsed and its toggle already in place, so the
 * first paint has the final layout (the theme collapses it only when scripts run, and hides the toggle otherwise).
 */
export function descriptionSection(location: FixtureLocation): Raw {
  const text = strings(location.locale);
  return html`<section aria-labelledby="about-title"><h2 id="about-title">${siteTexts(location.locale).about}</h2>
<div data-locator="description" id="description">
<div class="${DESCRIPTION_CLASS.text} ${DESCRIPTION_CLASS.collapsed}" id="description-text"${contentLang(location.locale)}>${location.description.split('\n\n').map((p) => html`<p>${p}</p>`)}</div>
<button type="button" class="${DESCRIPTION_CLASS.toggle}" aria-expanded="false" aria-controls="description-text">${text.showMore}</button>
</div></section>`;
}
