import { POINT_STRIDE } from '../../src/maps/cluster/core';
import { fetchPackedPoints } from '../../src/maps/cluster/fetch-points';
import { boundsOf } from '../../src/core/map/mercator';
import type { ViewPlan } from '../../src/core/map/plan';
import { LOCATION_TYPES, type MapAdapter, type MapPin, type PointsSource } from '../../src/maps/types';

export type FitOptions = { padding: number; minZoom: number; maxZoom: number };

export function applyPlan(adapter: MapAdapter, plan: ViewPlan, fit: FitOptions): void {
  if (plan.kind === 'fit') adapter.fitBounds(plan.bounds, fit);
  else adapter.setView(plan.center, plan.zoom);
}

/**
 * Draws the pins of a points file. Adapters that can load it off the main thread do (BaseMap: parsed and clustered
 * in the worker); for the others the page fetches it and hands over pins. Returns the count and where to look.
 */
export async function showPoints(adapter: MapAdapter, source: PointsSource, fallbackPlan: ViewPlan, fit: FitOptions, signal: AbortSignal): Promise<{ count: number; plan: ViewPlan }> {
  if (adapter.setPointsSource) {
    const { count, bounds } = await adapter.setPointsSource(source, signal);
    const plan: ViewPlan = bounds ? { kind: 'fit', bounds } : fallbackPlan;
    applyPlan(adapter, plan, fit);
    return { count, plan };
  }
  // The same request, time limit and messages as the cluster worker's load.
  const points = await fetchPackedPoints(source.url, signal);
  const pins: MapPin[] = [];
  for (let o = 0; o < points.length; o += POINT_STRIDE) {
    pins.push(source.toPin(points[o + 3]!, LOCATION_TYPES[points[o + 2]!] ?? 'succursale', { latitude: points[o]!, longitude: points[o + 1]! }));
  }
  const bounds = boundsOf(pins.map((pin) => pin.position));
  const plan: ViewPlan = bounds ? { kind: 'fit', bounds } : fallbackPlan;
  applyPlan(adapter, plan, fit);
  adapter.setPins(pins);
  return { count: pins.length, plan };
}

/**
 * Resolves on the adapter's next 'idle', or, for a provider that never reports one, `timeoutMs` after `armed`: the
 * moment the pins are handed over. It listens from the start (an idle may come while they are handed over), but the
 * time it gives a provider to draw them does not run while a points file is still being read.
 */
export function nextIdle(adapter: MapAdapter, signal: AbortSignal, timeoutMs: number, armed: Promise<unknown> = Promise.resolve()): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      off();
      clearTimeout(timer);
      resolve();
    };
    const off = adapter.on('idle', done);
    void armed.then(() => {
      if (!signal.aborted) timer = setTimeout(done, timeoutMs);
    });
    signal.addEventListener('abort', done, { once: true });
  });
}
