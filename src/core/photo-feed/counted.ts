import { formatNumber } from '../format';
import { createIntlCache } from '../intl-cache';
import { toBcp47 } from '../locale';

const rules = createIntlCache<Intl.PluralRules>();

/**
 * A counted text in the page language: the form for the count's plural category ('one', else 'other'), with
 * `{count}` replaced by the number formatted for the locale.
 *
 * @example
 * counted({ one: '{count} like', other: '{count} likes' }, 1234, 'en'); // '1,234 likes'
 * counted({ one: '{count} photo ajoutée', other: '{count} photos ajoutées' }, 0, 'fr_FR'); // '0 photo ajoutée'
 */
export function counted(forms: { one: string; other: string }, count: number, locale: string): string {
  const tag = toBcp47(locale);
  const category = rules.get(tag, () => new Intl.PluralRules(tag)).select(count);
  return (category === 'one' ? forms.one : forms.other).replace('{count}', formatNumber(count, locale));
}
