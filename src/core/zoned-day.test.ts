// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKey, endOfDay, isValidTimeZone, wallClock, zoneOffsetMs } from './zoned-day';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const ZONES = ['UTC', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Santiago', 'Asia/Tokyo',
  'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns'];

describe('wallClock and zoneOffsetMs', () => {
  it('reads the local fields, midnight as hour 0', () => {
    expect(wallClock(at('2026-11-21T23:00:00Z'), 'Europe/Paris')).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0 });
    expect(zoneOffsetMs(at('2026-11-21T12:00:00Z'), 'Europe/Paris')).toBe(HOUR);
    expect(zoneOffsetMs(at('2026-07-01T12:00:00Z'), 'Europe/Paris')).toBe(2 * HOUR);
    expect(zoneOffsetMs(at('2026-11-21T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetMs(at('2026-11-21T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('endOfDay', () => {
  it.each([
    ['2026-11-21T12:00:00Z', 'Europe/Paris', '2026-11-21T23:00:00.000Z'],
    ['2026-11-21T22:59:59Z', 'Europe/Paris', '2026-11-21T23:00:00.000Z'],
    ['2026-11-21T23:00:00Z', 'Europe/Paris', '2026-11-22T23:00:00.000Z'],
    ['2026-11-21T01:00:00Z', 'America/New_York', '2026-11-21T05:00:00.000Z'],
    ['2026-11-21T01:00:00Z', 'Asia/Tokyo', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T12:00:00Z', 'UTC', '2026-11-22T00:00:00.000Z'],
    // A 23-hour day (spring forward at 01:00 UTC) and a 25-hour day.
    ['2026-03-29T00:30:00Z', 'Europe/London', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25T00:30:00Z', 'Europe/London', '2026-10-26T00:00:00.000Z'],
    // Santiago skips midnight (00:00 -> 01:00): the day ends at the jump.
    ['2026-09-05T16:00:00Z', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // Santiago falls back from 24:00 to 23:00: the day ends at the second midnight.
    ['2026-04-04T16:00:00Z', 'America/Santiago', '2026-04-05T04:00:00.000Z'],
    // Samoa skipped 30 December 2011 entirely.
    ['2011-12-29T12:00:00Z', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
  ])('%s in %s ends at %s', (start, zone, end) => {
    expect(new Date(endOfDay(at(start), zone)).toISOString()).toBe(end);
  });

  it('is the first second of a later day, at most 26 hours ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...ZONES),
        (start, zone) => {
          const end = endOfDay(start, zone);
          expect(end).toBeGreaterThan(start);
          expect(end - start).toBeLessThanOrEqual(26 * HOUR);
          expect(end % 1000).toBe(0);
          expect(dayKey(end, zone)).toBeGreaterThan(dayKey(start, zone));
          expect(dayKey(end - 1000, zone)).toBe(dayKey(start, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('in UTC is the next multiple of a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (start) => {
        expect(endOfDay(start, 'UTC')).toBe((Math.floor(start / 86_400_000) + 1) * 86_400_000);
      }),
    );
  });

  it('throws RangeError for an unknown zone', () => {
    expect(() => endOfDay(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
