import { languageOf } from '../locale';
import { MAP } from './constants';

/**
 * The language a provider should label its map in: the page language when it is en, es, fr, de, ru or zh
 * (spec §5), else null (the provider's own default).
 */
export function mapLanguage(pageLocale: string): string | null {
  const language = languageOf(pageLocale);
  return (MAP.languages as readonly string[]).includes(language) ? language : null;
}
