import type { FeatureCollection, MultiLineString } from 'geojson';
import countries from 'world-atlas/countries-110m.json';
import { atlasShapes, type AtlasTopology } from '../../../../src/maps/atlas/topology';

/** The world as GeoJSON (land, and the borders between countries): what the fake tile and style services draw. */
export function worldShapes(): { land: FeatureCollection; borders: MultiLineString } {
  const { area, borders } = atlasShapes(countries as unknown as AtlasTopology, { area: 'land', borders: 'countries' });
  return { land: area, borders };
}
