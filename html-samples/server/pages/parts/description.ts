import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

export function descriptionSection(location: FixtureLocation): Raw {
  return html`<section aria-labelledby="about-title"><h2 id="about-title">About this store</h2>
<div data-locator="description" id="description">${location.description.split('\n\n').map((p) => html`<p>${p}</p>`)}</div></section>`;
}
