/**
 * Visible strings of the search form, its type-ahead and the distance widget (each language's in
 * src/i18n/languages). English carries the spec's exact texts (§8: the live-region texts and the geolocation failure
 * alert). `{count}` is filled by the widget. A page overrides any of them through the search-form widget's `labels`
 * config.
 */
export interface SearchStrings {
  /** Live region, empty input. */
  typeToSearch: string;
  /** Live region, two or more options; {count} is the number. */
  options: string;
  /** Live region, one option. */
  oneOption: string;
  /** Live region, no option (also after a failed request). */
  noResults: string;
  /** The accessible name of the suggestions listbox. */
  suggestions: string;
  /** Spinner text while the device position is looked up. */
  locating: string;
  /** Alert when geolocation fails for another reason than a refused permission. */
  locateFailed: string;
  /** The spinner's button that gives up the lookup. */
  cancelLocate: string;
}
