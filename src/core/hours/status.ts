import { toMinutes } from './parse';
import type { HoursInterval, LocalTime, TodayStatus, Week, Weekday } from './types';

// Times are compared at minute resolution, as the hour-minute data is: "now" is the current minute of the day.
// Spec §4 makes the end inclusive ("end is not before now"): a shop closing at 1900 is still open during 19:00
// and closed from 19:01.

const isAllDay = (interval: HoursInterval) => interval.start === 0 && interval.end === 0;
/** An end before its start (1800 -> 200) runs past midnight into the next day. */
export const isOvernight = (interval: HoursInterval) => interval.end !== 0 && interval.end < interval.start;

/** Spec §4 for an interval of today: open if start = end = 0, or start <= now and (end is midnight or end >= now). */
export function isOpenToday(interval: HoursInterval, minute: number): boolean {
  if (isAllDay(interval)) return true;
  const start = toMinutes(interval.start);
  // The evening part of an overnight interval lasts until the end of its own day.
  if (isOvernight(interval)) return start <= minute;
  return start <= minute && (interval.end === 0 || minute <= toMinutes(interval.end));
}

/** The part after midnight of yesterday's overnight interval belongs to that interval: 1800 -> 200 covers 00:00-02:00. */
export function isOpenFromYesterday(interval: HoursInterval, minute: number): boolean {
  return isOvernight(interval) && minute <= toMinutes(interval.end);
}

export const previousDay = (weekday: Weekday): Weekday => ((weekday + 6) % 7) as Weekday;

/** The interval that makes the store open at this local time (the one closing last if several do), or null. */
export function openInterval(week: Week, { weekday, minute }: LocalTime): HoursInterval | null {
  // Each with the time it closes, on today's clock: yesterday's overnight interval closes this morning (its end as
  // it is), today's own at its end, at midnight (end 0), or tomorrow morning (overnight).
  const candidates = [
    ...(week[previousDay(weekday)]?.intervals ?? []).filter((interval) => isOpenFromYesterday(interval, minute)).map((interval) => [interval, interval.end] as const),
    ...(week[weekday]?.intervals ?? []).filter((interval) => isOpenToday(interval, minute)).map((interval) => [interval, closingRank(interval)] as const),
  ];
  let best: readonly [HoursInterval, number] | null = null;
  for (const candidate of candidates) {
    if (isAllDay(candidate[0])) return candidate[0];
    if (!best || candidate[1] > best[1]) best = candidate;
  }
  return best?.[0] ?? null;
}

/** Orders today's closing times: a plain end < midnight (end 0) < an overnight end in tomorrow's morning. */
function closingRank(interval: HoursInterval): number {
  if (interval.end === 0) return 2400;
  return isOvernight(interval) ? 2400 + interval.end : interval.end;
}

/**
 * Today's status line (spec §4): open-until with the end when open, the midnight text when the end is midnight, opens-at
 * with the next start before opening, closed-at with the last end after closing, closed on a day without hours.
 * An open-all-day day says so rather than "open until midnight".
 *
 * @example
 * todayStatus(week, { weekday: 1, minute: 12 * 60 }); // { kind: 'open-until', open: true, time: 1230 }
 */
export function todayStatus(week: Week, now: LocalTime): TodayStatus {
  const open = openInterval(week, now);
  if (open) {
    if (isAllDay(open)) return { kind: 'all-day', open: true };
    if (open.end === 0) return { kind: 'midnight', open: true };
    return { kind: 'open-until', open: true, time: open.end };
  }
  const intervals = week[now.weekday]?.intervals ?? [];
  const upcoming = intervals
    .filter((interval) => toMinutes(interval.start) > now.minute)
    .sort((a, b) => a.start - b.start)[0];
  if (upcoming) return { kind: 'opens-at', open: false, time: upcoming.start };
  // Past every interval of today. Overnight intervals cannot be past on their own day, so only plain ends remain.
  const last = intervals.filter((interval) => !isOvernight(interval)).sort((a, b) => b.end - a.end)[0];
  if (last) return { kind: 'closed-at', open: false, time: last.end };
  return { kind: 'closed', open: false };
}
