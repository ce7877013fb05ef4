import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';
import { siteTexts } from '../texts';

/** Address, phone and directions. */
export function contactSection(location: FixtureLocation): Raw {
  const { address } = location;
  const texts = siteTexts(location.locale);
  return html`<address>${address.line1}<br>${address.postalCode} ${address.city}<br>${address.region}</address>
<p>${texts.phone} <span data-locator="phone" id="main-phone" data-phone="${location.phone}">${location.phone}</span></p>
<p><a href="${location.get_directions_url}" target="_blank" data-locator-track="directions">${texts.getDirections}</a></p>`;
}
