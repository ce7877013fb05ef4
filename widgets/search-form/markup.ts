import { SEARCH_ATTR, SEARCH_CLASS, SEARCH_FIELD } from '../../src/loader/search-markup';

// The names live in the markup contract (src/loader/search-markup.ts); re-exported under the names this widget's modules use.
export { SEARCH_ATTR, SEARCH_CLASS };
export const FIELD = SEARCH_FIELD;

export interface FormParts {
  host: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The submit button that is not the geolocate button; disabled once the form is submitted. */
  searchButton: HTMLButtonElement | HTMLInputElement | null;
  geolocateButton: HTMLElement | null;
  /** The element holding the country text, if any. */
  country: Element | null;
}

const SUBMIT = 'button:not([type]), button[type="submit"], input[type="submit"]';
const TEXT_INPUT = 'input[type="search"], input[type="text"], input:not([type])';

/** The form, its search input and buttons inside a search-form host; null when there is no form with an input. */
export function findParts(host: HTMLElement, inputId: string | null): FormParts | null {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form');
  if (!form) return null;
  const byId = inputId ? host.ownerDocument.getElementById(inputId) : null;
  const input = byId instanceof HTMLInputElement ? byId : form.querySelector<HTMLInputElement>(TEXT_INPUT);
  if (!input) return null;
  const geolocate = `[${SEARCH_ATTR.geolocate}]`;
  const searchButton = Array.from(form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SUBMIT)).find((b) => !b.matches(geolocate)) ?? null;
  // The page's country text (spec §3: read from the page): in the host first, else anywhere on the page.
  const country = host.matches(`[${SEARCH_ATTR.country}]`) ? host : (host.querySelector(`[${SEARCH_ATTR.country}]`) ?? host.ownerDocument.querySelector(`[${SEARCH_ATTR.country}]`));
  return { host, form, input, searchButton, geolocateButton: host.querySelector<HTMLElement>(geolocate), country };
}

/** The page's country text: the marked element's attribute value, else its text (spec §2 page start). */
export function countryText(parts: Pick<FormParts, 'country'>): string {
  const element = parts.country;
  if (!element) return '';
  const value = element.getAttribute(SEARCH_ATTR.country)?.trim();
  if (value) return value;
  // The text of a plain element only (a span): the form itself, marked with an empty value on a page without a
  // country, holds its label and buttons, which are no country.
  return element.childElementCount === 0 ? (element.textContent ?? '').trim() : '';
}
