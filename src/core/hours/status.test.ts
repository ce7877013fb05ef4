// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenToday, openInterval, todayStatus } from './status';
import { arbitraryHourMinute as hourMinute, arbitraryLocalTime as localTime, arbitraryWeek as weekArbitrary, at, CLOSED, everyDay, holiday, iv, open, OVERNIGHT, SPLIT, week } from './test-builders';

const TUESDAY = 1;

describe('isOpenToday (spec §4)', () => {
  it('is open all day when start = end = 0', () => {
    for (const minute of [0, 1, 720, 1439]) expect(isOpenToday(iv(0, 0), minute)).toBe(true);
  });

  it('opens at the start minute and stays open through the end minute', () => {
    const hours = iv(930, 1900);
    expect(isOpenToday(hours, 9 * 60 + 29)).toBe(false);
    expect(isOpenToday(hours, 9 * 60 + 30)).toBe(true);
    expect(isOpenToday(hours, 19 * 60)).toBe(true);
    expect(isOpenToday(hours, 19 * 60 + 1)).toBe(false);
  });

  it('with a midnight end, stays open to the end of the day', () => {
    expect(isOpenToday(iv(1000, 0), 23 * 60 + 59)).toBe(true);
    expect(isOpenToday(iv(1000, 0), 9 * 60 + 59)).toBe(false);
  });
});

describe('todayStatus', () => {
  it.each([
    ['before opening', '08:00', { kind: 'opens-at', open: false, time: 930 }],
    ['exactly at opening', '09:30', { kind: 'open-until', open: true, time: 1230 }],
    ['at the lunch closing minute', '12:30', { kind: 'open-until', open: true, time: 1230 }],
    ['during the lunch break', '12:31', { kind: 'opens-at', open: false, time: 1400 }],
    ['in the afternoon', '15:00', { kind: 'open-until', open: true, time: 1900 }],
    ['at closing', '19:00', { kind: 'open-until', open: true, time: 1900 }],
    ['after closing', '19:01', { kind: 'closed-at', open: false, time: 1900 }],
    ['late evening', '23:59', { kind: 'closed-at', open: false, time: 1900 }],
  ])('split day, %s (%s)', (_name, time, expected) => {
    expect(todayStatus(SPLIT, at(TUESDAY, time))).toEqual(expected);
  });

  it('says closed on a day without hours', () => {
    expect(todayStatus(SPLIT, at(0, '12:00'))).toEqual({ kind: 'closed', open: false });
  });

  it('says open 24 hours on an all-day day', () => {
    expect(todayStatus(everyDay(open(iv(0, 0))), at(3, '03:00'))).toEqual({ kind: 'all-day', open: true });
  });

  it('gives the midnight text when the end is midnight and it is past the start', () => {
    const late = everyDay(open(iv(1000, 0)));
    expect(todayStatus(late, at(4, '09:59'))).toEqual({ kind: 'opens-at', open: false, time: 1000 });
    expect(todayStatus(late, at(4, '10:00'))).toEqual({ kind: 'midnight', open: true });
    expect(todayStatus(late, at(4, '23:59'))).toEqual({ kind: 'midnight', open: true });
  });

  describe('overnight intervals (end before start)', () => {
    it('are open from the start to the end of their own day', () => {
      expect(todayStatus(OVERNIGHT, at(4, '17:59'))).toEqual({ kind: 'opens-at', open: false, time: 1800 });
      expect(todayStatus(OVERNIGHT, at(4, '18:00'))).toEqual({ kind: 'open-until', open: true, time: 200 });
      expect(todayStatus(OVERNIGHT, at(4, '23:59'))).toEqual({ kind: 'open-until', open: true, time: 200 });
    });

    it('the part after midnight belongs to the previous day\'s interval', () => {
      // Saturday 01:00 is open because of Friday 18:00 -> 02:00.
      expect(todayStatus(OVERNIGHT, at(5, '00:00'))).toEqual({ kind: 'open-until', open: true, time: 200 });
      expect(todayStatus(OVERNIGHT, at(5, '02:00'))).toEqual({ kind: 'open-until', open: true, time: 200 });
      expect(todayStatus(OVERNIGHT, at(5, '02:01'))).toEqual({ kind: 'opens-at', open: false, time: 1800 });
      // Sunday morning: Saturday's carries over, then Sunday's own hours.
      expect(todayStatus(OVERNIGHT, at(6, '01:30'))).toEqual({ kind: 'open-until', open: true, time: 200 });
      expect(todayStatus(OVERNIGHT, at(6, '03:00'))).toEqual({ kind: 'opens-at', open: false, time: 1400 });
    });

    it("yesterday's interval closing this morning gives way to today's closing later", () => {
      // Monday 18:00 -> 06:00, Tuesday from midnight to noon: at Tuesday 03:00 the store is open until noon.
      const hours = week(open(iv(1800, 600)), open(iv(0, 1200)), CLOSED, CLOSED, CLOSED, CLOSED, CLOSED);
      expect(todayStatus(hours, at(1, '03:00'))).toEqual({ kind: 'open-until', open: true, time: 1200 });
      // Back to back: at Tuesday 06:00 the night's interval ends, the day's runs until 22:00.
      const contiguous = week(open(iv(2200, 600)), open(iv(600, 2200)), CLOSED, CLOSED, CLOSED, CLOSED, CLOSED);
      expect(todayStatus(contiguous, at(1, '06:00'))).toEqual({ kind: 'open-until', open: true, time: 2200 });
      // A night interval that closes later than today's morning one still wins.
      const late = week(open(iv(2000, 500)), open(iv(100, 300)), CLOSED, CLOSED, CLOSED, CLOSED, CLOSED);
      expect(todayStatus(late, at(1, '02:00'))).toEqual({ kind: 'open-until', open: true, time: 500 });
    });

    it('carry over from Sunday into Monday', () => {
      const sundayNight = week(CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, open(iv(2000, 100)));
      expect(todayStatus(sundayNight, at(0, '00:30'))).toEqual({ kind: 'open-until', open: true, time: 100 });
      expect(todayStatus(sundayNight, at(0, '01:01'))).toEqual({ kind: 'closed', open: false });
    });
  });

  it('holiday hours count like any other hours', () => {
    const hours = week(holiday(iv(1000, 1400)), CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED);
    expect(todayStatus(hours, at(0, '13:00'))).toEqual({ kind: 'open-until', open: true, time: 1400 });
  });

  it('among overlapping open intervals, reports the one closing last', () => {
    const hours = everyDay(open(iv(900, 1200), iv(1200, 1800)));
    expect(todayStatus(hours, at(2, '12:00'))).toEqual({ kind: 'open-until', open: true, time: 1800 });
  });
});

