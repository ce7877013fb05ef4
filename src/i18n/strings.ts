import type { MapStrings } from './map';
import type { HoursStrings } from './hours';
import type { ReviewStrings } from './reviews';
import type { VideoStrings } from './video';
import type { SearchStrings } from './search';
import type { PhotoFeedStrings } from './photo-feed';

/**
 * Visible strings, one set per language in src/i18n/languages (each its own chunk: a page downloads only its own
 * language). A page overrides any of them per widget through the widget's config (documented in docs/markup.md);
 * other languages fall back to English.
 */
export interface Strings {
  showMore: string;
  showLess: string;
  newTab: string;
  /** The reviews widget's texts (src/i18n/reviews.ts). */
  reviews: ReviewStrings;
  /** The video widget's texts (src/i18n/video.ts). */
  video: VideoStrings;
  /** The hours widget's texts (src/i18n/hours.ts). */
  hours: HoursStrings;
  /** The search form and type-ahead texts (src/i18n/search.ts). */
  search: SearchStrings;
  /** The photo feed widget's texts (src/i18n/photo-feed.ts). */
  photoFeed: PhotoFeedStrings;
  /** The map widget's texts (src/i18n/map.ts). */
  map: MapStrings;
}

export const LANGUAGES = ['en', 'fr', 'it', 'de', 'es', 'nl', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a page locale such as fr_BE or ja_JP: its own when supported, else English. */
export function languageFor(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

const tables = new Map<Language, Strings>();

/** Called by each language module as it loads (src/i18n/languages). */
export function registerStrings(language: Language, table: Strings): void {
  tables.set(language, table);
}

/**
 * Strings for a page locale. The loader loads the language before it mounts a widget that uses strings
 * (src/loader/load-strings.ts); where that language failed to load, English stands in.
 */
export function strings(locale: string): Strings {
  const table = tables.get(languageFor(locale)) ?? tables.get('en');
  if (!table) throw new Error(`[locator] the ${languageFor(locale)} texts are not loaded`);
  return table;
}
