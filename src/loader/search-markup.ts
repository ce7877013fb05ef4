/**
 * The markup contract of the search form and the results screen: names their widgets read on the page and write to
 * it. Apart from the loader's schema so that the loader chunk, on every page, does not carry them.
 */
/** The search form's markup (spec §2 page start, §7 position searches). */
export const SEARCH_ATTR = {
  /** On any element inside the host (the form itself, a span…): its value, or else its text, is the country text. */
  country: 'data-locator-country',
  /** Marks the geolocate button inside the host. */
  geolocate: 'data-locator-geolocate',
  /** Marks the hidden `q` input the widget adds for a position search. */
  position: 'data-locator-position',
} as const;

export const SEARCH_CLASS = {
  /** On the form and on <body> while the device position is looked up (spec §4 geolocation marks). */
  geolocating: 'locator-geolocating',
  /** On the suggestions' parent element, which becomes their positioning box. */
  parent: 'locator-search-parent',
} as const;

/** Form field names of spec §7: a position search sends q = 'latitude,longitude' and the text as qp. */
export const SEARCH_FIELD = { query: 'q', text: 'qp' } as const;

/** The results screen's markup (spec §2 search results screen). */
export const RESULTS_ATTR = {
  /** On each of the two narrow-screen toggle controls: the view it shows, "list" or "map". */
  view: 'data-locator-view',
  /** Marks the "search this area" button. */
  requery: 'data-locator-requery',
} as const;

export const RESULTS_CLASS = {
  /** On <body> while the narrow screen shows the map (spec §4 page: list view or map-visible view). */
  mapVisible: 'locator-map-visible',
  /** On the card shown active. */
  active: 'locator-result--active',
} as const;

/** A result card's id is this prefix plus the location id (spec §2): the location anchor. */
export const CARD_PREFIX = 'js-yl-';