describe('todayStatus properties', () => {
  it('is open exactly when some interval (or yesterday\'s overnight one) covers now', () => {
    fc.assert(fc.property(weekArbitrary, localTime, (hours, now) => {
      expect(todayStatus(hours, now).open).toBe(openInterval(hours, now) !== null);
    }));
  });

  it('agrees with the spec rule for plain intervals (no overnight, no carry-over)', () => {
    const plain = fc.tuple(hourMinute, hourMinute).filter(([s, e]) => e === 0 || e > s).map(([start, end]) => ({ start, end }));
    fc.assert(fc.property(fc.array(plain, { maxLength: 3 }), fc.integer({ min: 0, max: 2359 }).filter((n) => n % 100 < 60), (intervals, nowHm) => {
      const hours = everyDay(open(...intervals));
      const minute = Math.floor(nowHm / 100) * 60 + (nowHm % 100);
      const spec = intervals.some(({ start, end }) => (start === 0 && end === 0) || (start <= nowHm && (end === 0 || end >= nowHm)));
      expect(todayStatus(hours, { weekday: 2, minute }).open).toBe(spec);
    }));
  });

  it('a closed status names a time of today\'s own intervals', () => {
    fc.assert(fc.property(weekArbitrary, localTime, (hours, now) => {
      const status = todayStatus(hours, now);
      const today = hours[now.weekday]!.intervals;
      if (status.kind === 'opens-at') expect(today.map((i) => i.start)).toContain(status.time);
      if (status.kind === 'closed-at') expect(today.map((i) => i.end)).toContain(status.time);
      if (status.kind === 'closed') expect(status.open).toBe(false);
    }));
  });
});
