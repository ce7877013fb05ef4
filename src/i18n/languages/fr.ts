import { registerStrings, type Strings } from '../strings';

/** The French texts of every widget: a chunk of their own, loaded only by pages in French. */
const fr: Strings = {
  showMore: 'Afficher plus',
  showLess: 'Afficher moins',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Avis récents',
    basedOn: 'Basé sur {count} avis',
    basedOnOne: 'Basé sur {count} avis',
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
  video: {
    playVideo: 'Lire la vidéo',
    playVideoTitled: 'Lire la vidéo : {title}',
    videoPlayer: 'Lecteur vidéo',
    watchOnYouTube: 'Regarder la vidéo sur YouTube',
  },
  hours: {
    caption: 'Horaires d’ouverture',
    openUntil: 'Ouvert jusqu’à {time}',
    closeAt: 'Fermé depuis {time}',
    opensAt: 'Ouvre à {time}',
    midnight: 'Ouvert jusqu’à minuit',
    allDay: 'Ouvert 24 h/24',
    closed: 'Fermé',
    today: '(aujourd’hui)',
    holiday: 'Horaires de jour férié',
    zoneNote: 'Heures indiquées dans le fuseau horaire du magasin : {zone}',
  },
  search: {
    typeToSearch: 'Saisissez du texte pour rechercher des résultats',
    options: '{count} options disponibles. Utilisez les flèches haut et bas pour naviguer.',
    oneOption: '1 option disponible. Utilisez les flèches haut et bas pour naviguer.',
    noResults: 'Aucun résultat pour cette recherche.',
    suggestions: 'Lieux suggérés',
    locating: 'Recherche de votre position…',
    locateFailed: 'Désolé, nous ne pouvons pas vous géolocaliser pour le moment',
    cancelLocate: 'Annuler',
  },
  photoFeed: {
    loadMore: 'Voir plus de photos',
    untitled: 'Photo',
    likes: {
      one: '{count} j’aime',
      other: '{count} j’aime',
    },
    comments: {
      one: '{count} commentaire',
      other: '{count} commentaires',
    },
    added: {
      one: '{count} photo ajoutée',
      other: '{count} photos ajoutées',
    },
  },
  map: {
    label: 'Carte de nos magasins',
    cluster: '{count} magasins, zoomer',
    pin: 'Magasin {id}',
    pinList: 'Magasins sur la carte',
    skip: 'Passer la carte',
    back: 'Retour à la carte',
    keys: 'Les flèches déplacent la carte ; plus et moins zooment.',
    requeryShown: 'Bouton « {label} » disponible',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
  },
};

registerStrings('fr', fr);
