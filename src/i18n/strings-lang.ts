import { languageFor } from './strings';

/**
 * The language tag of the texts `strings(locale)` gives: the locale's own (fr-BE) when its language has texts, else
 * `en` (the English that stands in: ru, zh, pt). For the `lang` of an element showing them, so a screen reader reads
 * English stand-ins as English on a Russian page. A module of its own: strings.ts is in the loader's chunk, where
 * every byte counts, and only widgets need this. (A language whose texts failed to load also gets English; that rare
 * case keeps the locale's tag.)
 */
export function stringsLang(locale: string): string {
  return languageFor(locale) === locale.slice(0, 2).toLowerCase() ? locale.replace('_', '-') : 'en';
}
