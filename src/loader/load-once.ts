/**
 * A loader that runs `load` once per page and shares its promise with every caller, except after a failure: a chunk
 * that failed to load (offline for a moment, a deploy in between) is asked for again by the next caller instead of
 * failing every later map or menu.
 *
 * @example
 * export const loadLeaflet = loadOnce(() => import('leaflet'));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const current = load();
      pending = current;
      current.catch(() => {
        if (pending === current) pending = undefined;
      });
    }
    return pending;
  };
}
