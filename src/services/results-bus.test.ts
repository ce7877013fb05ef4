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
});
