import type { FixtureLocation, HoursDay } from '../../../fixtures/lib/types';
import { html, type Raw } from '../html';

/** hour-minute number (930) to "09:30"; end 0 is midnight. */
export function hhmm(value: number): string {
  const h = Math.floor(value / 100);
  return `${String(h).padStart(2, '0')}:${String(value % 100).padStart(2, '0')}`;
}

const DAY_INDEX: Record<string, number> = { MONDAY: 0, TUESDAY: 1, WEDNESDAY: 2, THURSDAY: 3, FRIDAY: 4, SATURDAY: 5, SUNDAY: 6 };

function dayName(day: string, locale: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + (DAY_INDEX[day] ?? 0)));
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'long', timeZone: 'UTC' }).format(date);
}

function dayHours(day: HoursDay): string {
  if (!day.intervals.length) return 'Closed';
  return day.intervals
    .map(({ start, end }) => (start === 0 && end === 0 ? 'Open 24 hours' : `${hhmm(start)} – ${hhmm(end)}`))
    .join(', ');
}

/** The server-rendered hours table: what a visitor sees with JavaScript off. */
export function hoursTable(location: FixtureLocation): Raw {
  return html`<table class="hours-table">
  <caption>Opening hours</caption>
  <tbody>${location.hours.map(
    (day) => html`<tr data-day="${day.day}"><th scope="row">${dayName(day.day, location.locale)}${day.holiday ? ' (holiday hours)' : ''}</th><td>${dayHours(day)}</td></tr>`,
  )}</tbody>
</table>`;
}

export function reviewsList(location: FixtureLocation): Raw {
  const { reviews } = location;
  if (!reviews.recent.length) return html`<p>No reviews yet.</p>`;
  return html`<p class="reviews-summary">Based on ${reviews.total} Reviews · ${reviews.averageRating} / 5</p>
<ol class="reviews-list">${reviews.recent.map(
    (review) => html`<li class="review"><p class="review-author">${review.authorName} · ${review.rating} / 5 · <time datetime="${review.reviewDate}">${review.reviewDate}</time></p>
<p class="review-content">${review.content}</p>
${review.comments
  .filter((comment) => comment.isOwnerResponse)
  .map((comment) => html`<blockquote class="review-response"><p>Response from the owner (${comment.date}): ${comment.content}</p></blockquote>`)}</li>`,
  )}</ol>`;
}

export function eventsList(location: FixtureLocation): Raw {
  if (!location.events.length) return html``;
  return html`<section class="events" aria-labelledby="events-title"><h2 id="events-title">Events</h2>
<ul>${location.events.map(
    (event) => html`<li class="event" data-start="${event.start}" data-end="${event.end}"><strong>${event.title}</strong> <time datetime="${new Date(event.start * 1000).toISOString()}">${new Date(event.start * 1000).toUTCString()}</time></li>`,
  )}</ul></section>`;
}

export function photoGrid(location: FixtureLocation): Raw {
  if (!location.photos.length) return html``;
  return html`<section class="photos" aria-labelledby="photos-title"><h2 id="photos-title">Photos</h2>
<ul class="photo-grid">${location.photos.map(
    (photo) => html`<li><a href="${photo.link}" target="_blank"><img src="${photo.images.thumbnail.url}" width="150" height="150" alt="${photo.caption.text}" loading="lazy"></a></li>`,
  )}</ul></section>`;
}
