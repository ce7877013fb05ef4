// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLOSED, holiday, iv, open, SPLIT, week } from './test-builders';
import { hoursRows, type HoursRowsOptions } from './view';

const options: HoursRowsOptions = {
  locale: 'en',
  clock: '24h',
  texts: { allDay: 'Open 24 hours', closed: 'Closed' },
  todayFirst: false,
  merge: true,
  today: null,
};
const table = (rows: ReturnType<typeof hoursRows>) => rows.map((r) => `${r.label}: ${r.hours}${r.today ? ' *' : ''}${r.holiday ? ' (holiday)' : ''}`);

describe('hoursRows', () => {
  it('merges equal days into ranges, Monday first', () => {
    expect(table(hoursRows(SPLIT, options))).toEqual(['Monday: Closed', 'Tuesday – Saturday: 09:30 – 12:30, 14:00 – 19:00', 'Sunday: Closed']);
  });

  it('marks the range holding today and can start from today', () => {
    expect(table(hoursRows(SPLIT, { ...options, today: 3 }))[1]).toBe('Tuesday – Saturday: 09:30 – 12:30, 14:00 – 19:00 *');
    expect(table(hoursRows(SPLIT, { ...options, today: 3, todayFirst: true }))).toEqual([
      'Thursday – Saturday: 09:30 – 12:30, 14:00 – 19:00 *',
      'Sunday – Monday: Closed',
      'Tuesday – Wednesday: 09:30 – 12:30, 14:00 – 19:00',
    ]);
  });

  it('one row per day without merging, holidays marked, 12-hour times', () => {
    const hours = week(open(iv(0, 0)), open(iv(0, 0)), holiday(iv(1000, 1400)), CLOSED, CLOSED, open(iv(1000, 0)), open(iv(1800, 200)));
    expect(table(hoursRows(hours, { ...options, merge: false, clock: '12h', today: 6 }))).toEqual([
      'Monday: Open 24 hours',
      'Tuesday: Open 24 hours',
      'Wednesday: 10:00\u00a0AM – 2:00\u00a0PM (holiday)',
      'Thursday: Closed',
      'Friday: Closed',
      'Saturday: 10:00\u00a0AM – 12:00\u00a0AM',
      'Sunday: 6:00\u00a0PM – 2:00\u00a0AM *',
    ]);
    expect(hoursRows(hours, options).map((r) => r.key)).toEqual(['0-1', '2-2', '3-4', '5-5', '6-6']);
  });
});
