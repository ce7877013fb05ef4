import { expectType } from './type-check';

/** One rendition of an image. */
export interface ImageSize {
  url: string;
  width: number;
  height: number;
}

const NON_NEGATIVE_INTEGER = /^\d+$/;

function parseDimension(text: string, message: string): number {
  const trimmed = text.trim();
  if (!NON_NEGATIVE_INTEGER.test(trimmed)) throw new RangeError(message);
  return Number(trimmed);
}

function parseDesired(desired: string): { width: number; height: number } {
  expectType(desired, 'string');
  const at = desired.indexOf('x');
  if (at < 0) throw new RangeError('Invalid desired size');
  return {
    width: parseDimension(desired.slice(0, at), 'Invalid width specified'),
    height: parseDimension(desired.slice(at + 1), 'Invalid height specified'),
  };
}

function isDimension(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function expectSizes(sizes: unknown): asserts sizes is [ImageSize, ...ImageSize[]] {
  if (!Array.isArray(sizes) || sizes.length === 0) throw new RangeError('non-zero length sizes array required');
  for (const size of sizes) {
    expectType(size, 'object', 'ImageSize');
    if (typeof size.url !== 'string' || !isDimension(size.width) || !isDimension(size.height)) {
      throw new TypeError('Object of type ImageSize expected');
    }
  }
}

/** Orders by area, then width; equal images keep input order because callers scan left to right. */
function compare(a: ImageSize, b: ImageSize): number {
  return a.width * a.height - b.width * b.height || a.width - b.width;
}

function smallest(list: ImageSize[]): ImageSize | undefined {
  return list.reduce<ImageSize | undefined>((best, s) => (best === undefined || compare(s, best) < 0 ? s : best), undefined);
}

function largest(list: ImageSize[]): ImageSize | undefined {
  return list.reduce<ImageSize | undefined>((best, s) => (best === undefined || compare(s, best) > 0 ? s : best), undefined);
}

/**
 * Picks the rendition to show for a box of `desired` ('WxH', e.g. '300x200').
 *
 * With `atLeastAsLarge` (the default): the smallest image covering the box (width >= W and
 * height >= H); else the largest image that fits within the box; else, as neither exists, the
 * largest image overall, because it comes closest to covering the box.
 * Without it: the largest image that fits within the box; else the smallest image overall.
 *
 * "Smallest" and "largest" compare areas, then widths; among equal images the first listed wins.
 * Throws 'Invalid desired size' (no 'x'), 'Invalid width specified', 'Invalid height specified'
 * (a part that is not a non-negative integer), 'non-zero length sizes array required', and
 * 'Object of type ImageSize expected' for a malformed entry.
 *
 * @example
 * const sizes = [
 *   { url: 's.jpg', width: 100, height: 100 },
 *   { url: 'm.jpg', width: 400, height: 300 },
 *   { url: 'l.jpg', width: 1200, height: 900 },
 * ];
 * chooseImage(sizes, '300x200').url; // 'm.jpg'
 * chooseImage(sizes, '300x200', false).url; // 's.jpg'
 */
export function chooseImage(sizes: ImageSize[], desired: string, atLeastAsLarge = true): ImageSize {
  const box = parseDesired(desired);
  expectSizes(sizes);
  const covering = sizes.filter((s) => s.width >= box.width && s.height >= box.height);
  const within = sizes.filter((s) => s.width <= box.width && s.height <= box.height);
  const chosen = atLeastAsLarge
    ? smallest(covering) ?? largest(within) ?? largest(sizes)
    : largest(within) ?? smallest(sizes);
  // The fallbacks run over a non-empty array, so a choice always exists.
  return chosen ?? sizes[0];
}
