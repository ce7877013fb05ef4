import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';

/**
 * Review and response dates come as calendar dates ('2026-11-13', or a timestamp whose date part is used).
 * They are shown as that calendar day whatever the visitor's time zone: parsing and formatting both use UTC.
 */
export function parseCalendarDate(value: string): Date | null {
  // A CMS export may separate date and time with a space ('2026-11-13 10:00:00').
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T| \d{2}:\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over into March; such a date is not a date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The ISO calendar date of a parsed date, for <time datetime> and schema.org. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const formats = createIntlCache<Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = toBcp47(locale);
  return formats.get(`${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }));
}

/**
 * The spec's two date formats (§9): short in the list, long otherwise, by Intl in the page locale.
 *
 * @example
 * formatCalendarDate(parseCalendarDate('2026-11-13')!, 'en_US', 'short'); // '11/13/26'
 * formatCalendarDate(parseCalendarDate('2026-11-13')!, 'fr_FR', 'long'); // '13 novembre 2026'
 */
export function formatCalendarDate(date: Date, locale: string, style: 'short' | 'long'): string {
  return dateFormat(locale, { dateStyle: style }).format(date);
}

/**
 * A date by a CMS pattern (the reviews' dateFormatString): YYYY, YY, MMMM (month name), MMM (short month name),
 * MM, M, DD, D; text in [brackets] is kept as it is. Month names come from Intl in the page locale.
 *
 * @example
 * formatDatePattern(parseCalendarDate('2026-03-05')!, 'DD/MM/YYYY', 'en'); // '05/03/2026'
 * formatDatePattern(parseCalendarDate('2026-03-05')!, 'D MMMM YYYY', 'fr_FR'); // '5 mars 2026'
 */
export function formatDatePattern(date: Date, pattern: string, locale: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const tokens: Record<string, () => string> = {
    YYYY: () => String(year),
    YY: () => pad(year % 100),
    MMMM: () => dateFormat(locale, { month: 'long' }).format(date),
    MMM: () => dateFormat(locale, { month: 'short' }).format(date),
    MM: () => pad(month),
    M: () => String(month),
    DD: () => pad(day),
    D: () => String(day),
  };
  return pattern.replace(/\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (token, literal: string | undefined) =>
    literal !== undefined ? literal : (tokens[token]?.() ?? token),
  );
}
