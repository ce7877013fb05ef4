// Opening hours (spec §3, §4): pure functions, time and locale passed in. The widget (widgets/hours) and the sample
// server's JS-off table (html-samples/server/pages/parts/hours.ts) both render from these.
export { dayName, fillTemplate, formatIntervals, formatTime, localeClock, rangeLabel, statusText, type HoursTexts } from './format';
export { dayOrder, mergeDays, sameHours, type DayRange } from './merge';
export { fromMinutes, isHourMinute, parseWeek, toMinutes, type HoursProblem, type ParsedWeek } from './parse';
export { isOpenFromYesterday, isOpenToday, isOvernight, openInterval, todayStatus } from './status';
export { changePoints, nextTransition } from './transition';
export { hoursRows, type HoursRow, type HoursRowsOptions } from './view';
export { instantOfWall, isTimeZone, localTime, localTimeOf, offsetMinutes, wallMinutes, zonesDiffer } from './zone';
export * from './types';

import { timezoneGenericName } from '../zone-names';
import { fillTemplate } from './format';
import { todayStatus } from './status';
import type { TodayStatus, Week } from './types';
import { localTime } from './zone';

/**
 * Whether the store is open at `instant` (epoch ms) on its own clock in `timeZone`.
 *
 * @example
 * isOpenAt(week, Date.UTC(2026, 10, 24, 17, 30), 'Europe/Paris'); // 18:30 in Paris
 */
export function isOpenAt(week: Week, instant: number, timeZone: string): boolean {
  return statusAt(week, instant, timeZone).open;
}

/**
 * The zone note: `template` ('Times are in the store’s time zone: {zone}') with the zone's generic name in the page
 * language ('Eastern Time', the same all year: the table covers both seasons). The server renders it (hidden) and the
 * widget shows the same text, so the box matches, even when the page was rendered in the other season.
 */
export function zoneNoteText(template: string, timeZone: string, locale: string, instant: number): string {
  return fillTemplate(template, { zone: timezoneGenericName(timeZone, locale, instant) });
}

/** Today's status line at `instant` in the store's zone. */
export function statusAt(week: Week, instant: number, timeZone: string): TodayStatus {
  return todayStatus(week, localTime(instant, timeZone));
}
