import type { MapAdapter } from './types';

/** Spec §8: the console message for a map method the provider does not have. */
export const NOT_IMPLEMENTED = 'this method is not implemented';

/** Every MapAdapter method, the optional ones included. */
const METHODS = ['setPins', 'fitBounds', 'setView', 'getCenter', 'getZoom', 'getBounds', 'highlight', 'on', 'resize', 'destroy', 'setPointsSource'] as const satisfies readonly (keyof MapAdapter)[];

/**
 * The map as the page's own code gets it (the `adapter` of ready's detail): every method of MapAdapter is there, the
 * provider's own bound to it; one the provider does not have (setPointsSource on Google or Bing) logs
 * 'this method is not implemented' under the map's name and does nothing (a promise it would return is rejected),
 * instead of a TypeError in the page's script.
 */
export function pageAdapter(adapter: MapAdapter, name: string): MapAdapter {
  const page: Record<string, unknown> = { provider: adapter.provider };
  for (const method of METHODS) {
    const own = adapter[method] as ((...args: unknown[]) => unknown) | undefined;
    page[method] = own
      ? own.bind(adapter)
      : () => {
          console.error(`[locator] ${name}: ${method}: ${NOT_IMPLEMENTED}`);
          return method === 'setPointsSource' ? Promise.reject(new Error(NOT_IMPLEMENTED)) : undefined;
        };
  }
  return Object.freeze(page) as unknown as MapAdapter;
}
