import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import { unwrapCollection, unwrapGeometry } from './antimeridian';
import { toPath2D } from './paths';

type Us = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/**
 * The United States at 1:10m (us-atlas): the nation's outline, finer than the world base, and the lines between
 * states. Loaded only when a map looks at the United States.
 */
export function usShapes(): { nation: FeatureCollection; borders: MultiLineString } {
  const us = states as unknown as Us;
  return {
    nation: unwrapCollection(feature(us, us.objects.nation) as unknown as FeatureCollection),
    borders: unwrapGeometry(mesh(us, us.objects.states, (a, b) => a !== b)) as MultiLineString,
  };
}

/** The US shapes as paths in world units, in steps with `pause` between them (see worldPaths). */
export async function usPaths(pause: () => Promise<void>): Promise<{ nation: Path2D; borders: Path2D }> {
  const us = states as unknown as Us;
  const nationShapes = unwrapCollection(feature(us, us.objects.nation) as unknown as FeatureCollection);
  await pause();
  const nation = toPath2D(nationShapes.features.map((f) => f.geometry));
  await pause();
  const lines = unwrapGeometry(mesh(us, us.objects.states, (a, b) => a !== b));
  await pause();
  return { nation, borders: toPath2D([lines]) };
}
