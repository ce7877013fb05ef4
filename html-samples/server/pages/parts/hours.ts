import type { FixtureLocation, HoursDay } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

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
export function hoursSection(location: FixtureLocation): Raw {
  return html`<section aria-labelledby="hours-title"><h2 id="hours-title">Hours</h2><table class="hours-table">
  <caption>Opening hours</caption>
  <tbody>${location.hours.map(
    (day) => html`<tr data-day="${day.day}"><th scope="row">${dayName(day.day, location.locale)}${day.holiday ? ' (holiday hours)' : ''}</th><td>${dayHours(day)}</td></tr>`,
  )}</tbody>
</table></section>`;
}

