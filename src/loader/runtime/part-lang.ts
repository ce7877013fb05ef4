import { stringsLang } from '../../i18n/strings-lang';
import { widgetLocale } from '../locale';
import { declaredLocale } from './declared-locale';

/** The language subtag of a tag or locale: `fr` of fr-BE and fr_BE, `frr` of frr. */
const languageOf = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * The `lang` of a widget's root when its texts are in another language than the one around its host: a block given a
 * data-locale of its own (a French store block on an English page), so a screen reader reads its texts in their
 * language (WCAG 3.1.2). None when the languages agree. None for English standing in for a language without texts
 * (ru, zh): the store's content the widget shows is in the block's language, and marking the whole root English would
 * mislabel it. None on a page that declares no language: its English default is no language of the page's.
 * A widget whose root is detached (it writes into the host's own markup) is given it as WidgetContext.lang and marks
 * what it writes.
 */
export function partLang(element: Element): string | null {
  const locale = widgetLocale(element);
  const tag = stringsLang(locale);
  if (languageOf(tag) !== languageOf(locale)) return null;
  if (!declaredLocale(element)) return null;
  // A region marked lang="" (language unknown) differs from every language.
  const around = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return languageOf(around) === languageOf(tag) ? null : tag;
}
