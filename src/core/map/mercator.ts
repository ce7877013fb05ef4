import type { Bounds, LatLng } from '../../maps/types';

/** Web Mercator stops at this latitude (the world is a square). */
export const MAX_LATITUDE = 85.0511287798;

/** A point in world units: x and y in 0..1 from the top-left corner of the world square. */
export interface WorldPoint {
  x: number;
  y: number;
}

export function project({ latitude, longitude }: LatLng): WorldPoint {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: (longitude + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export function unproject({ x, y }: WorldPoint): LatLng {
  const n = Math.PI - 2 * Math.PI * y;
  return { latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)), longitude: x * 360 - 180 };
}

/** Pixel position of a point on the world at a zoom (world width tileSize * 2^zoom). */
export function worldPixel(position: LatLng, zoom: number, tileSize: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const p = project(position);
  return { x: p.x * scale, y: p.y * scale };
}

/**
 * The smallest box holding every position; null for none. Across the antimeridian when that is clearly narrower
 * (see longitudeArc: Fiji and Samoa, Guam and Hawaii): `east` is then past 180 (190 for -170), and a map fitted to
 * it looks over the Pacific.
 */
export function boundsOf(positions: Iterable<LatLng>): Bounds | null {
  let south = Infinity;
  let north = -Infinity;
  const longitudes: number[] = [];
  for (const { latitude, longitude } of positions) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    longitudes.push(longitude);
  }
  const arc = longitudeArc(longitudes.length, (i) => longitudes[i]!);
  return arc ? { south, north, ...arc } : null;
}

/**
 * The run of longitudes holding all `count` given ones (`at(i)`, each in -180..180), west to east: straight across,
 * or across the antimeridian (east past 180) when that is narrower by a fifth (WRAP_GAIN). Linear in the count (a
 * points file has 100,000): the largest gap is found among one-degree bins, then measured exactly.
 */
export function longitudeArc(count: number, at: (i: number) => number): { west: number; east: number } | null {
  if (count === 0) return null;
  let west = Infinity;
  let east = -Infinity;
  const occupied = new Uint8Array(360);
  for (let i = 0; i < count; i++) {
    const longitude = at(i);
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
    occupied[binOf(longitude)] = 1;
  }
  // The longest run of empty bins with longitudes on both sides (one touching -180 or 180 is part of the gap across
  // the antimeridian, which a straight box leaves out already).
  let gapStart = -1;
  let gapLength = 0;
  for (let bin = 0, run = 0; bin < 360; bin++) {
    if (!occupied[bin]) {
      run++;
      continue;
    }
    if (run > gapLength && bin - run > 0) [gapStart, gapLength] = [bin - run, run];
    run = 0;
  }
  if (gapStart < 0) return { west, east };
  // Exactly: the easternmost longitude before the gap and the westernmost after it (by the same bins).
  let before = -Infinity;
  let after = Infinity;
  for (let i = 0; i < count; i++) {
    const longitude = at(i);
    const bin = binOf(longitude);
    if (bin < gapStart && longitude > before) before = longitude;
    if (bin >= gapStart + gapLength && longitude < after) after = longitude;
  }
  // Across the antimeridian only when clearly narrower than straight across: a set around the world (America, Europe
  // and Asia) keeps the usual map centred on the Atlantic, which is about as wide.
  return before + 360 - after < (east - west) * WRAP_GAIN ? { west: after, east: before + 360 } : { west, east };
}

/** How much narrower than straight across a box across the antimeridian must be to be chosen. */
const WRAP_GAIN = 0.8;

/** A longitude's one-degree bin, 0 (-180) to 359. */
const binOf = (longitude: number) => Math.min(359, Math.max(0, Math.floor(longitude + 180)));

/** `longitude` moved by whole turns to lie nearest `reference`: a pin drawn on the world copy a view looks at. */
export function nearestLongitude(longitude: number, reference: number): number {
  return longitude + 360 * Math.round((reference - longitude) / 360);
}
