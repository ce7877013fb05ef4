import { toMinutes } from './parse';
import { isOvernight } from './status';
import { MINUTES_PER_DAY, MINUTES_PER_WEEK, type Week } from './types';
import { instantOfWall, localTimeOf, wallMinutes } from './zone';

/**
 * Every minute of the week (0 = Monday 00:00) at which the hours display can change: each midnight (today's row,
 * today-first order and the status line follow the day), each opening, and the minute after each closing (the end
 * minute itself is still open, spec §4).
 */
export function changePoints(week: Week): number[] {
  const points = new Set<number>();
  week.forEach((entry, day) => {
    const dayStart = day * MINUTES_PER_DAY;
    points.add(dayStart);
    for (const interval of entry.intervals) {
      if (interval.start === 0 && interval.end === 0) continue;
      points.add(dayStart + toMinutes(interval.start));
      if (interval.end === 0) continue; // midnight: already a day boundary
      const endDay = isOvernight(interval) ? dayStart + MINUTES_PER_DAY : dayStart;
      points.add((endDay + toMinutes(interval.end) + 1) % MINUTES_PER_WEEK);
    }
  });
  return [...points].sort((a, b) => a - b);
}

/**
 * The next instant (epoch ms) after `instant` at which the store's hours display changes: the next opening, the
 * minute after the next closing, or the store's next midnight, whichever comes first. A widget sets one timer to it
 * and computes the next one when it fires. Never more than a day (plus a DST hour) ahead.
 *
 * @example
 * // A Paris store closing at 19:00 on a winter Tuesday, asked at 18:30 local (17:30 UTC):
 * nextTransition(week, Date.UTC(2026, 10, 24, 17, 30), 'Europe/Paris'); // Date.UTC(2026, 10, 24, 18, 1): 19:01 local
 */
export function nextTransition(week: Week, instant: number, timeZone: string): number {
  const wall = wallMinutes(instant, timeZone);
  const { weekday, minute } = localTimeOf(wall);
  const now = weekday * MINUTES_PER_DAY + minute;
  let delta = MINUTES_PER_DAY;
  for (const point of changePoints(week)) {
    const ahead = (point - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
    delta = Math.min(delta, ahead);
  }
  return instantOfWall(wall + delta, instant, timeZone);
}
