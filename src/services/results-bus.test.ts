import { afterEach, describe, expect, it } from 'vitest';
import { getResultsStore, resetResultsStores } from './results-bus';

afterEach(resetResultsStores);

describe('results bus', () => {
  it('gives the same store for one group and separate stores for others', () => {
    const list = getResultsStore('results');
    const map = getResultsStore('results');
    expect(map).toBe(list);
    list.dispatch({ type: 'card-click', id: '7' });
    expect(map.getState().activeId).toBe('7');
    expect(getResultsStore('other').getState().activeId).toBeNull();
  });

  it('starts afresh once every widget of the group has left (new results put in by a page script)', () => {
    const old = getResultsStore('results');
    const offList = old.subscribe(() => {});
    const offMap = old.subscribe(() => {});
    old.dispatch({ type: 'card-click', id: '7' });
    old.dispatch({ type: 'map-moved', center: { latitude: 1, longitude: 2 }, dragged: true });
    offMap();
    offMap();
    // The list is still there: the same store, the same state.
    expect(getResultsStore('results')).toBe(old);
    offList();
    const fresh = getResultsStore('results');
    expect(fresh).not.toBe(old);
    expect(fresh.getState()).toMatchObject({ activeId: null, requeryVisible: false });
  });
});
