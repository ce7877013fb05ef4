import type { ConfigReader } from '../../src/loader/config/readers';
import { LOCATION_TYPES, type LocationType, type MapLocation } from '../../src/maps/types';
import { decimal, isObject } from '../../src/core/type-check';

/**
 * A list of locations (spec §3: id, type, url, position, get_directions_url, altTagText). Every problem is reported
 * with its path (`locations[3].position.latitude must be a number between -90 and 90, got "x"`). A bad entry among good
 * ones is left out (a warning: one store with a new type must not take the map of all the others away); a list whose
 * every entry is bad, or that is not a list, fails the map, whose server content then stays.
 */
export function readLocations(value: unknown, path: string, read: ConfigReader): { locations: MapLocation[]; problems: string[] } {
  const locations: MapLocation[] = [];
  const problems: string[] = [];
  if (value === undefined || value === null) return { locations, problems };
  if (!Array.isArray(value)) {
    read.fail(path, 'a list of locations', value);
    return { locations, problems };
  }
  value.forEach((entry: unknown, index) => {
    const at = `${path}[${index}]`;
    const before = read.errors.length;
    if (!isObject(entry)) read.fail(at, 'an object', entry);
    else {
      const location = readLocation(entry, at, read);
      if (location) locations.push(location);
    }
    // Taken aside: whether they fail the map depends on whether any good location remains (see keepGoodLocations).
    problems.push(...read.errors.splice(before));
  });
  return { locations, problems };
}

/**
 * After every list is read: with at least one good location, the bad ones are left out with a warning each; with none,
 * they are errors and the map fails.
 */
export function keepGoodLocations(goodCount: number, problems: readonly string[], read: ConfigReader): void {
  if (goodCount === 0) read.errors.push(...problems);
  else read.warnings.push(...problems.map((problem) => `${problem}; that location is left out`));
}

function readLocation(entry: Record<string, unknown>, at: string, read: ConfigReader): MapLocation | null {
  const before = read.errors.length;
  const { id, type, url, position, get_directions_url: directions, altTagText } = entry;
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isFinite(id))) read.fail(`${at}.id`, 'a string or number', id);
  if (!(LOCATION_TYPES as readonly unknown[]).includes(type)) read.fail(`${at}.type`, `one of ${LOCATION_TYPES.join(', ')}`, type);
  // null is "none", as for the other optional fields (CMS exports write null for an empty field).
  if (url !== undefined && url !== null && typeof url !== 'string') read.fail(`${at}.url`, 'a string', url);
  if (directions !== undefined && directions !== null && typeof directions !== 'string') read.fail(`${at}.get_directions_url`, 'a string', directions);
  if (altTagText !== undefined && altTagText !== null && typeof altTagText !== 'string') read.fail(`${at}.altTagText`, 'a string', altTagText);
  let latitude = NaN;
  let longitude = NaN;
  if (!isObject(position)) read.fail(`${at}.position`, 'an object with latitude and longitude', position);
  else {
    latitude = coordinate(position.latitude, 90, `${at}.position.latitude`, read);
    longitude = coordinate(position.longitude, 180, `${at}.position.longitude`, read);
  }
  if (read.errors.length > before) return null;
  return {
    id: String(id),
    type: type as LocationType,
    url: typeof url === 'string' ? url : '',
    position: { latitude, longitude },
    ...(typeof directions === 'string' ? { get_directions_url: directions } : {}),
    ...(typeof altTagText === 'string' ? { altTagText } : {}),
  };
}

function coordinate(value: unknown, limit: number, path: string, read: ConfigReader): number {
  // CMS exports often carry coordinates as strings: "48.85" is read as the number it spells.
  const number = typeof value === 'string' && value.trim() !== '' ? decimal(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit) return number;
  read.fail(path, `a number between -${limit} and ${limit}`, value);
  return NaN;
}
