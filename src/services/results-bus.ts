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
  if (!store) stores.set(group, (store = createResultsStore()));
  return store;
}

/** For tests that build pages one after another. */
export function resetResultsStores(): void {
  stores.clear();
}
