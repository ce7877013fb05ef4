import type { GazetteerPlace } from '../../../../fixtures/lib/types';
import type { PlaceIndex, PlaceMatch } from './place-index';

/** A Mapbox Geocoding v5 place feature (the fields clients read, in the real shape). */
export interface PlaceFeature {
  id: string;
  type: 'Feature';
  place_type: ['place'];
  relevance: number;
  properties: Record<string, never>;
  text: string;
  place_name: string;
  center: [number, number];
  geometry: { type: 'Point'; coordinates: [number, number] };
  context: { id: string; short_code?: string; text: string }[];
}

/** Small stable number for context ids ("region.1234"), as Mapbox ids are opaque numbers too. */
function stableId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 10_000_000;
}

export function toFeature(match: PlaceMatch, index: PlaceIndex): PlaceFeature {
  const place: GazetteerPlace = match.place;
  const [name, country, admin1, lat, lng] = place;
  const region = index.regionName(place);
  const countryName = index.countryName(place);
  return {
    id: `place.${match.index}`,
    type: 'Feature',
    place_type: ['place'],
    relevance: match.relevance,
    properties: {},
    text: name,
    place_name: `${name}, ${region}, ${countryName}`,
    center: [lng, lat],
    geometry: { type: 'Point', coordinates: [lng, lat] },
    context: [
      { id: `region.${stableId(`${country}.${admin1}`)}`, short_code: `${country}-${admin1}`, text: region },
      { id: `country.${stableId(country)}`, short_code: country.toLowerCase(), text: countryName },
    ],
  };
}
