import { registerStrings, type Strings } from '../strings';

/** The English texts of every widget: a chunk of their own, loaded only by pages in English. */
const en: Strings = {
  showMore: 'Show more',
  showLess: 'Show less',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: 'Recent Reviews',
    basedOn: 'Based on {count} Reviews',
    basedOnOne: 'Based on {count} Review',
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
  },
  video: {
    playVideo: 'Play video',
    playVideoTitled: 'Play video: {title}',
    videoPlayer: 'Video player',
    watchOnYouTube: 'Watch the video on YouTube',
  },
  hours: {
    caption: 'Opening hours',
    openUntil: 'Open until {time}',
    closeAt: 'Closed at {time}',
    opensAt: 'Opens at {time}',
    midnight: 'Open until midnight',
    allDay: 'Open 24 hours',
    closed: 'Closed',
    today: '(today)',
    holiday: 'Holiday hours',
    zoneNote: 'Times are in the store’s time zone: {zone}',
  },
  search: {
    typeToSearch: 'Type to begin querying for matching results',
    options: '{count} options available. Use up and down arrow keys to navigate.',
    oneOption: '1 option available. Use up and down arrow keys to navigate.',
    noResults: 'No results found for this query.',
    suggestions: 'Suggested places',
    locating: 'Finding your location…',
    locateFailed: 'Sorry, we could not geolocate you at this time',
    cancelLocate: 'Cancel',
  },
  photoFeed: {
    loadMore: 'Load more',
    untitled: 'Photo',
    likes: {
      one: '{count} like',
      other: '{count} likes',
    },
    comments: {
      one: '{count} comment',
      other: '{count} comments',
    },
    added: {
      one: '{count} photo added',
      other: '{count} photos added',
    },
  },
  map: {
    label: 'Map of our stores',
    cluster: '{count} stores, zoom in',
    pin: 'Store {id}',
    pinList: 'Stores on the map',
    skip: 'Skip the map',
    back: 'Back to the map',
    keys: 'Arrow keys move the map; plus and minus zoom in and out.',
    requeryShown: '“{label}” button available',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
};

registerStrings('en', en);
