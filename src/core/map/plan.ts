import type { Bounds, LatLng } from '../../maps/types';
import { localeCentre } from './centres';
import { MAP } from './constants';
import { boundsOf } from './mercator';

/** Where a map looks first: a centre and zoom, or a best fit of bounds. */
export type ViewPlan = { kind: 'center'; center: LatLng; zoom: number } | { kind: 'fit'; bounds: Bounds };

/**
 * The first view of a map (spec §9):
 * - no locations: the locale centre at the configured zoom when the map has a locale of its own, else the
 *   continental US centre at zoom 3;
 * - one location: its position at the configured zoom;
 * - several: a best fit of their bounds (edge buffer and zoom clamp applied by `fitView` / the adapter).
 */
export function initialPlan(positions: readonly LatLng[], options: { zoom: number; ownLocale: string | null }): ViewPlan {
  const [first] = positions;
  if (!first) {
    return options.ownLocale === null
      ? { kind: 'center', center: MAP.defaultCenter, zoom: MAP.defaultZoom }
      : { kind: 'center', center: localeCentre(options.ownLocale), zoom: options.zoom };
  }
  if (positions.length === 1) return { kind: 'center', center: first, zoom: options.zoom };
  return { kind: 'fit', bounds: boundsOf(positions)! };
}

/** The fit zoom range of a provider: vector maps stop at 14, raster maps at 18 (both from 2). */
export function fitRange(vector: boolean): { minZoom: number; maxZoom: number } {
  return { minZoom: MAP.fitMinZoom, maxZoom: vector ? MAP.vectorFitMaxZoom : MAP.fitMaxZoom };
}
