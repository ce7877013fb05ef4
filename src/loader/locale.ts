import { ATTR } from './schema';

/** The page locale: data-locale on <html>, else its lang (fr-BE becomes fr_BE), else "en". */
export function pageLocale(doc: Document = document): string {
  const root = doc.documentElement;
  const value = root.getAttribute(ATTR.locale) || root.lang || 'en';
  return value.replace('-', '_');
}
