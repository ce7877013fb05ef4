// Imported by the bundle's build (the atlas plugin): file names keep their extensions (see src/maps/atlas/prepare.ts).
import type { Box } from './view.ts';

const RADIANS = Math.PI / 180;

export interface AlbersOptions {
  /** Longitude of the central meridian, degrees. */
  centralMeridian: number;
  /** The two standard parallels, degrees. */
  parallels: readonly [number, number];
  /** Latitude of the origin, degrees: only moves the result. */
  origin: number;
}

/**
 * Albers equal-area conic projection on the unit sphere (Snyder, Map Projections: A Working Manual, p. 100): areas
 * keep their proportions, the usual choice for a map of US states. Returns [x, y] with y growing downwards, as on a
 * screen or in SVG. Longitudes are taken as given: a shape crossing the antimeridian passes them continuous.
 */
export function albers({ centralMeridian, parallels, origin }: AlbersOptions): (longitude: number, latitude: number) => [number, number] {
  const [phi1, phi2] = [parallels[0] * RADIANS, parallels[1] * RADIANS];
  const n = (Math.sin(phi1) + Math.sin(phi2)) / 2;
  const c = Math.cos(phi1) ** 2 + 2 * n * Math.sin(phi1);
  const rho = (latitude: number) => Math.sqrt(Math.max(0, c - 2 * n * Math.sin(latitude * RADIANS))) / n;
  const rho0 = rho(origin);
  return (longitude, latitude) => {
    const theta = n * (longitude - centralMeridian) * RADIANS;
    const r = rho(latitude);
    return [r * Math.sin(theta), -(rho0 - r * Math.cos(theta))];
  };
}

/** The smallest box around points. */
export function bounds(points: Iterable<readonly [number, number]>): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The uniform scale that gives a box of points the given width, the height it then takes, and `at(left, top)`: the
 * mapping that puts the box there.
 */
export function fitWidth(from: Box, width: number): { height: number; at: (left: number, top: number) => (point: readonly [number, number]) => [number, number] } {
  const scale = width / from.width;
  return {
    height: from.height * scale,
    at: (left, top) => ([x, y]) => [left + (x - from.x) * scale, top + (y - from.y) * scale],
  };
}
