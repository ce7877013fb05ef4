// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusAt } from './index';
import { arbitraryWeek, CLOSED, everyDay, iv, open, OVERNIGHT, SPLIT, utcOn, week } from './test-builders';
import { changePoints, nextTransition } from './transition';
import { localTime } from './zone';

const PARIS = 'Europe/Paris';

describe('changePoints', () => {
  it('has every midnight, each opening and the minute after each closing', () => {
    const hours = week(open(iv(930, 1900)), CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, open(iv(2200, 100)));
    const day = (d: number, minutes: number) => d * 1440 + minutes;
    expect(changePoints(hours)).toEqual([
      day(0, 0), day(0, 61) /* Sunday night closes at 01:00, so 01:01 */, day(0, 570), day(0, 1141),
      day(1, 0), day(2, 0), day(3, 0), day(4, 0), day(5, 0), day(6, 0), day(6, 1320),
    ]);
  });

  it('adds nothing inside an all-day day and no extra point for a midnight end', () => {
    expect(changePoints(everyDay(open(iv(0, 0))))).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => d * 1440));
    expect(changePoints(everyDay(open(iv(1000, 0))))).toHaveLength(14);
  });
});

describe('nextTransition', () => {
  it('is the minute after closing while open (Paris, UTC+1 in November)', () => {
    // Tuesday 18:30 in Paris -> 19:01 in Paris (18:01 UTC).
    expect(nextTransition(SPLIT, utcOn(1, '17:30', 42), PARIS)).toBe(utcOn(1, '18:01'));
  });

  it('is the next opening while closed', () => {
    // Tuesday 12:45 in Paris -> 14:00.
    expect(nextTransition(SPLIT, utcOn(1, '11:45'), PARIS)).toBe(utcOn(1, '13:00'));
  });

  it('is the store\'s midnight when nothing else happens today', () => {
    // Tuesday 20:00 in Paris -> Wednesday 00:00 in Paris (Tuesday 23:00 UTC).
    expect(nextTransition(SPLIT, utcOn(1, '19:00'), PARIS)).toBe(utcOn(1, '23:00'));
  });

  it('follows an overnight interval past midnight', () => {
    // Friday 23:00 -> the midnight row change, then Saturday 02:01.
    expect(nextTransition(OVERNIGHT, utcOn(4, '22:00'), PARIS)).toBe(utcOn(4, '23:00'));
    expect(nextTransition(OVERNIGHT, utcOn(4, '23:00'), PARIS)).toBe(utcOn(5, '01:01'));
  });

  it('uses the store\'s zone, not UTC', () => {
    // Closing 19:00 in New York (UTC-5) is 00:01 UTC the next day.
    expect(nextTransition(SPLIT, utcOn(1, '23:30'), 'America/New_York')).toBe(utcOn(2, '00:01'));
  });

  it('no change of status or day is missed before the transition (properties, UTC and Paris)', () => {
    fc.assert(
      fc.property(arbitraryWeek, fc.integer({ min: 0, max: 14 * 1440 }), fc.constantFrom('UTC', PARIS), (hours, offset, zone) => {
        const now = utcOn(0, '00:00') + offset * 60_000 + 17_000;
        const next = nextTransition(hours, now, zone);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(25 * 3_600_000);
        const before = statusAt(hours, now, zone);
        expect(statusAt(hours, next - 1, zone)).toEqual(before);
        expect(localTime(next - 1, zone).weekday).toBe(localTime(now, zone).weekday);
        // `next` may be a point where nothing visible changes (an interval hidden by a longer one): that only costs
        // a re-render. Missing a change would be the bug, and the two checks above rule it out.
      }),
    );
  });
});
