import { ATTR } from './schema';

/** The page locale: data-locale on <html>, else its lang (fr-BE becomes fr_BE), else "en". */
export function pageLocale(doc: Document = document): string {
  const root = doc.documentElement;
  const value = root.getAttribute(ATTR.locale) || root.lang || 'en';
  return value.replace('-', '_');
}

/** The locale a widget reads its texts and formats in: its own data-locale, else the page's. */
export function widgetLocale(element: Element): string {
  // Blank (a template's empty field) is none given, as on <html>.
  return element.getAttribute(ATTR.locale) || pageLocale(element.ownerDocument);
}
