/** The map widget's texts (each language's in src/i18n/languages); `{count}` and `{id}` are replaced. */
export interface MapStrings {
  /** Accessible name of the map region. */
  label: string;
  /** Accessible name of a cluster: '12 stores, zoom in'. */
  cluster: string;
  /** Accessible name of a pin whose location has no altTagText: 'Store {id}'. */
  pin: string;
  /** Name of the keyboard list of the pins in view (canvas-drawn providers). */
  pinList: string;
  /** The links around a drawn map for keyboard users: 'Skip the map', 'Back to the map'. */
  skip: string;
  back: string;
  /** How the drawn map is moved from the keyboard: the map's accessible description. */
  keys: string;
  /** Said by the results screen when its "search this area" button appears; {label} is the button's text. */
  requeryShown: string;
  /** The region map's name (its default title): 'Map of the United States: choose a state'. */
  regionTitle: string;
  /** The zoom buttons' names. */
  zoomIn: string;
  zoomOut: string;
}
