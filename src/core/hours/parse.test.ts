// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinutes, isHourMinute, parseWeek, toMinutes } from './parse';

const day = (name: string, intervals: unknown, extra: object = {}) => ({ day: name, intervals, ...extra });
const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const fullWeek = (intervals: unknown = [{ start: 930, end: 1900 }]) => NAMES.map((name) => day(name, intervals));

describe('isHourMinute', () => {
  it.each([0, 1, 59, 100, 930, 1230, 2359])('accepts %s', (value) => expect(isHourMinute(value)).toBe(true));
  it.each([-1, 60, 99, 160, 2360, 2400, 2500, 9.5, Number.NaN, '930', null])('rejects %s', (value) => expect(isHourMinute(value)).toBe(false));

  it('accepts exactly the integers h*100+m with h < 24 and m < 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 3000 }), (value) => {
        const h = Math.floor(value / 100);
        const m = value % 100;
        expect(isHourMinute(value)).toBe(value >= 0 && h < 24 && m < 60);
      }),
    );
  });

  it('converts to minutes and back', () => {
    expect(toMinutes(930)).toBe(570);
    expect(fromMinutes(570)).toBe(930);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
      const hm = fromMinutes(minutes);
      expect(isHourMinute(hm)).toBe(true);
      expect(toMinutes(hm)).toBe(minutes);
    }));
  });
});

describe('parseWeek', () => {
  it('reads 7 days, Monday first, with holiday flags, ignoring legacy time/through fields', () => {
    const raw = fullWeek();
    raw[6] = { ...day('SUNDAY', []), holiday: true, time: '10:00', through: 'SUNDAY' } as never;
    const { week, problems } = parseWeek(raw);
    expect(problems).toEqual([]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ intervals: [{ start: 930, end: 1900 }], holiday: false });
    expect(week[6]).toEqual({ intervals: [], holiday: true });
  });

  it('reads times and the holiday flag written as strings, as CMS exports write them (the markup contract)', () => {
    const raw: unknown[] = fullWeek([{ start: '930', end: ' 1900 ' }]);
    raw[6] = { ...day('SUNDAY', []), holiday: 'TRUE' };
    // A blank flag (a template's empty field) is none given.
    raw[5] = { ...day('SATURDAY', []), holiday: ' ' };
    const { week, problems } = parseWeek(raw);
    expect(problems).toEqual([]);
    expect(week[5]).toEqual({ intervals: [], holiday: false });
    expect(week[0]).toEqual({ intervals: [{ start: 930, end: 1900 }], holiday: false });
    expect(week[6]).toEqual({ intervals: [], holiday: true });
    // A time that is no hour-minute number is still refused, as written.
    raw[0] = day('MONDAY', [{ start: '9:30', end: '1900' }]);
    expect(parseWeek(raw).problems).toEqual([{ path: 'config.days[0].intervals[0].start', expected: 'an hour-minute number (0..2359)', got: '9:30' }]);
  });

  it('accepts days without a name and names in any case', () => {
    const raw = fullWeek().map((entry, i) => (i === 0 ? { intervals: entry.intervals } : i === 1 ? { ...entry, day: 'tuesday' } : entry));
    expect(parseWeek(raw).problems).toEqual([]);
  });

  it('names the path of an out-of-range time', () => {
    const raw = fullWeek();
    raw[0] = day('MONDAY', [{ start: 2500, end: 1900 }]);
    expect(parseWeek(raw).problems).toEqual([
      { path: 'config.days[0].intervals[0].start', expected: 'an hour-minute number (0..2359)', got: 2500 },
    ]);
  });

  it('lists every problem at once', () => {
    const raw: unknown[] = fullWeek();
    raw[1] = day('FRIDAY', [{ start: 930, end: 1960 }, 'x']);
    raw[2] = day('WEDNESDAY', 'closed');
    raw[3] = day('THURSDAY', [{ start: 800, end: 800 }], { holiday: 'yes' });
    raw[4] = null;
    const { week, problems } = parseWeek(raw);
    expect(problems.map((p) => `${p.path} ${p.expected} ${JSON.stringify(p.got)}`)).toEqual([
      'config.days[1].day "TUESDAY" "FRIDAY"',
      'config.days[1].intervals[0].end an hour-minute number (0..2359) 1960',
      'config.days[1].intervals[1] an object { start, end } "x"',
      'config.days[2].intervals a list of { start, end } (empty when closed) "closed"',
      'config.days[3].holiday true or false "yes"',
      'config.days[3].intervals[0].end different from start (start = end = 0 means open all day) 800',
      'config.days[4] an object null',
    ]);
    expect(week[1]).toEqual({ intervals: [], holiday: false });
  });

  it('requires a list of exactly 7 days', () => {
    expect(parseWeek({ monday: [] }).problems).toEqual([{ path: 'config.days', expected: 'a list of 7 days, Monday first', got: { monday: [] } }]);
    expect(parseWeek(fullWeek().slice(0, 6)).problems).toEqual([{ path: 'config.days.length', expected: '7 (Monday first)', got: 6 }]);
  });

  it('accepts open all day (0/0), midnight ends and overnight intervals', () => {
    const raw = fullWeek([{ start: 0, end: 0 }, { start: 1000, end: 0 }, { start: 1800, end: 200 }]);
    expect(parseWeek(raw).problems).toEqual([]);
  });

  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.anything(), (raw) => {
      const { week } = parseWeek(raw);
      expect(week).toHaveLength(7);
    }));
  });
});
