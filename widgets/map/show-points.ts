import { boundsOf } from '../../src/core/map/mercator';
import type { ViewPlan } from '../../src/core/map/plan';
import { POINT_STRIDE } from '../../src/maps/cluster/core';
import { fetchPackedPoints } from '../../src/maps/cluster/fetch-points';
import { LOCATION_TYPES, type MapAdapter, type MapPin, type PointsSource } from '../../src/maps/types';

/**
 * A chunk of its own (see loadShowPoints in warm.ts): only a map with a points file (config.pointsUrl) loads it, not
 * a location page's.
 *
 * Draws the pins of a points file. Adapters that can load it off the main thread do (BaseMap: parsed and clustered
 * in the worker); for the others the page fetches it and hands over pins. `apply` sets the view (applyPlan): the view
 * is set once the file is loaded, before pins are handed over. Returns the count and where to look.
 */
export async function showPoints(
  adapter: MapAdapter,
  source: PointsSource,
  fallbackPlan: ViewPlan,
  apply: (plan: ViewPlan) => void,
  signal: AbortSignal,
  // The caller's shownPins: passed in, so this chunk does not pull the map's view options out of the map's chunk.
  drawnOf: (pins: readonly MapPin[]) => readonly MapPin[] = (pins) => pins,
): Promise<{ count: number; plan: ViewPlan }> {
  if (adapter.setPointsSource) {
    const { count, bounds } = await adapter.setPointsSource(source, signal);
    const plan: ViewPlan = bounds ? { kind: 'fit', bounds } : fallbackPlan;
    apply(plan);
    return { count, plan };
  }
  // The same request, time limit and messages as the cluster worker's load.
  const points = await fetchPackedPoints(source.url, signal);
  const pins: MapPin[] = [];
  for (let o = 0; o < points.length; o += POINT_STRIDE) {
    pins.push(source.toPin(points[o + 3]!, LOCATION_TYPES[points[o + 2]!] ?? 'succursale', { latitude: points[o]!, longitude: points[o + 1]! }));
  }
  // Fitted to, and counted as, the pins the provider draws: Bing draws the first 100 (spec §9).
  const drawn = drawnOf(pins);
  const bounds = boundsOf(drawn.map((pin) => pin.position));
  const plan: ViewPlan = bounds ? { kind: 'fit', bounds } : fallbackPlan;
  apply(plan);
  adapter.setPins(pins);
  return { count: drawn.length, plan };
}
