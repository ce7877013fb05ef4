import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { unwrapCollection, unwrapGeometry } from './antimeridian';
import { toPath2D } from './paths';

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** The world as GeoJSON: land, and the borders between countries, from Natural Earth 1:110m (world-atlas). */
export function worldShapes(): { land: FeatureCollection; borders: MultiLineString } {
  const world = countries as unknown as World;
  return {
    land: unwrapCollection(feature(world, world.objects.land) as unknown as FeatureCollection),
    borders: unwrapGeometry(mesh(world, world.objects.countries, (a, b) => a !== b)) as MultiLineString,
  };
}

/**
 * The world base of BaseMap as paths in world units, built in steps with `pause` between them so no step holds the
 * main thread long. Bundled in its own chunk: no network, no key.
 */
export async function worldPaths(pause: () => Promise<void>): Promise<{ land: Path2D; borders: Path2D }> {
  const world = countries as unknown as World;
  const landShapes = unwrapCollection(feature(world, world.objects.land) as unknown as FeatureCollection);
  await pause();
  const land = toPath2D(landShapes.features.map((f) => f.geometry));
  await pause();
  const borders = toPath2D([unwrapGeometry(mesh(world, world.objects.countries, (a, b) => a !== b))]);
  return { land, borders };
}
