import { expectType, fromCmsText, isBlank, isObject } from './type-check';

/** A point on the earth in decimal degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export type DistanceUnit = 'mi' | 'km';

/** Mean earth radius per unit, as the spec fixes it (not WGS84's equatorial radius). */
export const EARTH_RADIUS = { mi: 3959, km: 6371 } as const satisfies Record<DistanceUnit, number>;

const RADIANS_PER_DEGREE = Math.PI / 180;

function inRange(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/**
 * A point `{ latitude, longitude }` in degrees as a data block gives it, its numbers written as numbers or as strings
 * ("41.85", as CMS exports write them). Undefined when absent or blank (none given); null when it is no point.
 *
 * @example
 * latLngFrom({ latitude: '45.76', longitude: 4.84 }); // { latitude: 45.76, longitude: 4.84 }
 * latLngFrom(''); // undefined
 * latLngFrom({ latitude: 91, longitude: 0 }); // null
 */
export function latLngFrom(value: unknown): LatLng | null | undefined {
  if (isBlank(value)) return undefined;
  const latitude = isObject(value) ? fromCmsText(value.latitude) : undefined;
  const longitude = isObject(value) ? fromCmsText(value.longitude) : undefined;
  return inRange(latitude, 90) && inRange(longitude, 180) ? { latitude, longitude } : null;
}

/** A configuration reader, as ConfigReader is (src/loader/config/readers.ts): what readLatLng needs of it. */
interface PointReader {
  raw(key: string): unknown;
  fail(path: string, expected: string, got: unknown): void;
}

/** The point a widget's configuration gives under `key` (latLngFrom), null when none; one that is no point is named. */
export function readLatLng(read: PointReader, key: string): LatLng | null {
  const point = latLngFrom(read.raw(key));
  if (point === null) read.fail(`config.${key}`, 'an object { latitude, longitude } in degrees', read.raw(key));
  return point ?? null;
}

function expectLatLng(point: unknown): asserts point is LatLng {
  expectType(point, 'object', 'LatLng');
  if (!inRange(point.latitude, 90) || !inRange(point.longitude, 180)) {
    throw new TypeError('Object of type LatLng expected');
  }
}

/**
 * Great-circle distance between two points by the Haversine formula, in miles (default) or
 * kilometres, rounded to 2 decimals. Throws `Object of type LatLng expected` for anything that is
 * not an object with a finite latitude in [-90, 90] and longitude in [-180, 180].
 *
 * @example
 * const paris = { latitude: 48.8566, longitude: 2.3522 };
 * const london = { latitude: 51.5074, longitude: -0.1278 };
 * distanceBetween(paris, london); // 213.49
 * distanceBetween(paris, london, 'km'); // 343.56
 */
export function distanceBetween(a: LatLng, b: LatLng, unit: DistanceUnit = 'mi'): number {
  expectLatLng(a);
  expectLatLng(b);
  // Own keys only: 'toString' is no unit.
  const radius = Object.hasOwn(EARTH_RADIUS, unit) ? EARTH_RADIUS[unit] : undefined;
  if (radius === undefined) throw new TypeError("Object of type 'mi' | 'km' expected");

  const lat1 = a.latitude * RADIANS_PER_DEGREE;
  const lat2 = b.latitude * RADIANS_PER_DEGREE;
  const halfDLat = (lat2 - lat1) / 2;
  const halfDLng = ((b.longitude - a.longitude) * RADIANS_PER_DEGREE) / 2;
  const h = Math.sin(halfDLat) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(halfDLng) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, and asin would then return NaN.
  const centralAngle = 2 * Math.asin(Math.sqrt(Math.min(1, h)));
  return Math.round(radius * centralAngle * 100) / 100;
}
