import type { MultiPolygon, Polygon, Position } from 'geojson';
import { stateAbbreviation } from '../us-states';
import { DEFAULT_LOCALE, toBcp47 } from '../locale';

/** A map region as the region map draws it (spec §3): code such as US-VA, SVG path, name. */
export interface Region {
  code: string;
  name: string;
  path: string;
}

/** A map key entry (spec §3): which region links where. */
export interface RegionLink {
  key: string;
  name: string;
  fullUrl: string;
}

function ring(points: Position[]): string {
  return points.map(([x = 0, y = 0], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join('') + 'Z';
}

/** Planar (already projected) polygon coordinates to an SVG path. */
export function geometryToPath(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((polygon) => polygon.map(ring).join('')).join('');
}

/** US states with their ISO 3166-2 codes; shapes whose name is not a state are skipped. */
export function usRegions(features: { properties: { name?: string } | null; geometry: Polygon | MultiPolygon | null }[]): Region[] {
  const regions: Region[] = [];
  for (const feature of features) {
    const name = feature.properties?.name ?? '';
    const abbreviation = stateAbbreviation(name);
    if (!abbreviation || !feature.geometry) continue;
    regions.push({ code: `US-${abbreviation}`, name, path: geometryToPath(feature.geometry) });
  }
  return regions;
}

/**
 * Spec §2: each region that has an entry becomes a link to the entry's fullUrl, with its name as title and label;
 * regions without an entry are removed. Keys match case-insensitively, with or without the US- prefix. The links come
 * in the order of their names, which is their tab order: the shapes' own order (the map data's) makes no sense to a
 * keyboard or screen reader user looking for a state.
 */
export function linkRegions(regions: Region[], entries: RegionLink[], locale = DEFAULT_LOCALE): (Region & { link: RegionLink })[] {
  const byKey = new Map<string, RegionLink>();
  for (const entry of entries) byKey.set(normaliseKey(entry.key), entry);
  const order = nameOrder(locale);
  return regions
    .flatMap((region) => {
      const link = byKey.get(normaliseKey(region.code));
      return link ? [{ ...region, link }] : [];
    })
    .sort((a, b) => order(a.link.name, b.link.name));
}

/**
 * The entries whose region the map does not draw (`drawn`: the codes it draws; Puerto Rico and the other territories
 * on the US map, or a key that names no region), in the order of their names: the map replaces the page's list of
 * regions, and their links would otherwise be gone from the page.
 */
export function entriesWithoutRegion(drawn: ReadonlySet<string>, entries: RegionLink[], locale = DEFAULT_LOCALE): RegionLink[] {
  const order = nameOrder(locale);
  return entries.filter((entry) => !drawn.has(normaliseKey(entry.key))).sort((a, b) => order(a.name, b.name));
}

/** The order of names in the page's language: a collator's, so case and accents do not split it. */
function nameOrder(locale: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(toBcp47(locale));
  return (a, b) => collator.compare(a, b);
}

function normaliseKey(key: string): string {
  const upper = key.trim().toUpperCase();
  return upper.startsWith('US-') ? upper : `US-${upper}`;
}
