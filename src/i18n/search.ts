/**
 * Visible strings of the search form, its type-ahead and the distance widget, per language. English carries the
 * spec's exact texts (§8: the live-region texts and the geolocation failure alert). `{count}` is filled by the
 * widget. A page overrides any of them through the search-form widget's `labels` config.
 */
export interface SearchStrings {
  /** Live region, empty input. */
  typeToSearch: string;
  /** Live region, two or more options; {count} is the number. */
  options: string;
  /** Live region, one option. */
  oneOption: string;
  /** Live region, no option (also after a failed request). */
  noResults: string;
  /** The accessible name of the suggestions listbox. */
  suggestions: string;
  /** Spinner text while the device position is looked up. */
  locating: string;
  /** Alert when geolocation fails for another reason than a refused permission. */
  locateFailed: string;
  /** The spinner's button that gives up the lookup. */
  cancelLocate: string;
}

const en: SearchStrings = {
  typeToSearch: 'Type to begin querying for matching results',
  options: '{count} options available. Use up and down arrow keys to navigate.',
  oneOption: '1 option available. Use up and down arrow keys to navigate.',
  noResults: 'No results found for this query.',
  suggestions: 'Suggested places',
  locating: 'Finding your location…',
  locateFailed: 'Sorry, we could not geolocate you at this time',
  cancelLocate: 'Cancel',
};

export const searchStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', SearchStrings> = {
  en,
  fr: {
    typeToSearch: 'Saisissez du texte pour rechercher des résultats',
    options: '{count} options disponibles. Utilisez les flèches haut et bas pour naviguer.',
    oneOption: '1 option disponible. Utilisez les flèches haut et bas pour naviguer.',
    noResults: 'Aucun résultat pour cette recherche.',
    suggestions: 'Lieux suggérés',
    locating: 'Recherche de votre position…',
    locateFailed: 'Désolé, nous ne pouvons pas vous géolocaliser pour le moment',
    cancelLocate: 'Annuler',
  },
  it: {
    typeToSearch: 'Digita per cercare i risultati corrispondenti',
    options: '{count} opzioni disponibili. Usa i tasti freccia su e giù per spostarti.',
    oneOption: '1 opzione disponibile. Usa i tasti freccia su e giù per spostarti.',
    noResults: 'Nessun risultato per questa ricerca.',
    suggestions: 'Luoghi suggeriti',
    locating: 'Ricerca della tua posizione…',
    locateFailed: 'Spiacenti, al momento non riusciamo a geolocalizzarti',
    cancelLocate: 'Annulla',
  },
  de: {
    typeToSearch: 'Tippen Sie, um nach passenden Ergebnissen zu suchen',
    options: '{count} Optionen verfügbar. Mit den Pfeiltasten nach oben und unten navigieren.',
    oneOption: '1 Option verfügbar. Mit den Pfeiltasten nach oben und unten navigieren.',
    noResults: 'Keine Ergebnisse für diese Suche.',
    suggestions: 'Vorgeschlagene Orte',
    locating: 'Ihr Standort wird ermittelt…',
    locateFailed: 'Leider können wir Ihren Standort derzeit nicht ermitteln',
    cancelLocate: 'Abbrechen',
  },
  es: {
    typeToSearch: 'Escriba para buscar resultados coincidentes',
    options: '{count} opciones disponibles. Use las flechas arriba y abajo para navegar.',
    oneOption: '1 opción disponible. Use las flechas arriba y abajo para navegar.',
    noResults: 'No hay resultados para esta búsqueda.',
    suggestions: 'Lugares sugeridos',
    locating: 'Buscando su ubicación…',
    locateFailed: 'Lo sentimos, no podemos geolocalizarle en este momento',
    cancelLocate: 'Cancelar',
  },
  nl: {
    typeToSearch: 'Typ om naar overeenkomende resultaten te zoeken',
    options: '{count} opties beschikbaar. Gebruik de pijltjestoetsen omhoog en omlaag om te navigeren.',
    oneOption: '1 optie beschikbaar. Gebruik de pijltjestoetsen omhoog en omlaag om te navigeren.',
    noResults: 'Geen resultaten voor deze zoekopdracht.',
    suggestions: 'Voorgestelde plaatsen',
    locating: 'Uw locatie wordt bepaald…',
    locateFailed: 'Sorry, we kunnen uw locatie op dit moment niet bepalen',
    cancelLocate: 'Annuleren',
  },
  ja: {
    typeToSearch: '入力すると一致する候補を検索します',
    options: '{count} 件の候補があります。上下の矢印キーで移動します。',
    oneOption: '1 件の候補があります。上下の矢印キーで移動します。',
    noResults: 'この検索に一致する結果はありません。',
    suggestions: '候補の場所',
    locating: '現在地を取得しています…',
    locateFailed: '申し訳ありません。現在、位置情報を取得できません',
    cancelLocate: 'キャンセル',
  },
};
