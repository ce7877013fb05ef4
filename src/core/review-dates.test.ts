// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDatePattern, isoDate, parseCalendarDate } from './review-dates';

const NOV_13 = parseCalendarDate('2026-11-13')!;
const MAR_5 = parseCalendarDate('2026-03-05')!;

describe('parseCalendarDate', () => {
  it('reads calendar dates and the date part of timestamps', () => {
    expect(isoDate(NOV_13)).toBe('2026-11-13');
    expect(isoDate(parseCalendarDate('2026-11-13T23:59:00-08:00')!)).toBe('2026-11-13');
    // A CMS export's date and time with a space between.
    expect(isoDate(parseCalendarDate('2026-11-13 10:00:00')!)).toBe('2026-11-13');
  });

  it('rejects what is not a date', () => {
    for (const bad of ['', '13/11/2026', '2026-02-31', '2026-13-01', 'yesterday', '2026-11-1', '2026-11-130', '2026-11-13x', '2026-11-13 soon']) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
  });

  it('round-trips every calendar day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(isoDate(parseCalendarDate(iso)!)).toBe(iso);
      }),
    );
  });
});

describe('formatCalendarDate', () => {
  it('is short in the list and long otherwise, in the page locale', () => {
    expect(formatCalendarDate(NOV_13, 'en_US', 'short')).toBe('11/13/26');
    expect(formatCalendarDate(NOV_13, 'en_US', 'long')).toBe('November 13, 2026');
    expect(formatCalendarDate(NOV_13, 'en_GB', 'short')).toBe('13/11/2026');
    expect(formatCalendarDate(NOV_13, 'fr_FR', 'long')).toBe('13 novembre 2026');
    expect(formatCalendarDate(NOV_13, 'de_DE', 'long')).toBe('13. November 2026');
    expect(formatCalendarDate(NOV_13, 'ja_JP', 'long')).toBe('2026年11月13日');
  });

  it('shows the same calendar day in any time zone of the visitor', () => {
    // Formatting is in UTC, matching the UTC parse: midnight UTC never slips to the day before.
    expect(formatCalendarDate(parseCalendarDate('2026-01-01')!, 'en_US', 'long')).toBe('January 1, 2026');
  });
});

describe('formatDatePattern', () => {
  it('formats the tokens and keeps bracketed text', () => {
    expect(formatDatePattern(MAR_5, 'DD/MM/YYYY', 'en')).toBe('05/03/2026');
    expect(formatDatePattern(MAR_5, 'D.M.YY', 'en')).toBe('5.3.26');
    expect(formatDatePattern(MAR_5, 'D MMMM YYYY', 'fr_FR')).toBe('5 mars 2026');
    expect(formatDatePattern(MAR_5, 'MMM D, YYYY', 'en_US')).toBe('Mar 5, 2026');
    expect(formatDatePattern(MAR_5, '[Day] D [of] MMMM', 'en')).toBe('Day 5 of March');
  });
});
