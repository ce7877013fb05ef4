/** The locale every helper falls back to when the page gives none or a malformed one. */
export const DEFAULT_LOCALE = 'en';

/**
 * Turns a page locale in the CMS's POSIX style ('fr_BE') into a canonical BCP 47 tag ('fr-BE') that
 * Intl accepts. Never throws: an empty, malformed or non-string locale gives 'en', because a bad
 * locale in page markup must not break a widget.
 *
 * @example
 * toBcp47('fr_BE'); // 'fr-BE'
 * toBcp47('ja_jp'); // 'ja-JP'
 * toBcp47('not a locale'); // 'en'
 */
export function toBcp47(locale: string): string {
  if (typeof locale !== 'string') return DEFAULT_LOCALE;
  // POSIX suffixes ('.UTF-8', '@euro') mean nothing to Intl and would make it reject the tag.
  const tag = locale.trim().replace(/[.@].*$/, '').replace(/_/g, '-');
  if (tag === '') return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The language subtag of a page locale, after the same normalisation as `toBcp47`.
 *
 * @example
 * languageOf('fr_BE'); // 'fr'
 * languageOf('zh-Hant-TW'); // 'zh'
 * languageOf(''); // 'en'
 */
export function languageOf(locale: string): string {
  return new Intl.Locale(toBcp47(locale)).language;
}
