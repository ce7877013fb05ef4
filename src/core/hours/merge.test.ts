// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOrder, mergeDays, sameHours } from './merge';
import { arbitraryWeek, arbitraryWeekday, CLOSED, holiday, iv, open, SPLIT, week } from './test-builders';

const STANDARD = week(...Array.from({ length: 6 }, () => open(iv(1000, 1900))), CLOSED);
const spans = (ranges: ReturnType<typeof mergeDays>) => ranges.map((r) => [r.first, r.through]);

describe('dayOrder', () => {
  it('is Monday first, or starts from today with todayfirst', () => {
    expect(dayOrder(false, 3)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayOrder(true, 3)).toEqual([3, 4, 5, 6, 0, 1, 2]);
    expect(dayOrder(true, null)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('mergeDays', () => {
  it('merges adjacent days with equal hours through the last day', () => {
    expect(spans(mergeDays(STANDARD, dayOrder(false, null)))).toEqual([[0, 5], [6, 6]]);
    expect(spans(mergeDays(SPLIT, dayOrder(false, null)))).toEqual([[0, 0], [1, 5], [6, 6]]);
  });

  it('never merges a holiday day, even with equal hours', () => {
    const hours = week(open(iv(1000, 1400)), holiday(iv(1000, 1400)), open(iv(1000, 1400)), open(iv(1000, 1400)), CLOSED, CLOSED, holiday());
    expect(spans(mergeDays(hours, dayOrder(false, null)))).toEqual([[0, 0], [1, 1], [2, 3], [4, 5], [6, 6]]);
  });

  it('merges in display order: from today, Sunday and Monday become neighbours', () => {
    expect(spans(mergeDays(SPLIT, dayOrder(true, 3)))).toEqual([[3, 5], [6, 0], [1, 2]]);
  });

  it('compares intervals in order', () => {
    expect(sameHours(open(iv(900, 1200), iv(1400, 1800)), open(iv(900, 1200), iv(1400, 1800)))).toBe(true);
    expect(sameHours(open(iv(900, 1200), iv(1400, 1800)), open(iv(900, 1200)))).toBe(false);
    expect(sameHours(open(iv(900, 1200)), open(iv(900, 1230)))).toBe(false);
  });

  it('covers every day once, in order, and only merges equal non-holiday neighbours (properties)', () => {
    fc.assert(fc.property(arbitraryWeek, fc.boolean(), arbitraryWeekday, (hours, todayFirst, today) => {
      const order = dayOrder(todayFirst, today);
      const ranges = mergeDays(hours, order);
      expect(ranges.flatMap((r) => r.days)).toEqual(order);
      for (const range of ranges) {
        expect(range.first).toBe(range.days[0]);
        expect(range.through).toBe(range.days[range.days.length - 1]);
        for (const day of range.days) expect(sameHours(hours[day]!, range.entry)).toBe(true);
        if (range.days.length > 1) expect(range.days.some((day) => hours[day]!.holiday)).toBe(false);
      }
      ranges.slice(1).forEach((range, i) => {
        const previous = ranges[i]!;
        expect(previous.entry.holiday || range.entry.holiday || !sameHours(previous.entry, range.entry)).toBe(true);
      });
    }));
  });
});
