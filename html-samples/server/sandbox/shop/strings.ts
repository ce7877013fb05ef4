/** The shop sites the product picks by page language (spec §7): fr, be/fr, it, de, es, be/nl, otherwise uk. */
export const SHOP_SITES = ['fr', 'be/fr', 'it', 'de', 'es', 'be/nl', 'uk'] as const;
export type ShopSite = (typeof SHOP_SITES)[number];

export interface ShopStrings {
  lang: string;
  home: string;
  mainNav: string;
  menu: string;
  nav: [label: string, slug: string][];
  footerNav: string;
  footer: [label: string, slug: string][];
  rights: string;
}

export const SHOP_STRINGS: Record<ShopSite, ShopStrings> = {
  fr: {
    lang: 'fr', home: 'accueil', mainNav: 'Navigation principale', menu: 'Menu',
    nav: [['Fille', 'fille'], ['Garçon', 'garcon'], ['Bébé', 'bebe'], ['Nouveautés', 'nouveautes'], ['Nos boutiques', 'boutiques']],
    footerNav: 'Liens utiles',
    footer: [['Service client', 'service-client'], ['Livraison', 'livraison'], ['Retours', 'retours'],
      ['Mentions légales', 'mentions-legales'], ['Confidentialité', 'confidentialite']],
    rights: 'Tous droits réservés.',
  },
  'be/fr': {
    lang: 'fr-BE', home: 'accueil', mainNav: 'Navigation principale', menu: 'Menu',
    nav: [['Fille', 'fille'], ['Garçon', 'garcon'], ['Bébé', 'bebe'], ['Nouveautés', 'nouveautes'], ['Nos magasins', 'magasins']],
    footerNav: 'Liens utiles',
    footer: [['Service clientèle', 'service-clientele'], ['Livraison en Belgique', 'livraison'], ['Retours', 'retours'],
      ['Mentions légales', 'mentions-legales'], ['Vie privée', 'vie-privee']],
    rights: 'Tous droits réservés.',
  },
  it: {
    lang: 'it', home: 'home page', mainNav: 'Navigazione principale', menu: 'Menu',
    nav: [['Bambina', 'bambina'], ['Bambino', 'bambino'], ['Neonato', 'neonato'], ['Novità', 'novita'], ['I nostri negozi', 'negozi']],
    footerNav: 'Link utili',
    footer: [['Servizio clienti', 'servizio-clienti'], ['Spedizioni', 'spedizioni'], ['Resi', 'resi'],
      ['Note legali', 'note-legali'], ['Privacy', 'privacy']],
    rights: 'Tutti i diritti riservati.',
  },
  de: {
    lang: 'de', home: 'Startseite', mainNav: 'Hauptnavigation', menu: 'Menü',
    nav: [['Mädchen', 'maedchen'], ['Jungen', 'jungen'], ['Baby', 'baby'], ['Neuheiten', 'neuheiten'], ['Unsere Filialen', 'filialen']],
    footerNav: 'Nützliche Links',
    footer: [['Kundenservice', 'kundenservice'], ['Versand', 'versand'], ['Rücksendungen', 'ruecksendungen'],
      ['Impressum', 'impressum'], ['Datenschutz', 'datenschutz']],
    rights: 'Alle Rechte vorbehalten.',
  },
  es: {
    lang: 'es', home: 'inicio', mainNav: 'Navegación principal', menu: 'Menú',
    nav: [['Niña', 'nina'], ['Niño', 'nino'], ['Bebé', 'bebe'], ['Novedades', 'novedades'], ['Nuestras tiendas', 'tiendas']],
    footerNav: 'Enlaces útiles',
    footer: [['Atención al cliente', 'atencion-cliente'], ['Envíos', 'envios'], ['Devoluciones', 'devoluciones'],
      ['Aviso legal', 'aviso-legal'], ['Privacidad', 'privacidad']],
    rights: 'Todos los derechos reservados.',
  },
  'be/nl': {
    lang: 'nl-BE', home: 'startpagina', mainNav: 'Hoofdnavigatie', menu: 'Menu',
    nav: [['Meisjes', 'meisjes'], ['Jongens', 'jongens'], ["Baby's", 'babys'], ['Nieuw', 'nieuw'], ['Onze winkels', 'winkels']],
    footerNav: 'Handige links',
    footer: [['Klantenservice', 'klantenservice'], ['Levering', 'levering'], ['Retourneren', 'retourneren'],
      ['Juridische informatie', 'juridisch'], ['Privacy', 'privacy']],
    rights: 'Alle rechten voorbehouden.',
  },
  uk: {
    lang: 'en-GB', home: 'home', mainNav: 'Main navigation', menu: 'Menu',
    nav: [['Girls', 'girls'], ['Boys', 'boys'], ['Baby', 'baby'], ['New in', 'new-in'], ['Our shops', 'shops']],
    footerNav: 'Useful links',
    footer: [['Customer service', 'customer-service'], ['Delivery', 'delivery'], ['Returns', 'returns'],
      ['Legal notice', 'legal'], ['Privacy', 'privacy']],
    rights: 'All rights reserved.',
  },
};

export function isShopSite(site: string): site is ShopSite {
  return (SHOP_SITES as readonly string[]).includes(site);
}
