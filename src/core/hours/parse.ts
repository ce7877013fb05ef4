import { DAYS_PER_WEEK, WEEKDAY_NAMES, type HoursDayEntry, type HoursInterval, type Week } from './types';
import { fromCmsText, isObject } from '../type-check';

/** An integer 0..2359 whose last two digits are minutes (0..59): 930 is 9:30, 2360 is not a time. */
export function isHourMinute(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2359 && value % 100 < 60;
}

/** 930 -> 570 (minutes after midnight). */
export function toMinutes(hourMinute: number): number {
  return Math.floor(hourMinute / 100) * 60 + (hourMinute % 100);
}

/** 570 -> 930. */
export function fromMinutes(minutes: number): number {
  return Math.floor(minutes / 60) * 100 + (minutes % 60);
}

/** A problem found in raw hours data, in the terms of ConfigReader.fail (path, what was expected, what was found). */
export interface HoursProblem {
  path: string;
  expected: string;
  got: unknown;
}

export interface ParsedWeek {
  week: Week;
  problems: HoursProblem[];
}

const CLOSED: HoursDayEntry = { intervals: [], holiday: false };

/**
 * Reads raw hours JSON (7 day entries, Monday first, as `{ day?, intervals: [{ start, end }], holiday? }`) into a Week,
 * listing every problem with its path (`config.days[0].intervals[0].start`). The fields `time` and `through` of legacy
 * data are derived values and are ignored. A day with problems counts as closed in the returned week.
 *
 * @example
 * parseWeek([{ day: 'MONDAY', intervals: [{ start: 930, end: 1900 }] }, …6 more]).week[0].intervals; // [{ start: 930, end: 1900 }]
 */
export function parseWeek(raw: unknown, path = 'config.days'): ParsedWeek {
  const problems: HoursProblem[] = [];
  if (!Array.isArray(raw)) {
    problems.push({ path, expected: 'a list of 7 days, Monday first', got: raw });
    return { week: Array.from({ length: DAYS_PER_WEEK }, () => CLOSED), problems };
  }
  if (raw.length !== DAYS_PER_WEEK) problems.push({ path: `${path}.length`, expected: '7 (Monday first)', got: raw.length });
  const week = Array.from({ length: DAYS_PER_WEEK }, (_, index) => parseDay(raw[index], index, `${path}[${index}]`, problems));
  return { week, problems };
}

function parseDay(raw: unknown, index: number, path: string, problems: HoursProblem[]): HoursDayEntry {
  if (!isObject(raw)) {
    if (raw !== undefined) problems.push({ path, expected: 'an object', got: raw });
    return CLOSED;
  }
  const before = problems.length;
  const expectedName = WEEKDAY_NAMES[index] ?? '';
  // The day name is optional, but when given it must confirm the Monday-first order rather than silently reorder.
  if (raw.day !== undefined && (typeof raw.day !== 'string' || raw.day.toUpperCase() !== expectedName)) {
    problems.push({ path: `${path}.day`, expected: `"${expectedName}"`, got: raw.day });
  }
  // "true" as a CMS export writes it is read as true (the markup contract), as every widget reads switches.
  const holiday = fromCmsText(raw.holiday);
  if (holiday !== undefined && holiday !== null && typeof holiday !== 'boolean') {
    problems.push({ path: `${path}.holiday`, expected: 'true or false', got: raw.holiday });
  }
  if (!Array.isArray(raw.intervals)) {
    problems.push({ path: `${path}.intervals`, expected: 'a list of { start, end } (empty when closed)', got: raw.intervals });
    return CLOSED;
  }
  const intervals = raw.intervals.map((interval, i) => parseInterval(interval, `${path}.intervals[${i}]`, problems));
  if (problems.length > before) return CLOSED;
  return { intervals: intervals.filter((x): x is HoursInterval => x !== null), holiday: holiday === true };
}

function parseInterval(raw: unknown, path: string, problems: HoursProblem[]): HoursInterval | null {
  if (!isObject(raw)) {
    problems.push({ path, expected: 'an object { start, end }', got: raw });
    return null;
  }
  // "930" as a CMS export writes it is 930 (the markup contract).
  const start = fromCmsText(raw.start);
  const end = fromCmsText(raw.end);
  let ok = true;
  for (const [key, value] of [['start', start], ['end', end]] as const) {
    if (!isHourMinute(value)) {
      problems.push({ path: `${path}.${key}`, expected: 'an hour-minute number (0..2359)', got: raw[key] });
      ok = false;
    }
  }
  if (!ok) return null;
  // start = end is only meaningful as 0/0 (open all day); any other equal pair is a zero-length or 24 h typo.
  if (start === end && start !== 0) {
    problems.push({ path: `${path}.end`, expected: 'different from start (start = end = 0 means open all day)', got: raw.end });
    return null;
  }
  return { start: start as number, end: end as number };
}
