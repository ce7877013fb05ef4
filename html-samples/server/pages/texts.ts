import { html, type Raw } from '../html';

/**
 * The sample site's own template texts (headings, landmarks, the plain header and footer), in the page's language as
 * a CMS template would write them. The widgets' texts are theirs (src/i18n); the fixtures' content (descriptions,
 * event titles, reviews) is English in every language, and the pages mark it with lang="en" where they can.
 */
export interface SiteTexts {
  skipLink: string;
  tagline: string;
  footer: string;
  breadcrumb: string;
  allStores: string;
  phone: string;
  getDirections: string;
  about: string;
  events: string;
  hours: string;
  usefulLinks: string;
  sizeGuide: string;
  summerCatalogue: string;
  giftCards: string;
  findUs: string;
  nearbyStores: string;
  photos: string;
  video: string;
  /** The store tour video's title; {name} is the store's name. */
  storeTour: string;
}

const TEXTS: Record<string, SiteTexts> = {
  en: {
    skipLink: 'Skip to content',
    tagline: 'Children’s clothing',
    footer: '© 2026 Pommelune. Sample pages of locator-widgets.',
    breadcrumb: 'Breadcrumb',
    allStores: 'All stores',
    phone: 'Phone:',
    getDirections: 'Get directions',
    about: 'About this store',
    events: 'Events',
    hours: 'Hours',
    usefulLinks: 'Useful links',
    sizeGuide: 'Size guide',
    summerCatalogue: 'Summer catalogue',
    giftCards: 'Gift cards',
    findUs: 'Find us',
    nearbyStores: 'Nearby stores:',
    photos: 'Photos',
    video: 'Video',
    storeTour: '{name}: store tour',
  },
  fr: {
    skipLink: 'Aller au contenu',
    tagline: 'Vêtements pour enfants',
    footer: '© 2026 Pommelune. Pages d’exemple de locator-widgets.',
    breadcrumb: 'Fil d’Ariane',
    allStores: 'Tous les magasins',
    phone: 'Téléphone\u00a0:',
    getDirections: 'Itinéraire',
    about: 'À propos de ce magasin',
    events: 'Événements',
    hours: 'Horaires',
    usefulLinks: 'Liens utiles',
    sizeGuide: 'Guide des tailles',
    summerCatalogue: 'Catalogue d’été',
    giftCards: 'Cartes-cadeaux',
    findUs: 'Nous trouver',
    nearbyStores: 'Magasins à proximité\u00a0:',
    photos: 'Photos',
    video: 'Vidéo',
    storeTour: '{name}\u00a0: visite du magasin',
  },
  nl: {
    skipLink: 'Naar de inhoud',
    tagline: 'Kinderkleding',
    footer: '© 2026 Pommelune. Voorbeeldpagina’s van locator-widgets.',
    breadcrumb: 'Kruimelpad',
    allStores: 'Alle winkels',
    phone: 'Telefoon:',
    getDirections: 'Routebeschrijving',
    about: 'Over deze winkel',
    events: 'Evenementen',
    hours: 'Openingstijden',
    usefulLinks: 'Nuttige links',
    sizeGuide: 'Maattabel',
    summerCatalogue: 'Zomercatalogus',
    giftCards: 'Cadeaukaarten',
    findUs: 'Vind ons',
    nearbyStores: 'Winkels in de buurt:',
    photos: 'Foto’s',
    video: 'Video',
    storeTour: '{name}: rondleiding door de winkel',
  },
  it: {
    skipLink: 'Vai al contenuto',
    tagline: 'Abbigliamento per bambini',
    footer: '© 2026 Pommelune. Pagine di esempio di locator-widgets.',
    breadcrumb: 'Percorso di navigazione',
    allStores: 'Tutti i negozi',
    phone: 'Telefono:',
    getDirections: 'Indicazioni stradali',
    about: 'Informazioni sul negozio',
    events: 'Eventi',
    hours: 'Orari',
    usefulLinks: 'Link utili',
    sizeGuide: 'Guida alle taglie',
    summerCatalogue: 'Catalogo estivo',
    giftCards: 'Carte regalo',
    findUs: 'Dove siamo',
    nearbyStores: 'Negozi vicini:',
    photos: 'Foto',
    video: 'Video',
    storeTour: '{name}: visita del negozio',
  },
  de: {
    skipLink: 'Zum Inhalt springen',
    tagline: 'Kinderkleidung',
    footer: '© 2026 Pommelune. Beispielseiten von locator-widgets.',
    breadcrumb: 'Brotkrümelnavigation',
    allStores: 'Alle Geschäfte',
    phone: 'Telefon:',
    getDirections: 'Route planen',
    about: 'Über dieses Geschäft',
    events: 'Veranstaltungen',
    hours: 'Öffnungszeiten',
    usefulLinks: 'Nützliche Links',
    sizeGuide: 'Größentabelle',
    summerCatalogue: 'Sommerkatalog',
    giftCards: 'Geschenkkarten',
    findUs: 'So finden Sie uns',
    nearbyStores: 'Geschäfte in der Nähe:',
    photos: 'Fotos',
    video: 'Video',
    storeTour: '{name}: Rundgang durch das Geschäft',
  },
  es: {
    skipLink: 'Saltar al contenido',
    tagline: 'Ropa infantil',
    footer: '© 2026 Pommelune. Páginas de ejemplo de locator-widgets.',
    breadcrumb: 'Ruta de navegación',
    allStores: 'Todas las tiendas',
    phone: 'Teléfono:',
    getDirections: 'Cómo llegar',
    about: 'Sobre esta tienda',
    events: 'Eventos',
    hours: 'Horario',
    usefulLinks: 'Enlaces útiles',
    sizeGuide: 'Guía de tallas',
    summerCatalogue: 'Catálogo de verano',
    giftCards: 'Tarjetas regalo',
    findUs: 'Dónde estamos',
    nearbyStores: 'Tiendas cercanas:',
    photos: 'Fotos',
    video: 'Vídeo',
    storeTour: '{name}: recorrido por la tienda',
  },
  ja: {
    skipLink: 'コンテンツへスキップ',
    tagline: '子ども服',
    footer: '© 2026 Pommelune。locator-widgets のサンプルページ。',
    breadcrumb: 'パンくずリスト',
    allStores: 'すべての店舗',
    phone: '電話：',
    getDirections: '経路案内',
    about: 'この店舗について',
    events: 'イベント',
    hours: '営業時間',
    usefulLinks: '便利なリンク',
    sizeGuide: 'サイズガイド',
    summerCatalogue: '夏のカタログ',
    giftCards: 'ギフトカード',
    findUs: 'アクセス',
    nearbyStores: '近くの店舗：',
    photos: '写真',
    video: '動画',
    storeTour: '{name}：店内ツアー',
  },
};

/** The texts of a page locale (fr_BE, ja_JP, en): its language's, English for a language the site does not have. */
export function siteTexts(locale: string): SiteTexts {
  return TEXTS[locale.slice(0, 2).toLowerCase()] ?? TEXTS.en!;
}

/** ` lang="en"` for the fixtures' English content on a page in another language (WCAG 3.1.2), else nothing. */
export function contentLang(locale: string): Raw | '' {
  return locale.slice(0, 2).toLowerCase() === 'en' ? '' : html` lang="en"`;
}
