// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplayStep, chunk, pageAfterRowsChange, pageAfterSwipe, pageCount, pageForKey, paging } from './carousel-paging';

const range = (total: number, rows: number, page: number) => {
  const s = paging(total, rows, page);
  return s.single ? `${s.from}` : `${s.from} - ${s.to}`;
};

describe('paging', () => {
  it('walks 9 reviews 4 at a time: 1 - 4, 5 - 8, then the single review 9', () => {
    expect([0, 1, 2].map((p) => range(9, 4, p))).toEqual(['1 - 4', '5 - 8', '9']);
    expect(paging(9, 4, 2)).toMatchObject({ pageCount: 3, single: true, canPrev: true, canNext: false });
  });

  it('caps the last range at the total', () => {
    expect(range(11, 4, 2)).toBe('9 - 11');
    expect(range(10, 4, 2)).toBe('9 - 10');
  });

  it('starts at 1 to the mobile count below the breakpoint', () => {
    expect(range(9, 2, 0)).toBe('1 - 2');
    expect([1, 2, 3, 4].map((p) => range(9, 2, p))).toEqual(['3 - 4', '5 - 6', '7 - 8', '9']);
  });

  it('clamps the page: the carousel is not infinite', () => {
    expect(paging(9, 4, 7).page).toBe(2);
    expect(paging(9, 4, -3).page).toBe(0);
    expect(paging(9, 4, 0)).toMatchObject({ canPrev: false, canNext: true });
  });

  it('has one page for one review, with the single label and no paging', () => {
    expect(paging(1, 4, 0)).toMatchObject({ from: 1, to: 1, single: true, canPrev: false, canNext: false, pageCount: 1 });
  });

  it('keeps one empty page without reviews', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(paging(0, 4, 0)).toMatchObject({ from: 1, to: 0, single: false, canNext: false });
  });

  it('follows the label rule for any total, rows and page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 300 }), (total, rows, page) => {
        const s = paging(total, rows, page);
        expect(s.from).toBe(rows * s.page + 1);
        expect(s.to).toBe(Math.min(rows * (s.page + 1), total));
        expect(s.from).toBeLessThanOrEqual(s.to);
        expect(s.to - s.from + 1).toBeLessThanOrEqual(rows);
        expect(s.single).toBe(s.from === s.to);
        expect(s.canNext).toBe(s.to < total);
        expect(s.canPrev).toBe(s.from > 1);
      }),
    );
  });
});

describe('chunk', () => {
  it('splits into pages whose ranges match the labels', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (items, rows) => {
        const pages = chunk(items, rows);
        expect(pages.flat()).toEqual(items);
        expect(pages.every((p) => p.length >= 1 && p.length <= rows)).toBe(true);
        pages.forEach((p, i) => {
          const s = paging(items.length, rows, i);
          expect(p.length).toBe(s.to - s.from + 1);
        });
      }),
    );
  });
});

describe('pageAfterRowsChange', () => {
  it('keeps the first visible review on screen', () => {
    expect(pageAfterRowsChange(1, 4, 2, 9)).toBe(2); // review 5 -> page 5 - 6
    expect(pageAfterRowsChange(3, 2, 4, 9)).toBe(1); // review 7 -> page 5 - 8
    expect(pageAfterRowsChange(4, 2, 4, 9)).toBe(2); // review 9 -> page 9
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(30), (total, a, b, p) => {
        const before = paging(total, a, p);
        const after = paging(total, b, pageAfterRowsChange(before.page, a, b, total));
        expect(after.from).toBeLessThanOrEqual(before.from);
        expect(after.to).toBeGreaterThanOrEqual(before.from);
      }),
    );
  });
});

describe('pageForKey', () => {
  const middle = paging(12, 4, 1);
  it('pages with the arrow keys, Home and End, and not past the ends', () => {
    expect(pageForKey('ArrowRight', middle)).toBe(2);
    expect(pageForKey('ArrowLeft', middle)).toBe(0);
    expect(pageForKey('Home', middle)).toBe(0);
    expect(pageForKey('End', middle)).toBe(2);
    expect(pageForKey('ArrowLeft', paging(12, 4, 0))).toBeNull();
    expect(pageForKey('ArrowRight', paging(12, 4, 2))).toBeNull();
    expect(pageForKey('Enter', middle)).toBeNull();
  });
});

describe('autoplayStep', () => {
  it('turns back at the ends instead of wrapping', () => {
    const pages: number[] = [];
    let step = { page: 0, forward: true };
    for (let i = 0; i < 6; i++) {
      step = autoplayStep(step.page, 3, step.forward);
      pages.push(step.page);
    }
    expect(pages).toEqual([1, 2, 1, 0, 1, 2]);
  });

  it('stays on the only page', () => {
    expect(autoplayStep(0, 1, true)).toEqual({ page: 0, forward: true });
  });

  it('always moves to a neighbouring page within the carousel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.nat(19), fc.boolean(), (count, page, forward) => {
        const p = Math.min(page, count - 1);
        const next = autoplayStep(p, count, forward);
        expect(Math.abs(next.page - p)).toBe(1);
        expect(next.page).toBeGreaterThanOrEqual(0);
        expect(next.page).toBeLessThan(count);
      }),
    );
  });
});

describe('pageAfterSwipe (touch threshold 5)', () => {
  it.each([
    ['a fifth of the width towards the next page', 1, -100, 2],
    ['just short of a fifth', 1, -99, 1],
    ['a fifth towards the previous page', 1, 100, 0],
    ['a whole width: still one page', 1, -500, 2],
    ['past the last page', 2, -300, 2],
    ['before the first page', 0, 300, 0],
    ['no movement (a click)', 1, 0, 1],
  ])('%s', (_, start, dx, expected) => {
    expect(pageAfterSwipe(start, dx, 500, 3)).toBe(expected);
  });

  it('stays where it started in a carousel with no width (not laid out)', () => {
    expect(pageAfterSwipe(1, -300, 0, 3)).toBe(1);
  });
});
