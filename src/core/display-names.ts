import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import { expectType } from './type-check';
import { stateName } from './us-states';

// Names of languages, countries and regions on Intl, in the page's locale (via toBcp47). Time zone names are in
// zone-names.ts: the opening hours need them without the US states table regionName carries.
export { timezoneGenericName, timezoneName } from './zone-names';

const displayNames = createIntlCache<Intl.DisplayNames>();

function displayName(type: 'language' | 'region', code: string, locale: string): string {
  const tag = toBcp47(locale);
  const names = displayNames.get(`${tag}|${type}`, () => new Intl.DisplayNames(tag, { type }));
  try {
    // With the default fallback ('code') an unknown but well-formed code comes back unchanged.
    return names.of(code) ?? code;
  } catch (error) {
    // Intl only says 'invalid_argument', which names neither the kind of code nor the code.
    throw new RangeError(`Invalid ${type} code: ${JSON.stringify(code)}`, { cause: error });
  }
}

/**
 * The name of a language (BCP 47 code) in `locale`. A well-formed but unknown code comes back
 * unchanged; a malformed one throws RangeError 'Invalid language code: "..."'.
 *
 * @example
 * languageName('de', 'fr_BE'); // 'allemand'
 * languageName('fr-BE', 'en'); // 'French (Belgium)'
 */
export function languageName(code: string, locale: string): string {
  expectType(code, 'string');
  return displayName('language', code.trim().replace(/_/g, '-'), locale);
}

/**
 * The name of a country (ISO 3166-1 alpha-2, any case) in `locale`. A well-formed but unassigned code
 * comes back upper-cased; anything but two letters throws RangeError 'Invalid country code: "..."'.
 *
 * @example
 * countryName('US', 'fr'); // 'États-Unis'
 * countryName('be', 'nl'); // 'België'
 */
export function countryName(code: string, locale: string): string {
  expectType(code, 'string');
  const trimmed = code.trim();
  if (!/^[A-Za-z]{2}$/.test(trimmed)) throw new RangeError(`Invalid country code: ${JSON.stringify(code)}`);
  return displayName('region', trimmed.toUpperCase(), locale);
}

/**
 * The name of a region: a subdivision code ('US-VA', ISO 3166-2) or a plain country code ('FR').
 * US subdivisions (states, DC, Puerto Rico, territories) come from the bundled English table, so
 * their names are English whatever `locale` says; other subdivisions, which Intl cannot name, come
 * back as the upper-cased code. Country codes are named by `countryName`. Anything else throws
 * RangeError 'Invalid region code: "..."'.
 *
 * @example
 * regionName('US-VA', 'en'); // 'Virginia'
 * regionName('FR', 'de'); // 'Frankreich'
 * regionName('CA-QC', 'fr'); // 'CA-QC'
 */
export function regionName(code: string, locale: string): string {
  expectType(code, 'string');
  const trimmed = code.trim().toUpperCase();
  const subdivision = /^([A-Z]{2})-([A-Z0-9]{1,3})$/.exec(trimmed);
  if (subdivision) return (subdivision[1] === 'US' && stateName(subdivision[2] ?? '')) || trimmed;
  if (/^[A-Z]{2}$/.test(trimmed)) return countryName(trimmed, locale);
  throw new RangeError(`Invalid region code: ${JSON.stringify(code)}`);
}
