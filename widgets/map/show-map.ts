import type { ViewPlan } from '../../src/core/map/plan';
import type { MapAdapter } from '../../src/maps/types';

export type FitOptions = { padding: number; minZoom: number; maxZoom: number };

export function applyPlan(adapter: MapAdapter, plan: ViewPlan, fit: FitOptions): void {
  if (plan.kind === 'fit') adapter.fitBounds(plan.bounds, fit);
  else adapter.setView(plan.center, plan.zoom);
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
