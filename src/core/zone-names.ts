import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import { expectType } from './type-check';

// Names of time zones on Intl, in the page's locale (via toBcp47).

const zoneFormats = createIntlCache<Intl.DateTimeFormat | null>();

function expectFinite(value: unknown, name: string): asserts value is number {
  expectType(value, 'number');
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
}

/**
 * The long name of an IANA time zone in `locale` at the instant `now` (epoch ms; the present when not given), so
 * daylight saving time is reflected ('Eastern Daylight Time' in July). An unknown zone lets Intl's RangeError
 * ('Invalid time zone specified: ...') through.
 *
 * @example
 * timezoneName('America/New_York', 'en_US', Date.UTC(2024, 0, 15)); // 'Eastern Standard Time'
 * timezoneName('Europe/Paris', 'fr_FR', Date.UTC(2024, 6, 15)); // 'heure d’été d’Europe centrale'
 */
export function timezoneName(ianaZone: string, locale: string, now: number = Date.now()): string {
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
