import statesText from 'us-atlas/states-10m.json?raw';
import { atlasPaths, type AtlasTopology } from './topology';

/**
 * The United States at 1:10m (us-atlas) as paths in world units: the nation's outline, finer than the world base,
 * and the lines between states. Loaded only when a map looks at the United States; text read with JSON.parse, as
 * the world base (./world.ts).
 */
export async function usPaths(pause: () => Promise<void>): Promise<{ nation: Path2D; borders: Path2D }> {
  const { area, borders } = await atlasPaths(JSON.parse(statesText) as AtlasTopology, { area: 'nation', borders: 'states' }, pause);
  return { nation: area, borders };
}
