import { strings } from './strings';

/**
 * The language tag of the texts `strings(locale)` gives: the locale's own (fr-BE) when its language has texts and they
 * are in, else `en` (the English that stands in). For the `lang` of an element showing them, so a screen reader reads
 * English stand-ins as English on a Russian page. A module of its own: strings.ts is in the loader's chunk, where
 * every byte counts, and only widgets need this.
 */
export function stringsLang(locale: string): string {
  const own = locale.slice(0, 2).toLowerCase();
  return own === 'en' || strings(locale) !== strings('en') ? locale.replace('_', '-') : 'en';
}
