/** Languages whose pages take the shop header and footer (spec §2); any other language keeps the plain header. */
export const SHOP_LANGUAGES = ['fr', 'fr_BE', 'it', 'en', 'de', 'nl', 'es'] as const;

export type ShopSite = 'fr' | 'be/fr' | 'it' | 'de' | 'es' | 'be/nl' | 'uk';

/**
 * The shop site for a page locale, or null when the page keeps its plain header.
 * fr -> fr; fr_BE -> be/fr; it; de; es; nl -> be/nl; en and any other supported language -> the UK site.
 * @example shopSiteFor('fr_BE') // 'be/fr'
 */
export function shopSiteFor(locale: string): ShopSite | null {
  const normalized = locale.replace('-', '_');
  const [language = '', region = ''] = normalized.split('_');
  const lang = language.toLowerCase();
  if (lang === 'fr' && region.toUpperCase() === 'BE') return 'be/fr';
  if (!(SHOP_LANGUAGES as readonly string[]).includes(lang)) return null;
  switch (lang) {
    case 'fr':
    case 'it':
    case 'de':
    case 'es':
      return lang;
    case 'nl':
      return 'be/nl';
    default:
      return 'uk';
  }
}
