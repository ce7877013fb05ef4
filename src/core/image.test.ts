// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseImage, type ImageSize } from './image';

const size = (url: string, width: number, height: number): ImageSize => ({ url, width, height });
const SMALL = size('small.jpg', 100, 100);
const MEDIUM = size('medium.jpg', 400, 300);
const LARGE = size('large.jpg', 1200, 900);
const PANORAMA = size('panorama.jpg', 2000, 150);
const SIZES = [LARGE, SMALL, MEDIUM];

describe('chooseImage', () => {
  it.each([
    ['300x200', MEDIUM],
    ['400x300', MEDIUM],
    ['401x300', LARGE],
    ['0x0', SMALL],
    [' 100 x 100 ', SMALL],
  ])('picks the smallest image at least %s', (desired, expected) => {
    expect(chooseImage(SIZES, desired)).toBe(expected);
  });

  it('falls back to the largest image within the box when none covers it', () => {
    expect(chooseImage(SIZES, '1300x950')).toBe(LARGE);
    expect(chooseImage([SMALL, MEDIUM, PANORAMA], '500x500')).toBe(MEDIUM);
  });

  it('falls back to the largest image overall when none covers or fits the box', () => {
    expect(chooseImage([PANORAMA, size('tall.jpg', 100, 1000)], '500x500')).toBe(PANORAMA);
  });

  it('with atLeastAsLarge false, picks the largest image within the box', () => {
    expect(chooseImage(SIZES, '500x500', false)).toBe(MEDIUM);
    expect(chooseImage(SIZES, '400x300', false)).toBe(MEDIUM);
    expect(chooseImage(SIZES, '5000x5000', false)).toBe(LARGE);
  });

  it('with atLeastAsLarge false, falls back to the smallest image overall', () => {
    expect(chooseImage(SIZES, '50x50', false)).toBe(SMALL);
  });

  it('breaks ties by area, then width, then input order', () => {
    const wide = size('wide.jpg', 400, 200);
    const tall = size('tall.jpg', 200, 400);
    const tallCopy = size('tall-copy.jpg', 200, 400);
    expect(chooseImage([wide, tall, tallCopy], '100x100')).toBe(tall);
    expect(chooseImage([wide, tall, tallCopy], '500x500', false)).toBe(wide);
    expect(chooseImage([tallCopy, tall], '100x100')).toBe(tallCopy);
  });

  it.each([
    ['300', 'Invalid desired size'],
    ['300X200', 'Invalid desired size'],
    ['', 'Invalid desired size'],
    ['x200', 'Invalid width specified'],
    ['-1x200', 'Invalid width specified'],
    ['1.5x200', 'Invalid width specified'],
    ['abcx200', 'Invalid width specified'],
    ['300x', 'Invalid height specified'],
    ['300x2e2', 'Invalid height specified'],
    ['300x200x100', 'Invalid height specified'],
  ])('rejects desired size %j with %j', (desired, message) => {
    expect(() => chooseImage(SIZES, desired)).toThrow(message);
  });

  it.each([[[]], [null], [{}], ['sizes']])('rejects sizes %j', (sizes) => {
    expect(() => chooseImage(sizes as unknown as ImageSize[], '1x1')).toThrow('non-zero length sizes array required');
  });

  it.each([[null], [{ url: 'a.jpg', width: '100', height: 100 }], [{ width: 1, height: 1 }], [{ url: 'a', width: -1, height: 1 }]])(
    'rejects a malformed entry %j',
    (entry) => {
      expect(() => chooseImage([SMALL, entry as unknown as ImageSize], '1x1')).toThrow('Object of type ImageSize expected');
    },
  );

  it('rejects a non-string desired size', () => {
    expect(() => chooseImage(SIZES, 300 as unknown as string)).toThrow('Object of type string expected');
  });

  describe('properties', () => {
    const dimension = fc.integer({ min: 0, max: 3000 });
    const sizes = fc.array(fc.record({ url: fc.webUrl(), width: dimension, height: dimension }), { minLength: 1, maxLength: 12 });
    const area = (s: ImageSize) => s.width * s.height;

    it('always returns one of the inputs', () => {
      fc.assert(fc.property(sizes, dimension, dimension, fc.boolean(), (list, w, h, atLeast) => {
        expect(list).toContain(chooseImage(list, `${w}x${h}`, atLeast));
      }));
    });

    it('returns the smallest covering image whenever one exists', () => {
      fc.assert(fc.property(sizes, dimension, dimension, (list, w, h) => {
        const covering = list.filter((s) => s.width >= w && s.height >= h);
        fc.pre(covering.length > 0);
        const chosen = chooseImage(list, `${w}x${h}`);
        expect(chosen.width).toBeGreaterThanOrEqual(w);
        expect(chosen.height).toBeGreaterThanOrEqual(h);
        expect(covering.some((s) => area(s) < area(chosen))).toBe(false);
      }));
    });

    it('without atLeastAsLarge, returns an image within the box whenever one exists, and the largest such', () => {
      fc.assert(fc.property(sizes, dimension, dimension, (list, w, h) => {
        const within = list.filter((s) => s.width <= w && s.height <= h);
        fc.pre(within.length > 0);
        const chosen = chooseImage(list, `${w}x${h}`, false);
        expect(chosen.width).toBeLessThanOrEqual(w);
        expect(chosen.height).toBeLessThanOrEqual(h);
        expect(within.some((s) => area(s) > area(chosen))).toBe(false);
      }));
    });
  });
});
