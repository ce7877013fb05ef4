import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import { expectType } from './type-check';
import { stateName } from './us-states';

// Names of languages, countries, regions and time zones on Intl, in the page's locale (via toBcp47).

const displayNames = createIntlCache<Intl.DisplayNames>();
const zoneFormats = createIntlCache<Intl.DateTimeFormat | null>();

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

function expectFinite(value: unknown, name: string): asserts value is number {
  expectType(value, 'number');
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
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

/**
 * The long name of an IANA time zone in `locale` at the instant `now` (epoch ms), so daylight saving
 * time is reflected ('Eastern Daylight Time' in July). An unknown zone lets Intl's RangeError
 * ('Invalid time zone specified: ...') through.
 *
 * @example
 * timezoneName('America/New_York', 'en_US', Date.UTC(2024, 0, 15)); // 'Eastern Standard Time'
 * timezoneName('Europe/Paris', 'fr_FR', Date.UTC(2024, 6, 15)); // 'heure d’été d’Europe centrale'
 */
export function timezoneName(ianaZone: string, locale: string, now: number): string {
  return zoneName(ianaZone, locale, now, 'long')!;
}

/**
 * The generic name of an IANA time zone in `locale`, the same in winter and summer ('Eastern Time', 'heure d’Europe
 * centrale'): the right name for a timetable, which spans both. A zone without a generic name gets its long name
 * ('Japan Standard Time'), as does a browser without generic names. `now` (epoch ms) picks the era: a zone that kept no
 * daylight saving time then is named by its standard time. An unknown zone lets Intl's RangeError through.
 *
 * @example
 * timezoneGenericName('America/New_York', 'en_US', Date.UTC(2026, 6, 1)); // 'Eastern Time'
 */
export function timezoneGenericName(ianaZone: string, locale: string, now: number): string {
  return zoneName(ianaZone, locale, now, 'longGeneric') ?? timezoneName(ianaZone, locale, now);
}

/** The zone's name in one style; null when this browser has no such style (an unknown zone throws). */
function zoneName(ianaZone: string, locale: string, now: number, style: 'long' | 'longGeneric'): string | null {
  expectType(ianaZone, 'string');
  expectFinite(now, 'now');
  const tag = toBcp47(locale);
  const format = zoneFormats.get(`${tag}|${ianaZone}|${style}`, () => {
    try {
      return new Intl.DateTimeFormat(tag, { timeZone: ianaZone, timeZoneName: style });
    } catch (error) {
      // The long style always exists: its failure is the zone's. A generic style missing falls back to it.
      if (style === 'long') throw error;
      return null;
    }
  });
  return format ? (format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? ianaZone) : null;
}
