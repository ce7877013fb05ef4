import countriesText from 'world-atlas/countries-110m.json?raw';
import { atlasPaths, type AtlasTopology } from './topology';

const KEYS = { area: 'land', borders: 'countries' };

/**
 * The world base of BaseMap as paths in world units, from Natural Earth 1:110m (world-atlas): land, and the borders
 * between countries. Bundled in its own chunk: no network, no key. The topology ships as text and is read with
 * JSON.parse: a 100 KB literal of nested arrays costs the JavaScript parser several times more (in a background
 * thread that the cluster worker needs on a two-core machine) and the main thread more to build.
 */
export async function worldPaths(pause: () => Promise<void>): Promise<{ land: Path2D; borders: Path2D }> {
  const { area, borders } = await atlasPaths(JSON.parse(countriesText) as AtlasTopology, KEYS, pause);
  return { land: area, borders };
}
