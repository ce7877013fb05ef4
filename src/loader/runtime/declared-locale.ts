import { ATTR } from '../schema';

/**
 * The locale a block or its page declares: the host's data-locale, else the page's data-locale or lang; '' when none
 * is (the English a widget then falls back to is no language the page said it is in).
 */
export function declaredLocale(element: Element): string {
  const page = element.ownerDocument.documentElement;
  return element.getAttribute(ATTR.locale) || page.getAttribute(ATTR.locale) || page.getAttribute('lang') || '';
}
