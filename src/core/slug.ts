import slugifyLib from 'slugify';
import { expectType } from './type-check';

// The legacy helper threw 'slugify not included' when the page had not loaded the library. We bundle
// it, so that failure cannot happen and there is deliberately no such error path here.
const OPTIONS = { replacement: '-', lower: true, strict: true, trim: true } as const;

/**
 * A URL slug: transliterated to ASCII by the `slugify` package's charmap (Latin accents, Greek,
 * Cyrillic and more; currency symbols become words such as 'euro' and 'dollar'), lower case,
 * words joined by '-', anything else dropped.
 *
 * @example
 * slugify('Café de la Paix'); // 'cafe-de-la-paix'
 * slugify('Prix: 5€'); // 'prix-5euro'
 * slugify('Москва'); // 'moskva'
 */
export function slugify(text: string): string {
  expectType(text, 'string');
  return slugifyLib(text, OPTIONS);
}
