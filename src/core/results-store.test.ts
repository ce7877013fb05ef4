import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createResultsStore, INITIAL_RESULTS_STATE, reduceResults, shownId, type ResultsAction, type ResultsState } from './results-store';

const run = (actions: ResultsAction[], start: ResultsState = INITIAL_RESULTS_STATE) => actions.reduce(reduceResults, start);
const LYON = { latitude: 45.75, longitude: 4.85 };

describe('results store: cards', () => {
  it('a card click toggles its active state and deactivates the others', () => {
    const a = run([{ type: 'card-click', id: '1' }]);
    expect(a.activeId).toBe('1');
    const b = run([{ type: 'card-click', id: '2' }], a);
    expect(b.activeId).toBe('2');
    expect(run([{ type: 'card-click', id: '2' }], b).activeId).toBeNull();
  });

  it('hovering a card shows it active and highlights its pin; leaving gives the chosen card back', () => {
    const chosen = run([{ type: 'card-click', id: '1' }]);
    const hovering = run([{ type: 'card-enter', id: '2' }], chosen);
    expect(shownId(hovering)).toBe('2');
    expect(shownId(run([{ type: 'card-leave', id: '2' }], hovering))).toBe('1');
  });

  it('a pointer passing over another card and leaving it gives back the card with the keyboard focus, not the chosen one', () => {
    const focused = run([{ type: 'card-click', id: '1' }, { type: 'card-focus', id: '3' }]);
    expect(shownId(focused)).toBe('3');
    const passing = run([{ type: 'card-enter', id: '2' }], focused);
    expect(shownId(passing)).toBe('2');
    const left = run([{ type: 'card-leave', id: '2' }], passing);
    expect(shownId(left)).toBe('3');
    // The focus leaving gives the chosen card back.
    expect(shownId(run([{ type: 'card-blur', id: '3' }], left))).toBe('1');
    // A blur of a card that no longer has the focus changes nothing.
    expect(run([{ type: 'card-blur', id: '2' }], left)).toBe(left);
  });

  it('a click on a focused card that toggles it off shows it inactive at once', () => {
    const state = run([{ type: 'card-focus', id: '1' }, { type: 'card-click', id: '1' }, { type: 'card-click', id: '1' }]);
    expect(shownId(state)).toBeNull();
  });

  it('a click on the hovered, active card shows it inactive at once', () => {
    const state = run([{ type: 'card-enter', id: '1' }, { type: 'card-click', id: '1' }, { type: 'card-click', id: '1' }]);
    expect(state.activeId).toBeNull();
    expect(shownId(state)).toBeNull();
  });

});

describe('results store: pins', () => {
  it('hovering a pin shows its card active without a scroll command', () => {
    const state = run([{ type: 'pin-enter', id: '4' }]);
    expect(shownId(state)).toBe('4');
    expect(state.effect).toBeNull();
    expect(shownId(run([{ type: 'pin-leave', id: '4' }], state))).toBeNull();
  });

  it('a pin click on a wide screen chooses its card and asks for a scroll', () => {
    const state = run([{ type: 'card-click', id: '1' }, { type: 'pin-click', id: '4', href: '/l/4' }]);
    expect(state.activeId).toBe('4');
    expect(state.effect).toEqual({ type: 'scroll', id: '4', seq: 1 });
    expect(run([{ type: 'pin-click', id: '4', href: '/l/4' }], state).effect).toEqual({ type: 'scroll', id: '4', seq: 2 });
  });

  it('a pin click on a narrow screen asks to open the location and keeps the selection', () => {
    const state = run([{ type: 'viewport', narrow: true }, { type: 'pin-click', id: '4', href: '/l/4' }]);
    expect(state.effect).toEqual({ type: 'open', id: '4', href: '/l/4', seq: 1 });
    expect(state.activeId).toBeNull();
  });

  it('a narrow screen pin with no page to open chooses its card, shows the list and gives the card the focus', () => {
    const state = run([{ type: 'viewport', narrow: true }, { type: 'show-map', visible: true }, { type: 'pin-click', id: '4', href: null }]);
    expect(state).toMatchObject({ activeId: '4', mapVisible: false, effect: { type: 'scroll', id: '4', focus: true } });
  });
});

describe('results store: page and requery', () => {
  it('the requery button shows after a drag, not after a move of the map by itself', () => {
    const moved = run([{ type: 'map-moved', center: LYON, dragged: false }]);
    expect(moved.requeryVisible).toBe(false);
    expect(moved.center).toEqual(LYON);
    expect(run([{ type: 'map-moved', center: LYON, dragged: true }], moved).requeryVisible).toBe(true);
  });

  it('the map view is a narrow-screen state', () => {
    const map = run([{ type: 'viewport', narrow: true }, { type: 'show-map', visible: true }]);
    expect(map.mapVisible).toBe(true);
    expect(run([{ type: 'viewport', narrow: false }], map).mapVisible).toBe(false);
  });

  it('notifies subscribers of changes only, and stops after unsubscribe', () => {
    const store = createResultsStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.dispatch({ type: 'card-leave', id: 'nobody' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'card-click', id: '1' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ activeId: '1' }), INITIAL_RESULTS_STATE);
    off();
    store.dispatch({ type: 'card-click', id: '1' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener does not stop the others', () => {
    const store = createResultsStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(second);
    store.dispatch({ type: 'card-click', id: '1' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[locator] a results listener threw', expect.any(Error));
    error.mockRestore();
  });
});

const id = fc.constantFrom('1', '2', '3');
const action: fc.Arbitrary<ResultsAction> = fc.oneof(
  id.map((i) => ({ type: 'card-click' as const, id: i })),
  id.map((i) => ({ type: 'card-enter' as const, id: i })),
  id.map((i) => ({ type: 'card-leave' as const, id: i })),
  id.map((i) => ({ type: 'pin-enter' as const, id: i })),
  id.map((i) => ({ type: 'pin-leave' as const, id: i })),
  fc.record({ type: fc.constant('pin-click' as const), id, href: fc.option(fc.constant('/l'), { nil: null }) }),
  fc.record({ type: fc.constant('map-moved' as const), center: fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }), dragged: fc.boolean() }),
  fc.boolean().map((visible) => ({ type: 'show-map' as const, visible })),
  fc.boolean().map((narrow) => ({ type: 'viewport' as const, narrow })),
);

describe('results store: properties', () => {
  it('the requery button never hides again once shown, and effect numbers only grow', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = INITIAL_RESULTS_STATE;
        for (const next of actions) {
          const after = reduceResults(state, next);
          if (state.requeryVisible) expect(after.requeryVisible).toBe(true);
          expect(after.effect?.seq ?? 0).toBeGreaterThanOrEqual(state.effect?.seq ?? 0);
          if (!after.narrow) expect(after.mapVisible).toBe(false);
          state = after;
        }
      }),
    );
  });

  it('two clicks on a card give it back if it was chosen, else leave no card chosen', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), id, (actions, card) => {
        const state = { ...run(actions), hoverId: null };
        const twice = run([{ type: 'card-click', id: card }, { type: 'card-click', id: card }], state);
        expect(twice.activeId).toBe(state.activeId === card ? card : null);
      }),
    );
  });

  it('a wide pin click always leaves exactly its card shown active', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), id, (actions, pin) => {
        const state = run([...actions, { type: 'viewport', narrow: false }, { type: 'pin-click', id: pin, href: '/l' }]);
        expect(shownId(state)).toBe(pin);
        expect(state.effect).toMatchObject({ type: 'scroll', id: pin });
      }),
    );
  });
});
