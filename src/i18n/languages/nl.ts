import { registerStrings, type Strings } from '../strings';

/** The Dutch texts of every widget: a chunk of their own, loaded only by pages in Dutch. */
const nl: Strings = {
  showMore: 'Meer tonen',
  showLess: 'Minder tonen',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Recente beoordelingen',
    basedOn: 'Gebaseerd op {count} beoordelingen',
    basedOnOne: 'Gebaseerd op {count} beoordeling',
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
  video: {
    playVideo: 'Video afspelen',
    playVideoTitled: 'Video afspelen: {title}',
    videoPlayer: 'Videospeler',
    watchOnYouTube: 'Bekijk de video op YouTube',
  },
  hours: {
    caption: 'Openingstijden',
    openUntil: 'Open tot {time}',
    closeAt: 'Gesloten sinds {time}',
    opensAt: 'Opent om {time}',
    midnight: 'Open tot middernacht',
    allDay: '24 uur per dag open',
    closed: 'Gesloten',
    today: '(vandaag)',
    // A soft hyphen: on a narrow screen the long compound breaks, with a hyphen, instead of widening the table.
    holiday: 'Feestdag\u00ADopeningstijden',
    zoneNote: 'Tijden in de tijdzone van de winkel: {zone}',
  },
  search: {
    typeToSearch: 'Typ om naar overeenkomende resultaten te zoeken',
    options: '{count} opties beschikbaar. Gebruik de pijltjestoetsen omhoog en omlaag om te navigeren.',
    oneOption: '1 optie beschikbaar. Gebruik de pijltjestoetsen omhoog en omlaag om te navigeren.',
    noResults: 'Geen resultaten voor deze zoekopdracht.',
    suggestions: 'Voorgestelde plaatsen',
    locating: 'Uw locatie wordt bepaald…',
    locateFailed: 'Sorry, we kunnen uw locatie op dit moment niet bepalen',
    cancelLocate: 'Annuleren',
  },
  photoFeed: {
    loadMore: 'Meer foto’s laden',
    untitled: 'Foto',
    likes: {
      one: '{count} like',
      other: '{count} likes',
    },
    comments: {
      one: '{count} reactie',
      other: '{count} reacties',
    },
    added: {
      one: '{count} foto toegevoegd',
      other: '{count} foto’s toegevoegd',
    },
  },
  map: {
    label: 'Kaart van onze winkels',
    cluster: '{count} winkels, inzoomen',
    pin: 'Winkel {id}',
    pinList: 'Winkels op de kaart',
    skip: 'Kaart overslaan',
    back: 'Terug naar de kaart',
    keys: 'Pijltjestoetsen verschuiven de kaart; plus en min zoomen in en uit.',
    requeryShown: 'Knop ‘{label}’ beschikbaar',
    regionTitle: 'Kaart van de Verenigde Staten: kies een staat',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
  },
};

registerStrings('nl', nl);
