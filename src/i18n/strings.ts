/**
 * Visible strings per language. A page overrides any of them per widget through the widget's config
 * (documented in docs/markup.md); missing languages fall back to English.
 */
export interface Strings {
  showMore: string;
  showLess: string;
  newTab: string;
}

const en: Strings = { showMore: 'Show more', showLess: 'Show less', newTab: 'Link Opens in New Tab' };

const table: Record<string, Strings> = {
  en,
  fr: { showMore: 'Afficher plus', showLess: 'Afficher moins', newTab: en.newTab },
  it: { showMore: 'Mostra di più', showLess: 'Mostra meno', newTab: en.newTab },
  de: { showMore: 'Mehr anzeigen', showLess: 'Weniger anzeigen', newTab: en.newTab },
  es: { showMore: 'Mostrar más', showLess: 'Mostrar menos', newTab: en.newTab },
  nl: { showMore: 'Meer tonen', showLess: 'Minder tonen', newTab: en.newTab },
  ja: { showMore: 'もっと見る', showLess: '閉じる', newTab: en.newTab },
};

/** Strings for a page locale such as fr_BE or ja_JP. */
export function strings(locale: string): Strings {
  return table[locale.slice(0, 2).toLowerCase()] ?? en;
}
