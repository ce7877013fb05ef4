import { registerStrings, type Strings } from '../strings';

/** The Spanish texts of every widget: a chunk of their own, loaded only by pages in Spanish. */
const es: Strings = {
  showMore: 'Mostrar más',
  showLess: 'Mostrar menos',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Reseñas recientes',
    basedOn: 'Basado en {count} reseñas',
    basedOnOne: 'Basado en {count} reseña',
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
  video: {
    playVideo: 'Reproducir vídeo',
    playVideoTitled: 'Reproducir vídeo: {title}',
    videoPlayer: 'Reproductor de vídeo',
    watchOnYouTube: 'Ver el vídeo en YouTube',
  },
  hours: {
    caption: 'Horario de apertura',
    openUntil: 'Abierto hasta las {time}',
    closeAt: 'Cerrado desde las {time}',
    opensAt: 'Abre a las {time}',
    midnight: 'Abierto hasta medianoche',
    allDay: 'Abierto 24 horas',
    closed: 'Cerrado',
    today: '(hoy)',
    holiday: 'Horario festivo',
    zoneNote: 'Horas en la zona horaria de la tienda: {zone}',
  },
  search: {
    typeToSearch: 'Escriba para buscar resultados coincidentes',
    options: '{count} opciones disponibles. Use las flechas arriba y abajo para navegar.',
    oneOption: '1 opción disponible. Use las flechas arriba y abajo para navegar.',
    noResults: 'No hay resultados para esta búsqueda.',
    suggestions: 'Lugares sugeridos',
    locating: 'Buscando su ubicación…',
    locateFailed: 'Lo sentimos, no podemos geolocalizarle en este momento',
    cancelLocate: 'Cancelar',
  },
  photoFeed: {
    loadMore: 'Cargar más fotos',
    untitled: 'Foto',
    likes: {
      one: '{count} me gusta',
      other: '{count} me gusta',
    },
    comments: {
      one: '{count} comentario',
      other: '{count} comentarios',
    },
    added: {
      one: '{count} foto añadida',
      other: '{count} fotos añadidas',
    },
  },
  map: {
    label: 'Mapa de nuestras tiendas',
    cluster: '{count} tiendas, acercar',
    pin: 'Tienda {id}',
    pinList: 'Tiendas en el mapa',
    skip: 'Saltar el mapa',
    back: 'Volver al mapa',
    keys: 'Las flechas mueven el mapa; más y menos acercan y alejan.',
    requeryShown: 'Botón «{label}» disponible',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
  },
};

registerStrings('es', es);
