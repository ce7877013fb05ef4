import { stringsLang } from '../../i18n/strings-lang';
import { widgetLocale } from '../locale';
import { ATTR } from '../schema';

const languageOf = (tag: string) => tag.slice(0, 2).toLowerCase();

/**
 * The `lang` of a widget's root when its texts are in another language than the one around its host: a block given a
 * data-locale of its own (a French store block on an English page), so a screen reader reads its texts in their
 * language (WCAG 3.1.2). None when the languages agree, and none for English standing in for a language without texts
 * (ru, zh) or for a page that declares no language: the store's own content the widget shows is in the block's language, and marking the whole root English
 * would mislabel it (the map marks its own stand-in texts, see MapWidget).
 */
export function partLang(element: Element): string | null {
  const locale = widgetLocale(element);
  const tag = stringsLang(locale);
  if (languageOf(tag) !== languageOf(locale)) return null;
  const around = element.closest('[lang]')?.getAttribute('lang') ?? '';
  // A page that declares no language at all: the English default is no declared language either.
  const declared = element.getAttribute(ATTR.locale) || element.ownerDocument.documentElement.getAttribute(ATTR.locale) || around;
  if (!declared) return null;
  return languageOf(around) === languageOf(tag) ? null : tag;
}
