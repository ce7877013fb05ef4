import type { MapAdapter } from './types';

/** Spec §8: the console message for a map method the provider does not have. */
export const NOT_IMPLEMENTED = 'this method is not implemented';

/** The MapAdapter methods a provider may lack. */
const OPTIONAL: readonly PropertyKey[] = ['setPointsSource'] satisfies (keyof MapAdapter)[];

/**
 * The map as the page's own code gets it (the `adapter` of ready's detail): the adapter itself, where an optional
 * method the provider does not have (setPointsSource on Google or Bing) logs 'this method is not implemented' under
 * the map's name and returns a rejected promise, instead of a TypeError in the page's script.
 */
export function pageAdapter(adapter: MapAdapter, name: string): MapAdapter {
  return new Proxy(adapter, {
    get: (target, key, receiver) =>
      key in target || !OPTIONAL.includes(key)
        ? Reflect.get(target, key, receiver)
        : () => {
            // The spec's text as quoted (README: console texts), then which map and method.
            console.error(NOT_IMPLEMENTED, `(${name}: ${String(key)})`);
            return Promise.reject(new Error(NOT_IMPLEMENTED));
          },
  });
}
