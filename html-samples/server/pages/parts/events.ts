import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { formatEventDate } from '../../../../src/core/events';
import { html, jsonBlock, type Raw } from '../../html';
import { contentLang, siteTexts } from '../texts';

/**
 * The events list as the CMS renders it: every event, with its epoch-second times in data attributes and its date
 * in the page's language and the store's zone. The events widget takes out the ended ones (and the block when none
 * is left); it needs the store's zone to know when an event without an end (end 0) ends.
 */
export function eventsSection(location: FixtureLocation): Raw {
  if (!location.events.length) return html``;
  const config = { timezone: location.timezone, eventsToDisplay: 1000 };
  return html`<section class="events" aria-labelledby="events-title" data-locator="events" id="events">
<script type="application/json" data-locator-config>${jsonBlock(config)}</script>
<h2 id="events-title">${siteTexts(location.locale).events}</h2>
<ul>${location.events.map(
    (event) =>
      html`<li class="event" data-start="${event.start}" data-end="${event.end}"><strong${contentLang(location.locale)}>${event.title}</strong> <time datetime="${new Date(event.start * 1000).toISOString()}">${formatEventDate(event.start * 1000, location.locale, location.timezone, false)}</time></li>`,
  )}</ul></section>`;
}
