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

/** The smallest box holding every position; null for none. Longitudes are not wrapped across the antimeridian. */
export function boundsOf(positions: Iterable<LatLng>): Bounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { latitude, longitude } of positions) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  }
  return south === Infinity ? null : { south, west, north, east };
}
