import { createIntlCache } from '../intl-cache';
import { toBcp47 } from '../locale';
import type { ClockFormat, HoursInterval, TodayStatus, Weekday } from './types';

const dayFormats = createIntlCache<Intl.DateTimeFormat>(20);
const hourCycles = createIntlCache<ClockFormat>(20);

/**
 * An hour-minute number as text: 24-hour "09:30" / "00:00", or 12-hour with AM/PM where 0 is 12 AM and 12 is 12 PM
 * (spec §4): 930 -> "9:30 AM", 0 -> "12:00 AM", 1200 -> "12:00 PM", 1745 -> "5:45 PM" (a no-break space before AM/PM).
 */
export function formatTime(hourMinute: number, clock: ClockFormat): string {
  const hour = Math.floor(hourMinute / 100);
  const minutes = String(hourMinute % 100).padStart(2, '0');
  if (clock === '24h') return `${String(hour).padStart(2, '0')}:${minutes}`;
  // A no-break space: "6:00" and "PM" never end up on two lines of a narrow table.
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
}

/** The texts a row or status line is made of; every one may be overridden in a widget's config. */
export interface HoursTexts {
  /** "Open until {time}" */
  openUntil: string;
  /** "Closed at {time}": past today's last closing time. */
  closeAt: string;
  /** "Opens at {time}" */
  opensAt: string;
  /** "Open until midnight" */
  midnight: string;
  /** "Open 24 hours" */
  allDay: string;
  /** "Closed" */
  closed: string;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A day's hours for a table cell: "09:30 – 12:30, 14:00 – 19:00", "Open 24 hours" or "Closed". */
export function formatIntervals(intervals: readonly HoursInterval[], clock: ClockFormat, texts: Pick<HoursTexts, 'allDay' | 'closed'>): string {
  if (intervals.length === 0) return texts.closed;
  return intervals
    .map(({ start, end }) => (start === 0 && end === 0 ? texts.allDay : `${formatTime(start, clock)} – ${formatTime(end, clock)}`))
    .join(', ');
}

/** Today's status line text from its template. */
export function statusText(status: TodayStatus, clock: ClockFormat, texts: HoursTexts): string {
  switch (status.kind) {
    case 'open-until':
      return fillTemplate(texts.openUntil, { time: formatTime(status.time, clock) });
    case 'midnight':
      return texts.midnight;
    case 'all-day':
      return texts.allDay;
    case 'opens-at':
      return fillTemplate(texts.opensAt, { time: formatTime(status.time, clock) });
    case 'closed-at':
      return fillTemplate(texts.closeAt, { time: formatTime(status.time, clock) });
    case 'closed':
      return texts.closed;
  }
}

/**
 * The day's name in the page locale through Intl, capitalised as a table label: dayName(0, 'fr_FR') is "Lundi"
 * (Intl gives "lundi": French, Italian, Spanish and Dutch write day names in lower case within a sentence).
 */
export function dayName(weekday: Weekday, locale: string): string {
  const tag = toBcp47(locale);
  const format = dayFormats.get(tag, () => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }));
  // 2024-01-01 was a Monday.
  const name = format.format(Date.UTC(2024, 0, 1 + weekday));
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** "Monday" or "Monday – Friday". */
export function rangeLabel(first: Weekday, through: Weekday, locale: string): string {
  return first === through ? dayName(first, locale) : `${dayName(first, locale)} – ${dayName(through, locale)}`;
}

/** The locale's usual clock: en_US reads 12-hour, en_GB, fr, de and ja read 24-hour. */
export function localeClock(locale: string): ClockFormat {
  const tag = toBcp47(locale);
  return hourCycles.get(tag, () => {
    const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h12' || cycle === 'h11' ? '12h' : '24h';
  });
}
