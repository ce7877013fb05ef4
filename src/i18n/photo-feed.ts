/**
 * The photo feed widget's texts per language; `{count}` is replaced by the formatted number. Counted texts come in
 * the plural categories the languages use here (Intl.PluralRules: 'one', everything else 'other').
 */
export interface PhotoFeedStrings {
  /** The button that loads the next page. */
  loadMore: string;
  likes: { one: string; other: string };
  comments: { one: string; other: string };
  /** Announced in the live region after a page was added. */
  added: { one: string; other: string };
}

export const photoFeedStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', PhotoFeedStrings> = {
  en: {
    loadMore: 'Load more',
    likes: { one: '{count} like', other: '{count} likes' },
    comments: { one: '{count} comment', other: '{count} comments' },
    added: { one: '{count} photo added', other: '{count} photos added' },
  },
  fr: {
    loadMore: 'Voir plus de photos',
    likes: { one: '{count} j’aime', other: '{count} j’aime' },
    comments: { one: '{count} commentaire', other: '{count} commentaires' },
    added: { one: '{count} photo ajoutée', other: '{count} photos ajoutées' },
  },
  it: {
    loadMore: 'Mostra altre foto',
    likes: { one: '{count} Mi piace', other: '{count} Mi piace' },
    comments: { one: '{count} commento', other: '{count} commenti' },
    added: { one: '{count} foto aggiunta', other: '{count} foto aggiunte' },
  },
  de: {
    loadMore: 'Weitere Fotos laden',
    likes: { one: '{count} Like', other: '{count} Likes' },
    comments: { one: '{count} Kommentar', other: '{count} Kommentare' },
    added: { one: '{count} Foto hinzugefügt', other: '{count} Fotos hinzugefügt' },
  },
  es: {
    loadMore: 'Cargar más fotos',
    likes: { one: '{count} me gusta', other: '{count} me gusta' },
    comments: { one: '{count} comentario', other: '{count} comentarios' },
    added: { one: '{count} foto añadida', other: '{count} fotos añadidas' },
  },
  nl: {
    loadMore: 'Meer foto’s laden',
    likes: { one: '{count} like', other: '{count} likes' },
    comments: { one: '{count} reactie', other: '{count} reacties' },
    added: { one: '{count} foto toegevoegd', other: '{count} foto’s toegevoegd' },
  },
  ja: {
    loadMore: '写真をさらに表示',
    likes: { one: 'いいね！{count}件', other: 'いいね！{count}件' },
    comments: { one: 'コメント{count}件', other: 'コメント{count}件' },
    added: { one: '{count}枚の写真を追加しました', other: '{count}枚の写真を追加しました' },
  },
};
