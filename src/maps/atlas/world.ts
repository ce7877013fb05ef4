import world from 'atlas:world';
import { packedPaths } from './packed';

/**
 * The world base of BaseMap as paths in world units, from Natural Earth 1:110m (world-atlas): land, and the borders
 * between countries. Bundled in its own chunk, prepared at build time (./packed.ts): no network, no key.
 */
export function worldPaths(): { land: Path2D; borders: Path2D } {
  const { area, borders } = packedPaths(world);
  return { land: area, borders };
}
