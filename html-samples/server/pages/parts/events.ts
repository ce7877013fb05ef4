import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

export function eventsSection(location: FixtureLocation): Raw {
  if (!location.events.length) return html``;
  return html`<section class="events" aria-labelledby="events-title"><h2 id="events-title">Events</h2>
<ul>${location.events.map(
    (event) => html`<li class="event" data-start="${event.start}" data-end="${event.end}"><strong>${event.title}</strong> <time datetime="${new Date(event.start * 1000).toISOString()}">${new Date(event.start * 1000).toUTCString()}</time></li>`,
  )}</ul></section>`;
}

