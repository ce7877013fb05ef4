// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayName, fillTemplate, formatIntervals, formatTime, localeClock, rangeLabel, statusText, type HoursTexts } from './format';
import { arbitraryHourMinute, iv } from './test-builders';

const TEXTS: HoursTexts = {
  openUntil: 'Open until {time}',
  closeAt: 'Closed at {time}',
  opensAt: 'Opens at {time}',
  midnight: 'Open until midnight',
  allDay: 'Open 24 hours',
  closed: 'Closed',
};

describe('formatTime', () => {
  it.each([
    [0, '00:00', '12:00\u00a0AM'],
    [5, '00:05', '12:05\u00a0AM'],
    [930, '09:30', '9:30\u00a0AM'],
    [1159, '11:59', '11:59\u00a0AM'],
    [1200, '12:00', '12:00\u00a0PM'],
    [1230, '12:30', '12:30\u00a0PM'],
    [1745, '17:45', '5:45\u00a0PM'],
    [2359, '23:59', '11:59\u00a0PM'],
  ])('%s is %s or %s', (value, h24, h12) => {
    expect(formatTime(value, '24h')).toBe(h24);
    expect(formatTime(value, '12h')).toBe(h12);
  });

  it('12-hour times read hours 1..12 with AM before noon (property)', () => {
    fc.assert(fc.property(arbitraryHourMinute, (value) => {
      const match = /^(\d{1,2}):(\d{2})\u00a0(AM|PM)$/.exec(formatTime(value, '12h'));
      expect(match).not.toBeNull();
      const hour = Number(match![1]);
      expect(hour).toBeGreaterThanOrEqual(1);
      expect(hour).toBeLessThanOrEqual(12);
      expect(match![3]).toBe(value < 1200 ? 'AM' : 'PM');
      expect(((hour % 12) + (match![3] === 'PM' ? 12 : 0)) * 100 + Number(match![2])).toBe(value);
      expect(formatTime(value, '24h')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }));
  });
});

describe('texts', () => {
  it('fills templates and keeps unknown placeholders', () => {
    expect(fillTemplate('Ouvert jusqu’à {time}', { time: '19:00' })).toBe('Ouvert jusqu’à 19:00');
    expect(fillTemplate('{time} / {other}', { time: 'x' })).toBe('x / {other}');
  });

  it('formats a day\'s intervals', () => {
    expect(formatIntervals([iv(930, 1230), iv(1400, 1900)], '24h', TEXTS)).toBe('09:30 – 12:30, 14:00 – 19:00');
    expect(formatIntervals([iv(1800, 200)], '12h', TEXTS)).toBe('6:00\u00a0PM – 2:00\u00a0AM');
    expect(formatIntervals([iv(0, 0)], '24h', TEXTS)).toBe('Open 24 hours');
    expect(formatIntervals([], '24h', TEXTS)).toBe('Closed');
  });

  it.each([
    [{ kind: 'open-until', open: true, time: 1900 } as const, 'Open until 19:00', 'Open until 7:00\u00a0PM'],
    [{ kind: 'closed-at', open: false, time: 1900 } as const, 'Closed at 19:00', 'Closed at 7:00\u00a0PM'],
    [{ kind: 'opens-at', open: false, time: 930 } as const, 'Opens at 09:30', 'Opens at 9:30\u00a0AM'],
    [{ kind: 'midnight', open: true } as const, 'Open until midnight', 'Open until midnight'],
    [{ kind: 'all-day', open: true } as const, 'Open 24 hours', 'Open 24 hours'],
    [{ kind: 'closed', open: false } as const, 'Closed', 'Closed'],
  ])('status %o', (status, h24, h12) => {
    expect(statusText(status, '24h', TEXTS)).toBe(h24);
    expect(statusText(status, '12h', TEXTS)).toBe(h12);
  });
});

describe('day names', () => {
  it('come from Intl in the page locale, capitalised', () => {
    expect(dayName(0, 'en')).toBe('Monday');
    expect(dayName(6, 'fr_FR')).toBe('Dimanche');
    expect(dayName(2, 'de_DE')).toBe('Mittwoch');
    expect(dayName(4, 'ja_JP')).toBe('金曜日');
    expect(rangeLabel(0, 4, 'en')).toBe('Monday – Friday');
    expect(rangeLabel(5, 5, 'it_IT')).toBe('Sabato');
  });

  it('the locale decides the default clock', () => {
    expect(localeClock('en_US')).toBe('12h');
    expect(localeClock('en_GB')).toBe('24h');
    expect(localeClock('fr_FR')).toBe('24h');
    expect(localeClock('ja_JP')).toBe('24h');
  });
});
