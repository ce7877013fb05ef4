import { languageFor, type Language } from '../i18n/strings';
import { loadOnce } from './load-once';

/** Each language's texts, a chunk of its own: a page downloads only its own language (about 1 KiB gzip). */
const LANGUAGE_LOADERS: Record<Language, () => Promise<unknown>> = {
  en: () => import('../i18n/languages/en'),
  fr: () => import('../i18n/languages/fr'),
  it: () => import('../i18n/languages/it'),
  de: () => import('../i18n/languages/de'),
  es: () => import('../i18n/languages/es'),
  nl: () => import('../i18n/languages/nl'),
  ja: () => import('../i18n/languages/ja'),
};

/**
 * The texts of a widget's locale, loaded before it mounts; `loaders` are the language chunks. One load per language
 * and page (loadOnce): where it fails, English stands in (one warning, and every widget of that language then reads
 * English); a failure of English too fails the widgets, and the next one asks again.
 */
export function stringsLoader(loaders: Record<Language, () => Promise<unknown>>): (locale: string) => Promise<void> {
  const english = loadOnce(() => loaders.en().then(() => {}));
  const others = new Map<Language, () => Promise<void>>();
  const load = (language: Language) => {
    if (language === 'en') return english();
    let once = others.get(language);
    if (!once) {
      once = loadOnce(() =>
        loaders[language]().then(
          () => {},
          (error: unknown) => {
            console.warn(`[locator] the ${language} texts could not load; English stands in`, error);
            return english();
          },
        ),
      );
      others.set(language, once);
    }
    return once();
  };
  return (locale) => load(languageFor(locale));
}

/** Loads the texts of a widget's language before it mounts (its code reads them synchronously). */
export const loadStrings = stringsLoader(LANGUAGE_LOADERS);
