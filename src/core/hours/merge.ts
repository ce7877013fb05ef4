import { DAYS_PER_WEEK, type HoursDayEntry, type HoursInterval, type Week, type Weekday } from './types';

/** A display row: one day, or adjacent days with equal hours ("Monday – Friday", `through` the last day). */
export interface DayRange {
  first: Weekday;
  through: Weekday;
  days: Weekday[];
  entry: HoursDayEntry;
}

const sameInterval = (a: HoursInterval, b: HoursInterval) => a.start === b.start && a.end === b.end;

/** Equal hours: the same intervals in the same order. */
export function sameHours(a: HoursDayEntry, b: HoursDayEntry): boolean {
  return a.intervals.length === b.intervals.length && a.intervals.every((interval, i) => sameInterval(interval, b.intervals[i]!));
}

/** The display order of the days: Monday first, or starting from today (todayfirst) when today is known. */
export function dayOrder(todayFirst: boolean, today: Weekday | null): Weekday[] {
  const first = todayFirst && today !== null ? today : 0;
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => ((first + i) % DAYS_PER_WEEK) as Weekday);
}

/**
 * Spec §4: adjacent days (in display order) with equal hours and no holiday flag merge into one range; a holiday day
 * always stands alone.
 *
 * @example
 * mergeDays(week, dayOrder(false, null)); // [{ first: 0, through: 4, … }, { first: 5, through: 5, … }, …]
 */
export function mergeDays(week: Week, order: readonly Weekday[]): DayRange[] {
  const ranges: DayRange[] = [];
  for (const day of order) {
    const entry = week[day];
    if (!entry) continue;
    const last = ranges[ranges.length - 1];
    if (last && !last.entry.holiday && !entry.holiday && sameHours(last.entry, entry)) {
      last.through = day;
      last.days.push(day);
    } else {
      ranges.push({ first: day, through: day, days: [day], entry });
    }
  }
  return ranges;
}
