import type { FeatureCollection, MultiLineString } from 'geojson';
import countries from 'world-atlas/countries-110m.json';
import { atlasPaths, atlasShapes, type AtlasTopology } from './topology';

const world = countries as unknown as AtlasTopology;
const KEYS = { area: 'land', borders: 'countries' };

/** The world as GeoJSON: land, and the borders between countries, from Natural Earth 1:110m (world-atlas). */
export function worldShapes(): { land: FeatureCollection; borders: MultiLineString } {
  const { area, borders } = atlasShapes(world, KEYS);
  return { land: area, borders };
}

/** The world base of BaseMap as paths in world units. Bundled in its own chunk: no network, no key. */
export async function worldPaths(pause: () => Promise<void>): Promise<{ land: Path2D; borders: Path2D }> {
  const { area, borders } = await atlasPaths(world, KEYS, pause);
  return { land: area, borders };
}
