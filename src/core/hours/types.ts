/**
 * Opening hours as the spec (§3) gives them: 7 days, Monday first; each day a list of intervals whose start and end
 * are hour-minute numbers (930 is 9:30). An end of 0 is midnight; start = end = 0 is open all day; an empty list is
 * closed; an end before its start (1800 -> 200) runs past midnight into the next day.
 */
export interface HoursInterval {
  start: number;
  end: number;
}

export interface HoursDayEntry {
  intervals: readonly HoursInterval[];
  /** Special (public holiday) hours: the row is marked and never merged with its neighbours. */
  holiday: boolean;
}

/** Exactly 7 entries, index 0 is Monday. */
export type Week = readonly HoursDayEntry[];

/** Monday = 0 … Sunday = 6, the order of the hours data. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DAYS_PER_WEEK = 7;
export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;

/** The day names of the fixture data and of legacy hours JSON, Monday first. */
export const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A wall-clock reading in some time zone: the weekday and the minute of that day (0..1439). */
export interface LocalTime {
  weekday: Weekday;
  minute: number;
}

/**
 * What today's status line says (spec §4). `time` is an hour-minute number.
 * - open-until: open now, closes at `time`;
 * - midnight: open now, closes at midnight;
 * - all-day: today is an open-all-day day;
 * - opens-at: not open yet today, opens at `time`;
 * - closed-at: past today's last closing time `time`;
 * - closed: no hours today.
 */
export type TodayStatus =
  | { kind: 'open-until'; open: true; time: number }
  | { kind: 'midnight'; open: true }
  | { kind: 'all-day'; open: true }
  | { kind: 'opens-at'; open: false; time: number }
  | { kind: 'closed-at'; open: false; time: number }
  | { kind: 'closed'; open: false };

export type ClockFormat = '24h' | '12h';
