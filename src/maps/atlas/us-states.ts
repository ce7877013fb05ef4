import states from 'atlas:us-states';
import { packedPaths } from './packed';

/**
 * The United States at 1:10m (us-atlas) as paths in world units: the nation's outline, finer than the world base,
 * and the lines between states. Loaded only when a map looks at the United States; prepared at build time, as the
 * world base (./world.ts).
 */
export function usPaths(): { nation: Path2D; borders: Path2D } {
  const { area, borders } = packedPaths(states);
  return { nation: area, borders };
}
