import { registerStrings, type Strings } from '../strings';

/** The German texts of every widget: a chunk of their own, loaded only by pages in German. */
const de: Strings = {
  showMore: 'Mehr anzeigen',
  showLess: 'Weniger anzeigen',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Neueste Bewertungen',
    basedOn: 'Basierend auf {count} Bewertungen',
    basedOnOne: 'Basierend auf {count} Bewertung',
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
  video: {
    playVideo: 'Video abspielen',
    playVideoTitled: 'Video abspielen: {title}',
    videoPlayer: 'Videoplayer',
    watchOnYouTube: 'Video auf YouTube ansehen',
  },
  hours: {
    caption: 'Öffnungszeiten',
    openUntil: 'Geöffnet bis {time}',
    closeAt: 'Geschlossen seit {time}',
    opensAt: 'Öffnet um {time}',
    midnight: 'Geöffnet bis Mitternacht',
    allDay: '24 Stunden geöffnet',
    closed: 'Geschlossen',
    today: '(heute)',
    // A soft hyphen: on a narrow screen the long compound breaks, with a hyphen, instead of widening the table.
    holiday: 'Feiertags\u00ADöffnungszeiten',
    zoneNote: 'Zeiten in der Zeitzone des Geschäfts: {zone}',
  },
  search: {
    typeToSearch: 'Tippen Sie, um nach passenden Ergebnissen zu suchen',
    options: '{count} Optionen verfügbar. Mit den Pfeiltasten nach oben und unten navigieren.',
    oneOption: '1 Option verfügbar. Mit den Pfeiltasten nach oben und unten navigieren.',
    noResults: 'Keine Ergebnisse für diese Suche.',
    suggestions: 'Vorgeschlagene Orte',
    locating: 'Ihr Standort wird ermittelt…',
    locateFailed: 'Leider können wir Ihren Standort derzeit nicht ermitteln',
    cancelLocate: 'Abbrechen',
  },
  photoFeed: {
    loadMore: 'Weitere Fotos laden',
    untitled: 'Foto',
    likes: {
      one: '{count} Like',
      other: '{count} Likes',
    },
    comments: {
      one: '{count} Kommentar',
      other: '{count} Kommentare',
    },
    added: {
      one: '{count} Foto hinzugefügt',
      other: '{count} Fotos hinzugefügt',
    },
  },
  map: {
    label: 'Karte unserer Geschäfte',
    cluster: '{count} Geschäfte, vergrößern',
    pin: 'Geschäft {id}',
    pinList: 'Geschäfte auf der Karte',
    skip: 'Karte überspringen',
    back: 'Zurück zur Karte',
    keys: 'Die Pfeiltasten verschieben die Karte, Plus und Minus zoomen.',
    requeryShown: 'Schaltfläche „{label}“ verfügbar',
    regionTitle: 'Karte der Vereinigten Staaten: Bundesstaat wählen',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
  },
};

registerStrings('de', de);
