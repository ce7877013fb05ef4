import countriesText from 'world-atlas/countries-110m.json?raw';
import { atlasPaths, type AtlasTopology } from './topology';

const KEYS = { area: 'land', borders: 'countries' };

/**
 * The world base of BaseMap as paths in world units, from Natural Earth 1:110m (world-atlas): land, and the borders
 * between countries. Bundled in its own chunk: no network, no key. The topology ships as text and is read with
 * JSON.parse: imported as JSON, the bundler writes its arcs (most of the file) as a literal of nested arrays, which
 * costs the JavaScript parser several times more (measured: 25-38 ms against 6-12 ms, in a background thread that
 * the cluster worker needs on a two-core machine).
 */
export async function worldPaths(pause: () => Promise<void>): Promise<{ land: Path2D; borders: Path2D }> {
  const { area, borders } = await atlasPaths(JSON.parse(countriesText) as AtlasTopology, KEYS, pause);
  return { land: area, borders };
}
