/**
 * Visible strings of the reviews widget per language ({name} placeholders are filled by the widget). English
 * carries the spec's exact texts (§2, §9). A page overrides any of them through the widget's `labels` config.
 */
export interface ReviewStrings {
  title: string;
  basedOn: string;
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

const en: ReviewStrings = {
  title: 'Recent Reviews',
  basedOn: 'Based on {count} Reviews',
  empty: 'No reviews yet.',
  range: 'reviews {from} - {to}',
  single: 'review {from}',
  displaying: 'Displaying {range} out of the {total} most recent',
  ownerResponse: 'Response from the owner',
  stars: '{rating} out of 5 stars',
  previous: 'Previous reviews',
  next: 'Next reviews',
  slide: '{index} of {count}',
  carouselRole: 'carousel',
  slideRole: 'slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
};

export const reviewStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', ReviewStrings> = {
  en,
  fr: {
    title: 'Avis récents',
    basedOn: 'Basé sur {count} avis',
    empty: 'Aucun avis pour le moment.',
    range: 'avis {from} - {to}',
    single: 'avis {from}',
    displaying: 'Affichage : {range} sur les {total} plus récents',
    ownerResponse: 'Réponse du propriétaire',
    stars: '{rating} sur 5 étoiles',
    previous: 'Avis précédents',
    next: 'Avis suivants',
    slide: '{index} sur {count}',
    carouselRole: 'carrousel',
    slideRole: 'diapositive',
    pause: 'Arrêter le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  it: {
    title: 'Recensioni recenti',
    basedOn: 'Basato su {count} recensioni',
    empty: 'Ancora nessuna recensione.',
    range: 'recensioni {from} - {to}',
    single: 'recensione {from}',
    displaying: 'Visualizzazione: {range} delle {total} più recenti',
    ownerResponse: 'Risposta del proprietario',
    stars: '{rating} su 5 stelle',
    previous: 'Recensioni precedenti',
    next: 'Recensioni successive',
    slide: '{index} di {count}',
    carouselRole: 'carosello',
    slideRole: 'diapositiva',
    pause: 'Interrompi lo scorrimento automatico',
    play: 'Avvia lo scorrimento automatico',
  },
  de: {
    title: 'Neueste Bewertungen',
    basedOn: 'Basierend auf {count} Bewertungen',
    empty: 'Noch keine Bewertungen.',
    range: 'Bewertungen {from} - {to}',
    single: 'Bewertung {from}',
    displaying: 'Angezeigt: {range} der {total} neuesten',
    ownerResponse: 'Antwort des Inhabers',
    stars: '{rating} von 5 Sternen',
    previous: 'Vorherige Bewertungen',
    next: 'Nächste Bewertungen',
    slide: '{index} von {count}',
    carouselRole: 'Karussell',
    slideRole: 'Folie',
    pause: 'Automatisches Blättern anhalten',
    play: 'Automatisches Blättern starten',
  },
  es: {
    title: 'Reseñas recientes',
    basedOn: 'Basado en {count} reseñas',
    empty: 'Todavía no hay reseñas.',
    range: 'reseñas {from} - {to}',
    single: 'reseña {from}',
    displaying: 'Mostrando {range} de las {total} más recientes',
    ownerResponse: 'Respuesta del propietario',
    stars: '{rating} de 5 estrellas',
    previous: 'Reseñas anteriores',
    next: 'Reseñas siguientes',
    slide: '{index} de {count}',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    pause: 'Detener el desplazamiento automático',
    play: 'Iniciar el desplazamiento automático',
  },
  nl: {
    title: 'Recente beoordelingen',
    basedOn: 'Gebaseerd op {count} beoordelingen',
    empty: 'Nog geen beoordelingen.',
    range: 'beoordelingen {from} - {to}',
    single: 'beoordeling {from}',
    displaying: 'Weergegeven: {range} van de {total} meest recente',
    ownerResponse: 'Reactie van de eigenaar',
    stars: '{rating} van 5 sterren',
    previous: 'Vorige beoordelingen',
    next: 'Volgende beoordelingen',
    slide: '{index} van {count}',
    carouselRole: 'carrousel',
    slideRole: 'dia',
    pause: 'Automatisch bladeren stoppen',
    play: 'Automatisch bladeren starten',
  },
  ja: {
    title: '最近のレビュー',
    basedOn: '{count}件のレビューに基づく',
    empty: 'まだレビューはありません。',
    range: 'レビュー {from} - {to}',
    single: 'レビュー {from}',
    displaying: '最新{total}件中 {range} を表示',
    ownerResponse: 'オーナーからの返信',
    stars: '5つ星中{rating}',
    previous: '前のレビュー',
    next: '次のレビュー',
    slide: '{index} / {count}',
    carouselRole: 'カルーセル',
    slideRole: 'スライド',
    pause: '自動再生を停止',
    play: '自動再生を開始',
  },
};
