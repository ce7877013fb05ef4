import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import type { DistanceUnit } from './distance';

const INTL_UNIT = { mi: 'mile', km: 'kilometer' } as const satisfies Record<DistanceUnit, string>;
const formats = createIntlCache<Intl.NumberFormat>();

/**
 * The distance unit of a page locale: miles for US and British English, kilometres elsewhere. A bare `en` counts as
 * US English, as Intl resolves it and as the legacy default (miles) had it.
 *
 * @example
 * distanceUnitFor('en_US'); // 'mi'
 * distanceUnitFor('en_GB'); // 'mi'
 * distanceUnitFor('fr_FR'); // 'km'
 */
export function distanceUnitFor(locale: string): DistanceUnit {
  const tag = toBcp47(locale);
  // The spec's default is miles; the United States and the United Kingdom give store distances in miles, the rest of
  // the supported languages' countries in kilometres.
  return tag === 'en-US' || tag === 'en' || tag === 'en-GB' ? 'mi' : 'km';
}

/**
 * A distance with exactly 2 decimals and the unit, in the page locale's conventions.
 *
 * @example
 * formatDistance(3.2, 'mi', 'en_US'); // '3.20 mi'
 * formatDistance(1234.5, 'km', 'fr_FR'); // '1 234,50 km'
 */
export function formatDistance(value: number, unit: DistanceUnit, locale: string): string {
  const tag = toBcp47(locale);
  const format = formats.get(`${tag}|${unit}`, () =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'short', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return format.format(value);
}
