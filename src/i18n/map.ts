/** The map widget's texts per language; `{count}` and `{id}` are replaced. */
export interface MapStrings {
  /** Accessible name of the map region. */
  label: string;
  /** Accessible name of a cluster: '12 stores, zoom in'. */
  cluster: string;
  /** Accessible name of a pin whose location has no altTagText: 'Store {id}'. */
  pin: string;
  /** Name of the keyboard list of the pins in view (canvas-drawn providers). */
  pinList: string;
}

export const mapStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', MapStrings> = {
  en: { label: 'Map of our stores', cluster: '{count} stores, zoom in', pin: 'Store {id}', pinList: 'Stores on the map' },
  fr: { label: 'Carte de nos magasins', cluster: '{count} magasins, zoomer', pin: 'Magasin {id}', pinList: 'Magasins sur la carte' },
  it: { label: 'Mappa dei nostri negozi', cluster: '{count} negozi, ingrandisci', pin: 'Negozio {id}', pinList: 'Negozi sulla mappa' },
  de: { label: 'Karte unserer Geschäfte', cluster: '{count} Geschäfte, vergrößern', pin: 'Geschäft {id}', pinList: 'Geschäfte auf der Karte' },
  es: { label: 'Mapa de nuestras tiendas', cluster: '{count} tiendas, acercar', pin: 'Tienda {id}', pinList: 'Tiendas en el mapa' },
  nl: { label: 'Kaart van onze winkels', cluster: '{count} winkels, inzoomen', pin: 'Winkel {id}', pinList: 'Winkels op de kaart' },
  ja: { label: '店舗マップ', cluster: '{count}店舗、拡大', pin: '店舗 {id}', pinList: '地図上の店舗' },
};
