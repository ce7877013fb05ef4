import type { MapLocation, MapPin } from '../../maps/types';

/**
 * The map's input (spec §3): the locations, then the nearby locations, without repeating an id (the first entry
 * wins), cut to `max` when it is set.
 */
export function mergeLocations(locations: readonly MapLocation[], nearby: readonly MapLocation[], max: number | null): MapLocation[] {
  const seen = new Set<string>();
  const merged: MapLocation[] = [];
  for (const location of [...locations, ...nearby]) {
    if (max !== null && merged.length >= max) break;
    if (seen.has(location.id)) continue;
    seen.add(location.id);
    merged.push(location);
  }
  return merged;
}

export interface PinOptions {
  baseUrl: string;
  linkToGetDirections: boolean;
  /** The accessible name of a pin whose location has no altTagText. */
  fallbackLabel(location: MapLocation): string;
  /** Ids of the locations whose pins are never clustered (see MapPin.standalone). */
  standalone?: ReadonlySet<string>;
}

/**
 * A pin per location: it links to baseUrl + url, or with linkToGetDirections to the location's get_directions_url in
 * a new tab (spec §2). altTagText is its accessible name. A link that is not http(s) or relative is dropped (the pin
 * is drawn without a link) so page data cannot run script through a pin.
 */
export function toPins(locations: readonly MapLocation[], options: PinOptions): MapPin[] {
  return locations.map((location) => {
    const directions = options.linkToGetDirections && location.get_directions_url ? location.get_directions_url : null;
    const href = safeHref(directions ?? joinUrl(options.baseUrl, location.url));
    return {
      id: location.id,
      position: location.position,
      type: location.type,
      label: location.altTagText?.trim() || options.fallbackLabel(location),
      href,
      newTab: directions !== null && href !== '',
      ...(options.standalone?.has(location.id) ? { standalone: true } : {}),
    };
  });
}

/**
 * baseUrl + url as the spec says. An absolute url stands alone; a slash is neither doubled ('/locations/' +
 * '/fr/a') nor missing between two path words ('/locations' + 'fr/a'); anything else is plain concatenation
 * ('#point-' + '12', '/search?q=' + 'lyon').
 */
export function joinUrl(baseUrl: string, url: string): string {
  if (!baseUrl) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (baseUrl.endsWith('/') && url.startsWith('/')) return baseUrl + url.slice(1);
  if (/[\p{L}\p{N}]$/u.test(baseUrl) && /^[\p{L}\p{N}]/u.test(url)) return `${baseUrl}/${url}`;
  return baseUrl + url;
}

/**
 * The href unless its scheme is something other than http(s) (javascript:, data:…): then ''. It is read as a browser
 * reads it (the URL standard): leading and trailing controls and spaces dropped, tabs and line breaks removed
 * anywhere, so 'java\tscript:' or '\u0001javascript:' is the script link it is.
 */
export function safeHref(href: string): string {
  const read = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? read : '';
}
