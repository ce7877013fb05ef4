import { createResultsStore, type ResultsStore } from '../core/results-store';

const stores = new Map<string, ResultsStore>();

/**
 * The results store of a group ("results" on the search screen). The list widget and the map widget are separate
 * chunks mounted in any order; both ask for their group's store here and meet in it.
 *
 * @example
 * const store = getResultsStore('results');
 * const off = store.subscribe((state) => adapter.highlight(shownId(state)));
 */
export function getResultsStore(group: string): ResultsStore {
  let store = stores.get(group);
  if (!store) stores.set(group, (store = counted(group, createResultsStore())));
  return store;
}

/**
 * A store that leaves the bus once its last listener has gone: a list and a map that a page script puts in place of
 * the old ones (new results) start from a fresh state, not from the old chosen card, map view and dragged map.
 */
function counted(group: string, store: ResultsStore): ResultsStore {
  let listeners = 0;
  const own: ResultsStore = {
    ...store,
    subscribe(listener) {
      listeners++;
      const off = store.subscribe(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        off();
        if (--listeners === 0 && stores.get(group) === own) stores.delete(group);
      };
    },
  };
  return own;
}

/** For tests that build pages one after another. */
export function resetResultsStores(): void {
  stores.clear();
}
