/**
 * The photo feed widget's texts (each language's in src/i18n/languages); `{count}` is replaced by the formatted
 * number. Counted texts come in the plural categories the languages use here (Intl.PluralRules: 'one', everything
 * else 'other').
 */
export interface PhotoFeedStrings {
  /** The button that loads the next page. */
  loadMore: string;
  /** The alt text of a photo without a caption (with its place after it, when it has one). */
  untitled: string;
  likes: { one: string; other: string };
  comments: { one: string; other: string };
  /** Announced in the live region after a page was added. */
  added: { one: string; other: string };
}
