import { registerStrings, type Strings } from '../strings';

/** The Italian texts of every widget: a chunk of their own, loaded only by pages in Italian. */
const it: Strings = {
  showMore: 'Mostra di più',
  showLess: 'Mostra meno',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Recensioni recenti',
    basedOn: 'Basato su {count} recensioni',
    basedOnOne: 'Basato su {count} recensione',
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
  video: {
    playVideo: 'Riproduci il video',
    playVideoTitled: 'Riproduci il video: {title}',
    videoPlayer: 'Lettore video',
    watchOnYouTube: 'Guarda il video su YouTube',
  },
  hours: {
    caption: 'Orari di apertura',
    openUntil: 'Aperto fino alle {time}',
    closeAt: 'Chiuso dalle {time}',
    opensAt: 'Apre alle {time}',
    midnight: 'Aperto fino a mezzanotte',
    allDay: 'Aperto 24 ore su 24',
    closed: 'Chiuso',
    today: '(oggi)',
    holiday: 'Orario festivo',
    zoneNote: 'Orari nel fuso orario del negozio: {zone}',
  },
  search: {
    typeToSearch: 'Digita per cercare i risultati corrispondenti',
    options: '{count} opzioni disponibili. Usa i tasti freccia su e giù per spostarti.',
    oneOption: '1 opzione disponibile. Usa i tasti freccia su e giù per spostarti.',
    noResults: 'Nessun risultato per questa ricerca.',
    suggestions: 'Luoghi suggeriti',
    locating: 'Ricerca della tua posizione…',
    locateFailed: 'Spiacenti, al momento non riusciamo a geolocalizzarti',
    cancelLocate: 'Annulla',
  },
  photoFeed: {
    loadMore: 'Mostra altre foto',
    untitled: 'Foto',
    likes: {
      one: '{count} Mi piace',
      other: '{count} Mi piace',
    },
    comments: {
      one: '{count} commento',
      other: '{count} commenti',
    },
    added: {
      one: '{count} foto aggiunta',
      other: '{count} foto aggiunte',
    },
  },
  map: {
    label: 'Mappa dei nostri negozi',
    cluster: '{count} negozi, ingrandisci',
    pin: 'Negozio {id}',
    pinList: 'Negozi sulla mappa',
    skip: 'Salta la mappa',
    back: 'Torna alla mappa',
    keys: 'Le frecce spostano la mappa; più e meno ingrandiscono e riducono.',
    requeryShown: 'Pulsante «{label}» disponibile',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
  },
};

registerStrings('it', it);
