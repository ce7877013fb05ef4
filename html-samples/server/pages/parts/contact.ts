import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

/** Address, phone and directions. */
export function contactSection(location: FixtureLocation): Raw {
  const { address } = location;
  return html`<address>${address.line1}<br>${address.postalCode} ${address.city}<br>${address.region}</address>
<p>Phone: <span data-locator="phone" id="main-phone" data-phone="${location.phone}">${location.phone}</span></p>
<p><a href="${location.get_directions_url}" target="_blank" data-locator-track="directions">Get directions</a></p>`;
}
