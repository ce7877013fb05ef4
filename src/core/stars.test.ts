// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAR_COUNT, starStates, starValue } from './stars';

const F = 'full';
const H = 'half';
const E = 'empty';

describe('starStates', () => {
  it.each([
    [4.8, [F, F, F, F, F]],
    [4.5, [F, F, F, F, H]],
    [4.2, [F, F, F, F, E]],
    [4.76, [F, F, F, F, F]],
    [4.75, [F, F, F, F, H]],
    [4.25, [F, F, F, F, H]],
    [4.24, [F, F, F, F, E]],
    [5, [F, F, F, F, F]],
    [1, [F, E, E, E, E]],
    [1.3, [F, H, E, E, E]],
    [3.9, [F, F, F, F, E]],
  ] as const)('%s gives %j', (rating, expected) => {
    expect(starStates(rating)).toEqual(expected);
  });

  it('clamps values outside the scale and treats NaN as no stars', () => {
    expect(starStates(7)).toEqual([F, F, F, F, F]);
    expect(starStates(-2)).toEqual([E, E, E, E, E]);
    expect(starStates(Number.NaN)).toEqual([E, E, E, E, E]);
  });

  it('always draws five stars, full ones first, then at most one half, then empty ones', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const states = starStates(rating);
        expect(states).toHaveLength(STAR_COUNT);
        expect(`${states.join(',')},`).toMatch(/^(full,)*(half,)?(empty,)*$/);
        expect(states.filter((s) => s === 'half').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('shows the rating to the nearest half star, within a quarter star', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const shown = starValue(starStates(rating));
        expect(shown * 2).toBe(Math.round(shown * 2));
        expect(Math.abs(shown - rating)).toBeLessThanOrEqual(0.25 + 1e-6);
      }),
    );
  });

  it('never shows fewer stars for a higher rating', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(starValue(starStates(low))).toBeLessThanOrEqual(starValue(starStates(high)));
      }),
    );
  });
});
