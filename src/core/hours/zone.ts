import { isValidTimeZone, wallClock } from '../zoned-day';
import { MINUTES_PER_DAY, type LocalTime, type Weekday } from './types';

// "Now" for a store is its own wall clock, read with Intl (no time-zone library): formatToParts gives the calendar
// fields of an instant in any IANA zone. Wall clocks are handled as "wall minutes": the minutes since 1970-01-01 00:00
// of that zone's calendar, a linear number that makes "how many wall minutes until 19:01" plain arithmetic.

const MINUTE = 60_000;

/** True when Intl knows the zone ("Europe/Paris", "UTC"); false for "Mars/Base" or "". */
export function isTimeZone(value: string): boolean {
  return isValidTimeZone(value);
}

/** The wall minutes of `instant` (epoch ms) in `timeZone`, seconds dropped. */
export function wallMinutes(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  // Date.UTC is only used as calendar arithmetic here (fields -> day count), not as a zone.
  return Date.UTC(year, month - 1, day, hour % 24, minute) / MINUTE;
}

/** Wall minutes -> weekday (Monday = 0) and minute of the day. */
export function localTimeOf(wall: number): LocalTime {
  const days = Math.floor(wall / MINUTES_PER_DAY);
  // 1970-01-01 was a Thursday (index 3 when Monday is 0).
  const weekday = (((days + 3) % 7) + 7) % 7;
  return { weekday: weekday as Weekday, minute: wall - days * MINUTES_PER_DAY };
}

/** The store's weekday and minute of the day at `instant`. */
export function localTime(instant: number, timeZone: string): LocalTime {
  return localTimeOf(wallMinutes(instant, timeZone));
}

/** The zone's offset from UTC at `instant`, in minutes (Paris in winter: 60). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return wallMinutes(instant, timeZone) - Math.floor(instant / MINUTE);
}

/**
 * True when a visitor in `visitorZone` reads a different clock than the store at `instant`: the zones differ and so do
 * their offsets at that instant (Paris and Berlin read the same clock, so no note is needed).
 */
export function zonesDiffer(storeZone: string, visitorZone: string, instant: number): boolean {
  if (storeZone === visitorZone) return false;
  return offsetMinutes(instant, storeZone) !== offsetMinutes(instant, visitorZone);
}

/**
 * The first instant (epoch ms, on a whole minute) after `instant` at which the store's wall clock reads `targetWall`.
 * Daylight-saving changes are honoured both ways: when a fall-back repeats the target, the first occurrence still to
 * come is returned; a target inside a spring-forward gap gives the instant the gap ends (the clock jumps past it).
 */
export function instantOfWall(targetWall: number, instant: number, timeZone: string): number {
  const from = Math.floor(instant / MINUTE) * MINUTE;
  const wall = (t: number) => wallMinutes(t, timeZone);
  const at = (offset: number) => (targetWall - offset) * MINUTE;
  // The offsets that can apply around the target: the current one, and those found at the instants they point to.
  const offsets = new Set([offsetMinutes(from, timeZone)]);
  for (let round = 0; round < 2; round++) {
    for (const offset of [...offsets]) offsets.add(offsetMinutes(at(offset), timeZone));
  }
  const candidates = [...offsets].map(at).filter((t) => t > from).sort((a, b) => a - b);
  const exact = candidates.find((t) => wall(t) === targetWall);
  if (exact !== undefined) return exact;
  // No instant reads the target: it lies in a gap. Search between a candidate before it and one past it, where the
  // wall clock only moves forward, for the first minute that is past the target.
  let high = candidates.find((t) => wall(t) > targetWall) ?? from + 26 * 60 * MINUTE;
  let low = Math.max(from, ...candidates.filter((t) => t < high && wall(t) < targetWall));
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE;
    if (wall(middle) >= targetWall) high = middle;
    else low = middle;
  }
  return high;
}
