import { localeClock } from './hours/format';
import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import { endOfDay } from './zoned-day';

/** Spec §9: events shown at most, by default. */
export const DEFAULT_EVENTS_TO_DISPLAY = 1000;

/** An event's times as the markup gives them: epoch seconds; end 0 means "the end of the start day". */
export interface EventTiming {
  start: number;
  end: number;
}

/**
 * The latest start or end accepted, 10^11 seconds (the year 5138). A later one is milliseconds given for seconds (a
 * template writing Date.now(): 1.7e12), which read as seconds would put the event's end some 55,000 years away, so
 * it would never leave the page; or a typo. Either way the event cannot be judged.
 */
export const MAX_EPOCH_SECONDS = 1e11;

/**
 * Reads the data-start / data-end texts. An absent or empty end is 0 (end of the start day). Returns null when the
 * event cannot be judged: its end is not a non-negative number of seconds a date can hold, or it is 0 and so is the
 * start's. A readable end alone is enough (the start is then NaN: it only matters for an end of 0).
 */
export function parseEventTiming(start: string | null | undefined, end: string | null | undefined): EventTiming | null {
  const startValue = toSeconds(start);
  const endValue = end === null || end === undefined || end.trim() === '' ? 0 : toSeconds(end);
  if (endValue === null || (endValue === 0 && startValue === null)) return null;
  return { start: startValue ?? Number.NaN, end: endValue };
}

function toSeconds(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= MAX_EPOCH_SECONDS ? value : null;
}

/**
 * When the event ends, in epoch milliseconds: its end, or for end 0 the end of the start's calendar day in
 * `timeZone` (the store's zone; the next local midnight there).
 */
export function eventEndMs(timing: EventTiming, timeZone: string): number {
  return timing.end > 0 ? timing.end * 1000 : endOfDay(timing.start * 1000, timeZone);
}

/** An event has ended from its end instant on. */
export function hasEnded(endMs: number, nowMs: number): boolean {
  return nowMs >= endMs;
}

export interface EventsPlan {
  /** Per event, in document order: shown or not. */
  shown: boolean[];
  /** How many are shown; 0 means the whole block goes. */
  count: number;
  /** The next instant (epoch ms) the plan changes: the earliest end among the shown events; null when none ends. */
  nextChange: number | null;
}

/**
 * Which events to show at `nowMs`: those not yet ended, the first `limit` of them in document order.
 * `ends[i]` null stands for an event whose times could not be read: it is always shown (and counted).
 */
export function planEvents(ends: readonly (number | null)[], nowMs: number, limit: number): EventsPlan {
  const shown: boolean[] = [];
  let count = 0;
  let nextChange: number | null = null;
  for (const end of ends) {
    const show = count < limit && (end === null || !hasEnded(end, nowMs));
    shown.push(show);
    if (!show) continue;
    count++;
    // Only a shown event's end changes what is shown: a hidden later one is either ended or beyond the limit,
    // and it can only come in when a shown one ends.
    if (end !== null && (nextChange === null || end < nextChange)) nextChange = end;
  }
  return { shown, count, nextChange };
}

const dateFormats = createIntlCache<Intl.DateTimeFormat>();

/**
 * An event date in the page locale and the store's zone, with the zone's name when the visitor's zone differs
 * (a visitor abroad would otherwise misread the time).
 *
 * @example
 * formatEventDate(Date.UTC(2026, 10, 28, 14), 'fr_FR', 'Europe/Paris', false); // 'samedi 28 novembre 2026 à 15:00'
 */
export function formatEventDate(instantMs: number, locale: string, timeZone: string, withZone: boolean): string {
  const tag = toBcp47(locale);
  const format = dateFormats.get(`${tag}|${timeZone}|${withZone}`, () =>
    new Intl.DateTimeFormat(tag, {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      // Two-digit hours on a 24-hour clock, as the opening hours beside it read them ("09:00", not "9:00").
      hour: localeClock(locale) === '24h' ? '2-digit' : 'numeric',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' as const } : {}),
    }),
  );
  return format.format(instantMs);
}
