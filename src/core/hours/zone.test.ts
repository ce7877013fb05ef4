// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoneNoteText } from './index';
import { utcOn } from './test-builders';
import { instantOfWall, isTimeZone, localTime, localTimeOf, offsetMinutes, wallMinutes, zonesDiffer } from './zone';

const MINUTE = 60_000;
// 2026 daylight-saving changes in the EU: spring forward Sunday 29 March 01:00 UTC, fall back Sunday 25 October 01:00 UTC.
const PARIS_SPRING = Date.UTC(2026, 2, 29, 1, 0);
const PARIS_FALL = Date.UTC(2026, 9, 25, 1, 0);

describe('localTime', () => {
  it('reads the store\'s weekday and minute in its own zone', () => {
    // Tuesday 2026-11-24 23:30 UTC is Wednesday 00:30 in Paris, Tuesday 18:30 in New York, Wednesday 08:30 in Tokyo.
    const instant = utcOn(1, '23:30');
    expect(localTime(instant, 'UTC')).toEqual({ weekday: 1, minute: 23 * 60 + 30 });
    expect(localTime(instant, 'Europe/Paris')).toEqual({ weekday: 2, minute: 30 });
    expect(localTime(instant, 'America/New_York')).toEqual({ weekday: 1, minute: 18 * 60 + 30 });
    expect(localTime(instant, 'Asia/Tokyo')).toEqual({ weekday: 2, minute: 8 * 60 + 30 });
  });

  it('drops seconds', () => {
    expect(localTime(utcOn(0, '10:00', 59), 'UTC')).toEqual({ weekday: 0, minute: 600 });
  });

  it('matches the Date getters in UTC for any instant', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (instant) => {
      const date = new Date(instant);
      expect(localTime(instant, 'UTC')).toEqual({ weekday: (date.getUTCDay() + 6) % 7, minute: date.getUTCHours() * 60 + date.getUTCMinutes() });
    }));
  });

  it('localTimeOf works before 1970 too', () => {
    expect(localTimeOf(-1)).toEqual({ weekday: 2, minute: 1439 }); // Wednesday 1969-12-31 23:59
  });
});

describe('offsets and zones', () => {
  it('gives the offset in minutes, daylight saving included', () => {
    expect(offsetMinutes(utcOn(0, '12:00'), 'Europe/Paris')).toBe(60);
    expect(offsetMinutes(Date.UTC(2026, 6, 1), 'Europe/Paris')).toBe(120);
    expect(offsetMinutes(utcOn(0, '12:00'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(utcOn(0, '12:00'), 'Asia/Kolkata')).toBe(330);
  });

  it('knows valid zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('zones differ only when their clocks read differently', () => {
    const now = utcOn(0, '12:00');
    expect(zonesDiffer('Europe/Paris', 'Europe/Paris', now)).toBe(false);
    expect(zonesDiffer('Europe/Paris', 'Europe/Berlin', now)).toBe(false);
    expect(zonesDiffer('Europe/Paris', 'America/New_York', now)).toBe(true);
    expect(zonesDiffer('Europe/London', 'UTC', now)).toBe(false);
    expect(zonesDiffer('Europe/London', 'UTC', Date.UTC(2026, 6, 1))).toBe(true);
  });
});

describe('instantOfWall', () => {
  const wallOf = (instant: number) => wallMinutes(instant, 'Europe/Paris');

  it('without a DST change, is the wall difference later', () => {
    const now = utcOn(1, '17:30', 25);
    expect(instantOfWall(wallOf(now) + 31, now, 'Europe/Paris')).toBe(utcOn(1, '18:01'));
  });

  it('across spring forward, lands on the wall time (an hour less of real time)', () => {
    const now = PARIS_SPRING - 60 * MINUTE; // 01:00 local
    // 04:00 local is 02:00 UTC.
    expect(instantOfWall(wallOf(now) + 180, now, 'Europe/Paris')).toBe(PARIS_SPRING + 60 * MINUTE);
  });

  it('a target inside the spring-forward gap gives the end of the gap', () => {
    const now = PARIS_SPRING - 60 * MINUTE; // 01:00 local; 02:30 local does not exist
    expect(instantOfWall(wallOf(now) + 90, now, 'Europe/Paris')).toBe(PARIS_SPRING);
  });

  it('across fall back, gives the first occurrence still to come', () => {
    const before = PARIS_FALL - 50 * MINUTE; // 02:10 CEST
    expect(instantOfWall(wallOf(before) + 20, before, 'Europe/Paris')).toBe(PARIS_FALL - 30 * MINUTE); // 02:30 CEST
    const repeat = PARIS_FALL + 10 * MINUTE; // 02:10 CET, the second time
    expect(instantOfWall(wallOf(repeat) + 20, repeat, 'Europe/Paris')).toBe(PARIS_FALL + 30 * MINUTE);
    // 03:30 local comes after the repeated hour: 02:30 UTC.
    expect(instantOfWall(wallOf(before) + 80, before, 'Europe/Paris')).toBe(PARIS_FALL + 90 * MINUTE);
  });

  it('is always after now, on a whole minute, and reads the target (or later, in a gap)', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    fc.assert(fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.integer({ min: 1, max: 1500 }), fc.constantFrom(...zones), (now, ahead, zone) => {
      const target = wallMinutes(now, zone) + ahead;
      const instant = instantOfWall(target, now, zone);
      expect(instant).toBeGreaterThan(now);
      expect(instant % MINUTE).toBe(0);
      expect(wallMinutes(instant, zone)).toBeGreaterThanOrEqual(target);
      // And no earlier minute after now reached it.
      if (instant - MINUTE > now) expect(wallMinutes(instant - MINUTE, zone)).toBeLessThan(target);
    }));
  });
});

describe('zoneNoteText', () => {
  it('names the zone in the page language, the same in winter and summer (a page rendered in one season and read in the other keeps its box)', () => {
    const template = 'Times are in the store’s time zone: {zone}';
    expect(zoneNoteText(template, 'America/New_York', 'en_US', Date.UTC(2026, 10, 21, 12))).toBe('Times are in the store’s time zone: Eastern Time');
    expect(zoneNoteText(template, 'America/New_York', 'en_US', Date.UTC(2026, 6, 1, 12))).toBe('Times are in the store’s time zone: Eastern Time');
    expect(zoneNoteText('Heure du magasin : {zone}', 'Europe/Paris', 'fr_FR', Date.UTC(2026, 0, 5, 12))).toBe('Heure du magasin : heure d’Europe centrale');
    expect(zoneNoteText('Heure du magasin : {zone}', 'Europe/Paris', 'fr_FR', Date.UTC(2026, 6, 5, 12))).toBe('Heure du magasin : heure d’Europe centrale');
    // A zone without daylight saving time has no other name than its standard one.
    expect(zoneNoteText('Heure du magasin : {zone}', 'Asia/Tokyo', 'fr_FR', Date.UTC(2026, 10, 21, 12))).toBe('Heure du magasin : heure normale du Japon');
  });
});
