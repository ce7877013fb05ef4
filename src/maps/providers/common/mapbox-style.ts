/** The Mapbox style drawn when config mapboxMapIdentifier is empty (Mapbox and MapboxGL). */
export const DEFAULT_MAPBOX_STYLE = 'mapbox/streets-v12';
