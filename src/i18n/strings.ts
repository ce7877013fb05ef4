import { mapStrings, type MapStrings } from './map';
import { hoursStrings, type HoursStrings } from './hours';
import { reviewStrings, type ReviewStrings } from './reviews';
import { videoStrings, type VideoStrings } from './video';
import { searchStrings, type SearchStrings } from './search';
import { photoFeedStrings, type PhotoFeedStrings } from './photo-feed';

/**
 * Visible strings per language. A page overrides any of them per widget through the widget's config
 * (documented in docs/markup.md); missing languages fall back to English.
 */
export interface Strings {
  showMore: string;
  showLess: string;
  newTab: string;
  /** The reviews widget's texts (src/i18n/reviews.ts). */
  reviews: ReviewStrings;
  /** The video widget's texts (src/i18n/video.ts). */
  video: VideoStrings;
  /** The hours widget's texts (src/i18n/hours.ts). */
  hours: HoursStrings;
  /** The search form and type-ahead texts (src/i18n/search.ts). */
  search: SearchStrings;
  /** The photo feed widget's texts (src/i18n/photo-feed.ts). */
  photoFeed: PhotoFeedStrings;
  /** The map widget's texts (src/i18n/map.ts). */
  map: MapStrings;
}

const en: Strings = { showMore: 'Show more', showLess: 'Show less', newTab: 'Link Opens in New Tab', reviews: reviewStrings.en, video: videoStrings.en, hours: hoursStrings.en, search: searchStrings.en, photoFeed: photoFeedStrings.en, map: mapStrings.en };

const table: Record<string, Strings> = {
  en,
  fr: { showMore: 'Afficher plus', showLess: 'Afficher moins', newTab: en.newTab, reviews: reviewStrings.fr, video: videoStrings.fr, hours: hoursStrings.fr, search: searchStrings.fr, photoFeed: photoFeedStrings.fr, map: mapStrings.fr },
  it: { showMore: 'Mostra di più', showLess: 'Mostra meno', newTab: en.newTab, reviews: reviewStrings.it, video: videoStrings.it, hours: hoursStrings.it, search: searchStrings.it, photoFeed: photoFeedStrings.it, map: mapStrings.it },
  de: { showMore: 'Mehr anzeigen', showLess: 'Weniger anzeigen', newTab: en.newTab, reviews: reviewStrings.de, video: videoStrings.de, hours: hoursStrings.de, search: searchStrings.de, photoFeed: photoFeedStrings.de, map: mapStrings.de },
  es: { showMore: 'Mostrar más', showLess: 'Mostrar menos', newTab: en.newTab, reviews: reviewStrings.es, video: videoStrings.es, hours: hoursStrings.es, search: searchStrings.es, photoFeed: photoFeedStrings.es, map: mapStrings.es },
  nl: { showMore: 'Meer tonen', showLess: 'Minder tonen', newTab: en.newTab, reviews: reviewStrings.nl, video: videoStrings.nl, hours: hoursStrings.nl, search: searchStrings.nl, photoFeed: photoFeedStrings.nl, map: mapStrings.nl },
  ja: { showMore: 'もっと見る', showLess: '閉じる', newTab: en.newTab, reviews: reviewStrings.ja, video: videoStrings.ja, hours: hoursStrings.ja, search: searchStrings.ja, photoFeed: photoFeedStrings.ja, map: mapStrings.ja },
};

/** Strings for a page locale such as fr_BE or ja_JP. */
export function strings(locale: string): Strings {
  return table[locale.slice(0, 2).toLowerCase()] ?? en;
}
