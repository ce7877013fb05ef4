import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTooltip, TOOLTIP_POSITIONS } from './tooltip-placement';

const bounds = { x: 0, y: 0, width: 900, height: 589 };
const tip = { width: 80, height: 24 };
const anchor = (x: number, y: number, width = 40, height = 30) => ({ x, y, width, height });

describe('placeTooltip', () => {
  it('tries 9 positions (spec §9)', () => {
    expect(TOOLTIP_POSITIONS).toHaveLength(9);
  });

  it('goes above the anchor, centred, when it fits there', () => {
    expect(placeTooltip(anchor(400, 300), tip, bounds)).toEqual({ position: 'top', x: 380, y: 270 });
  });

  it('takes the next position that fits: below at the top edge, right or left at a corner', () => {
    expect(placeTooltip(anchor(400, 5), tip, bounds).position).toBe('bottom');
    // Top-left corner, in a box too short for above or below: to the right.
    expect(placeTooltip(anchor(0, 0, 40, 30), tip, { x: 0, y: 0, width: 900, height: 40 }).position).toBe('right');
    expect(placeTooltip(anchor(850, 0, 50, 30), tip, { x: 0, y: 0, width: 900, height: 40 }).position).toBe('left');
  });

  it('falls back to the centre of a large anchor, then to the first position kept inside', () => {
    expect(placeTooltip(anchor(0, 0, 900, 589), tip, bounds).position).toBe('center');
    const wide = placeTooltip(anchor(10, 10), { width: 1000, height: 24 }, bounds);
    expect(wide).toEqual({ position: 'top', x: 0, y: 0 });
  });

  it('always lies within the bounds when it can fit in them at all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 880 }), fc.integer({ min: 0, max: 570 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 200 }), (x, y, w, h) => {
        const spot = placeTooltip(anchor(x, y, Math.min(w, 900 - x), Math.min(h, 589 - y)), tip, bounds);
        expect(spot.x).toBeGreaterThanOrEqual(0);
        expect(spot.y).toBeGreaterThanOrEqual(0);
        expect(spot.x + tip.width).toBeLessThanOrEqual(900);
        expect(spot.y + tip.height).toBeLessThanOrEqual(589);
      }),
    );
  });
});
