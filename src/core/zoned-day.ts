import { createIntlCache } from './intl-cache';

/** Calendar fields of an instant as a wall clock in some IANA time zone shows them. */
export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = createIntlCache<Intl.DateTimeFormat>();

function fieldsFormat(timeZone: string): Intl.DateTimeFormat {
  return formats.get(timeZone, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: midnight reads 0, not 24 as the default hour12:false cycle of some engines gives.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
  );
}

/** True when Intl knows the zone (`Europe/Paris`, `UTC`); false for anything it would reject. */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    fieldsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instantMs` (epoch milliseconds) in `timeZone`. Throws RangeError for an unknown zone. */
export function wallClock(instantMs: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of fieldsFormat(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** A sortable key of the calendar day (20261121) an instant falls on in a zone. */
export function dayKey(instantMs: number, timeZone: string): number {
  const { year, month, day } = wallClock(instantMs, timeZone);
  return year * 10000 + month * 100 + day;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (Paris in winter: 3,600,000). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const whole = Math.floor(instantMs / 1000) * 1000;
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

const SECOND = 1000;
// The longest civil day on record is 25 hours (plus a few 30-minute shifts); 50 hours bounds the search safely.
const SEARCH_SPAN = 50 * 3600 * SECOND;

/**
 * The first instant (epoch ms, whole seconds) that falls on a later calendar day than `instantMs` in `timeZone`:
 * the end of that day. Usually the next local midnight; where a daylight-saving change skips midnight it is the
 * instant the clocks jump, and where clocks fall back across midnight it is the second midnight.
 *
 * @example
 * endOfDay(Date.UTC(2026, 10, 21, 12), 'Europe/Paris'); // Date.UTC(2026, 10, 21, 23) — 00:00 in Paris
 */
export function endOfDay(instantMs: number, timeZone: string): number {
  const start = wallClock(instantMs, timeZone);
  const startKey = start.year * 10000 + start.month * 100 + start.day;
  const isEnd = (t: number) => dayKey(t, timeZone) > startKey && dayKey(t - SECOND, timeZone) <= startKey;

  // Fast path: solve wall(t) = next midnight with two offset corrections (enough around any single transition).
  const wallMidnight = Date.UTC(start.year, start.month - 1, start.day + 1);
  let guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  guess = wallMidnight - zoneOffsetMs(guess, timeZone);
  if (guess > instantMs && isEnd(guess)) return guess;

  // Midnight does not exist that day (or the zone did something stranger): binary search on whole seconds.
  let low = Math.floor(instantMs / SECOND) * SECOND; // on the start day
  let high = low + SEARCH_SPAN; // on a later day
  while (high - low > SECOND) {
    const middle = low + Math.floor((high - low) / SECOND / 2) * SECOND;
    if (dayKey(middle, timeZone) > startKey) high = middle;
    else low = middle;
  }
  return high;
}
