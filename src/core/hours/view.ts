import { formatIntervals, rangeLabel, type HoursTexts } from './format';
import { dayOrder, mergeDays } from './merge';
import type { ClockFormat, Week, Weekday } from './types';

/** One table row, ready to render by the widget and by a server template alike. */
export interface HoursRow {
  /** Stable React key: "0-4" for Monday – Friday. */
  key: string;
  /** "Monday" or "Monday – Friday" in the page locale. */
  label: string;
  /** "09:30 – 19:00", "Open 24 hours", "Closed". */
  hours: string;
  /** The range contains today. */
  today: boolean;
  holiday: boolean;
  first: Weekday;
  through: Weekday;
}

export interface HoursRowsOptions {
  locale: string;
  clock: ClockFormat;
  texts: Pick<HoursTexts, 'allDay' | 'closed'>;
  /** Start the list from today (spec flag todayfirst). */
  todayFirst: boolean;
  /** Merge adjacent days with equal hours (spec §4); on by default in the widget. */
  merge: boolean;
  /** Today in the store's zone, or null when unknown (a server render without a clock). */
  today: Weekday | null;
}

/**
 * The rows of the hours table.
 *
 * @example
 * hoursRows(week, { locale: 'en', clock: '24h', texts, todayFirst: false, merge: true, today: 2 })[0];
 * // { key: '0-4', label: 'Monday – Friday', hours: '10:00 – 19:00', today: true, holiday: false, first: 0, through: 4 }
 */
export function hoursRows(week: Week, options: HoursRowsOptions): HoursRow[] {
  const order = dayOrder(options.todayFirst, options.today);
  const ranges = options.merge
    ? mergeDays(week, order)
    : order.map((day) => ({ first: day, through: day, days: [day], entry: week[day]! }));
  return ranges.map((range) => ({
    key: `${range.first}-${range.through}`,
    label: rangeLabel(range.first, range.through, options.locale),
    hours: formatIntervals(range.entry.intervals, options.clock, options.texts),
    today: options.today !== null && range.days.includes(options.today),
    holiday: range.entry.holiday,
    first: range.first,
    through: range.through,
  }));
}
