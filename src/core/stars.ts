/** One star of a rating display. */
export type StarState = 'full' | 'half' | 'empty';

/** Ratings are shown on this scale (spec §9: 5 stars, scale 1 to 5). */
export const STAR_COUNT = 5;

/** A 5-point star in a 24 x 24 box, and its left half (the star is symmetric about x = 12): for SVG polygons. */
export const STAR_POINTS = '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
export const HALF_STAR_POINTS = '12,2 8.91,8.26 2,9.27 7,14.14 5.82,21.02 12,17.77';

/**
 * The five stars for a rating: whole stars are full; the fractional part gives one more star that is full above
 * 0.75, half from 0.25 to 0.75 (both ends included) and empty below 0.25 (spec §9). Ratings outside 0..5 are
 * clamped and NaN counts as 0, so a bad value in page data still draws five stars.
 *
 * @example
 * starStates(4.8); // ['full', 'full', 'full', 'full', 'full']
 * starStates(4.5); // ['full', 'full', 'full', 'full', 'half']
 * starStates(4.2); // ['full', 'full', 'full', 'full', 'empty']
 */
export function starStates(rating: number): StarState[] {
  const value = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  const whole = Math.floor(value);
  // Rounded so that 4.25 - 4 (0.25 exactly) and values like 3.7500000000000004 land on the documented side.
  const fraction = Math.round((value - whole) * 1e6) / 1e6;
  const extra: StarState = fraction > 0.75 ? 'full' : fraction >= 0.25 ? 'half' : 'empty';
  return Array.from({ length: STAR_COUNT }, (_, i): StarState => (i < whole ? 'full' : i === whole ? extra : 'empty'));
}

/** The rating the stars show, as a number of stars (a half counts 0.5): what the accessible label should match. */
export function starValue(states: readonly StarState[]): number {
  return states.reduce((sum, state) => sum + (state === 'full' ? 1 : state === 'half' ? 0.5 : 0), 0);
}
