import { html, type Raw } from '../../html';

export interface SearchFormOptions {
  /** The query the page was rendered for (the input's value). */
  query?: string;
  /** The site's country name, appended to typed queries as ", <country>" (spec §2 page start). */
  country: string;
}

/**
 * The search form the CMS renders on the directory root and the results page. Without JavaScript it is a plain GET
 * form to /search; the search-form widget adds suggestions (global search mode, as at page start), the submit
 * interception and geolocation. The geolocate button comes after the search button so that Enter in the input
 * submits the search, and without JavaScript it submits the typed text like the search button.
 */
export function searchFormSection({ query = '', country }: SearchFormOptions): Raw {
  return html`<div class="search-area" id="search" data-locator="search-form" data-global>
<form class="search-form" action="/search" method="get" role="search" data-locator-country="${country}">
  <label for="q">City, address or postcode</label>
  <input id="q" name="q" type="search" value="${query}" autocomplete="off">
  <button type="submit">Search</button>
  <button type="submit" class="search-form__geolocate" data-locator-geolocate>Use my location</button>
</form>
</div>`;
}

/** The sample site is the brand's US-English store locator: its country text, appended to typed queries. */
export const SITE_COUNTRY = 'United States';
