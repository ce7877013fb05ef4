// Builders and named instants for the hours tests (imported by tests only).
import fc from 'fast-check';
import type { HoursDayEntry, HoursInterval, LocalTime, Week, Weekday } from './types';

export const iv = (start: number, end: number): HoursInterval => ({ start, end });
export const open = (...intervals: HoursInterval[]): HoursDayEntry => ({ intervals, holiday: false });
export const holiday = (...intervals: HoursInterval[]): HoursDayEntry => ({ intervals, holiday: true });
export const CLOSED: HoursDayEntry = open();

/** Monday first. */
export const week = (...days: HoursDayEntry[]): Week => {
  if (days.length !== 7) throw new Error(`a week has 7 days, got ${days.length}`);
  return days;
};
export const everyDay = (day: HoursDayEntry): Week => Array.from({ length: 7 }, () => day);

/** Split days: closed Monday and Sunday, 9:30-12:30 and 14:00-19:00 otherwise. */
export const SPLIT = week(CLOSED, ...Array.from({ length: 5 }, () => open(iv(930, 1230), iv(1400, 1900))), CLOSED);
/** Friday and Saturday 18:00 -> 02:00 (overnight), Sunday 14:00-19:00, Monday closed. */
export const OVERNIGHT = week(CLOSED, open(iv(1100, 2100)), open(iv(1100, 2100)), open(iv(1100, 2100)), open(iv(1800, 200)), open(iv(1800, 200)), open(iv(1400, 1900)));

/** Store instants: minutes since the week's Monday 00:00 in the store's zone are easier to read as (weekday, "HH:MM"). */
export const at = (weekday: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { weekday: weekday as Weekday, minute: hours * 60 + minutes };
};

/**
 * A UTC instant on the week of Monday 2026-11-23 (Paris is UTC+1 then, New York UTC-5, Tokyo UTC+9).
 * utcOn(1, '17:30') is Tuesday 2026-11-24 17:30 UTC.
 */
export const utcOn = (weekday: number, time: string, seconds = 0) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(2026, 10, 23 + weekday, hours, minutes, seconds);
};

export const arbitraryHourMinute = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => h * 100 + m);
/** Any valid interval: plain, midnight end, overnight or all day. */
export const arbitraryInterval: fc.Arbitrary<HoursInterval> = fc
  .tuple(arbitraryHourMinute, arbitraryHourMinute)
  .filter(([s, e]) => s !== e || s === 0)
  .map(([start, end]) => ({ start, end }));
export const arbitraryDay: fc.Arbitrary<HoursDayEntry> = fc.record({
  intervals: fc.array(arbitraryInterval, { maxLength: 3 }),
  holiday: fc.boolean(),
});
export const arbitraryWeek: fc.Arbitrary<Week> = fc.array(arbitraryDay, { minLength: 7, maxLength: 7 });
export const arbitraryWeekday = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<Weekday>;
export const arbitraryLocalTime: fc.Arbitrary<LocalTime> = fc.record({ weekday: arbitraryWeekday, minute: fc.integer({ min: 0, max: 1439 }) });
