import type { LatLng } from '../../maps/types';
import { languageOf } from '../locale';
import { MAP } from './constants';

/** Default centres by locale (spec §9): en London, de Berlin, es Madrid, it Rome, ja Tokyo, nl Brussels, else Paris. */
export const LOCALE_CENTRES = {
  en: { latitude: 51.507222, longitude: -0.1275 },
  de: { latitude: 52.52, longitude: 13.405 },
  es: { latitude: 40.416775, longitude: -3.70379 },
  it: { latitude: 41.893056, longitude: 12.482778 },
  ja: { latitude: 35.689722, longitude: 139.692222 },
  nl: { latitude: 50.846667, longitude: 4.3525 },
  other: { latitude: 48.856613, longitude: 2.352222 },
} as const satisfies Record<string, LatLng>;

/**
 * The centre of an empty map. A map with a locale of its own (the map wrapper's data-locale) is centred on the
 * locale's city; without one, on the middle of the continental United States.
 *
 * @example
 * localeCentre('de_DE'); // Berlin
 * localeCentre('pt_BR'); // Paris
 * localeCentre(null);    // 39.833333, -98.583333
 */
export function localeCentre(locale: string | null): LatLng {
  if (locale === null) return MAP.defaultCenter;
  const language = languageOf(locale);
  return language in LOCALE_CENTRES ? LOCALE_CENTRES[language as keyof typeof LOCALE_CENTRES] : LOCALE_CENTRES.other;
}
