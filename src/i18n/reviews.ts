/**
 * Visible strings of the reviews widget, each language's in src/i18n/languages ({name} placeholders are filled by
 * the widget). English carries the spec's exact texts (§2, §9). A page overrides any of them through the widget's
 * `labels` config.
 */
export interface ReviewStrings {
  title: string;
  /** 'Based on N Reviews', and its form for a count of the language's singular ('Based on 1 Review'). */
  basedOn: string;
  basedOnOne: string;
  /** Instead of the summary when the location has no review at all. */
  empty: string;
  range: string;
  single: string;
  displaying: string;
  ownerResponse: string;
  stars: string;
  previous: string;
  next: string;
  slide: string;
  carouselRole: string;
  slideRole: string;
  pause: string;
  play: string;
}
