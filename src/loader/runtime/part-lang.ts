import { stringsLang } from '../../i18n/strings-lang';
import { toBcp47 } from '../../core/locale';
import { widgetLocale } from '../locale';
import type { WidgetContext } from '../types';
import { declaredLocale } from './declared-locale';

/**
 * The language subtag of a tag or locale: `fr` of fr-BE and fr_BE, `frr` of frr; '' of ''. Not core's languageOf,
 * which reads '' (lang="", language unknown) as English.
 */
const subtagOf = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * `tag` when the language around `target` (its own lang included) is another one, else undefined: the `lang` an
 * element showing a text in `tag` needs, so a screen reader reads it in its language (WCAG 3.1.2). A region marked
 * lang="" (language unknown) differs from every language. No `tag` (the page declares no language): none.
 */
export function otherLang(target: Element, tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const around = target.closest('[lang]')?.getAttribute('lang') ?? '';
  return subtagOf(around) === subtagOf(tag) ? undefined : tag;
}

/**
 * The language of the texts a widget shows from strings(): the block's (fr-BE), or English standing in for a language
 * without texts (ru, zh). None when neither the block nor its page declares a locale: the English a widget then falls
 * back to is no language the page said it is in.
 */
export function textsLang(element: Element): string | undefined {
  return declaredLocale(element) ? stringsLang(widgetLocale(element)) : undefined;
}

/**
 * The `lang` of a widget's root when its texts are in another language than the one around its host: a block given a
 * data-locale of its own (a French store block on an English page). None when the languages agree. None for English
 * standing in for a language without texts (ru, zh): the store's content the widget shows is in the block's language,
 * and marking the whole root English would mislabel it. A widget that writes into the host's own markup marks each
 * text of its own there instead (markLang with WidgetContext.lang). The shop header and footer are not marked: their
 * language is the shop site's.
 */
export function partLang(element: Element, tag = textsLang(element)): string | null {
  if (!tag || subtagOf(tag) !== subtagOf(widgetLocale(element))) return null;
  return otherLang(element, tag) ?? null;
}

/**
 * The block's own language (its locale as a tag) when a locale is declared: that of what Intl formats for the widget
 * (dates, distances) and of texts the template gave it, to mark them with (markLang).
 */
export function localeLang(context: Pick<WidgetContext, 'lang' | 'locale'>): string | undefined {
  return context.lang && toBcp47(context.locale);
}
