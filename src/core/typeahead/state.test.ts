import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialState, isExpanded, reduce, type TypeaheadEvent, type TypeaheadState } from './state';

type Opt = { query: string; n: number };
const run = (events: TypeaheadEvent<Opt>[], state = initialState<Opt>()) => events.reduce(reduce, state);
const opts = (query: string, count: number): Opt[] => Array.from({ length: count }, (_, n) => ({ query, n }));

describe('type-ahead state', () => {
  it('takes the answer to the latest query and ignores a late answer to an older one', () => {
    const typed = run([{ type: 'input', query: 'L' }, { type: 'input', query: 'Ly' }]);
    expect(typed.seq).toBe(2);
    const late = reduce(typed, { type: 'answer', seq: 1, options: opts('L', 5) });
    expect(late).toBe(typed);
    const answered = reduce(typed, { type: 'answer', seq: 2, options: opts('Ly', 3) });
    expect(answered.options).toHaveLength(3);
    expect(isExpanded(answered)).toBe(true);
  });

  it('a keystroke hides the options of the previous query at once', () => {
    const s = run([{ type: 'input', query: 'Ly' }, { type: 'answer', seq: 1, options: opts('Ly', 3) }, { type: 'input', query: 'Lyo' }]);
    expect(s.options).toEqual([]);
    expect(isExpanded(s)).toBe(false);
  });

  it('a failed request empties the list; a stale failure changes nothing', () => {
    const s = run([{ type: 'input', query: 'Ly' }, { type: 'answer', seq: 1, options: opts('Ly', 3) }]);
    expect(reduce(s, { type: 'fail', seq: 0 })).toBe(s);
    expect(reduce(s, { type: 'fail', seq: 1 })).toMatchObject({ options: [], failed: true, answered: true });
  });

  it('arrow keys move the active option and wrap around', () => {
    let s = run([{ type: 'input', query: 'Pa' }, { type: 'answer', seq: 1, options: opts('Pa', 3) }]);
    expect(s.active).toBe(-1);
    const moves: [TypeaheadEvent<Opt>['type'], number][] = [['next', 0], ['next', 1], ['next', 2], ['next', 0], ['previous', 2], ['previous', 1]];
    for (const [type, expected] of moves) {
      s = reduce(s, { type } as TypeaheadEvent<Opt>);
      expect(s.active).toBe(expected);
    }
    s = reduce(s, { type: 'previous' });
    s = reduce(s, { type: 'previous' });
    expect(s.active).toBe(2);
  });

  it('Escape closes the list first, then clears the input; ArrowDown reopens a closed list', () => {
    let s = run([{ type: 'input', query: 'Pa' }, { type: 'answer', seq: 1, options: opts('Pa', 2) }, { type: 'next' }]);
    s = reduce(s, { type: 'escape' });
    expect(s).toMatchObject({ query: 'Pa', open: false, active: -1 });
    const reopened = reduce(s, { type: 'next' });
    expect(reopened).toMatchObject({ open: true, active: 0 });
    const up = reduce(s, { type: 'previous' });
    expect(up).toMatchObject({ open: true, active: 1 });
    s = reduce(s, { type: 'escape' });
    expect(s).toMatchObject({ query: '', options: [], open: true });
    expect(reduce(s, { type: 'escape' })).toBe(s);
  });

  it('hover activates an option of an expanded list only', () => {
    const s = run([{ type: 'input', query: 'Pa' }, { type: 'answer', seq: 1, options: opts('Pa', 2) }]);
    expect(reduce(s, { type: 'hover', index: 1 }).active).toBe(1);
    expect(reduce(s, { type: 'hover', index: 5 })).toBe(s);
    expect(reduce(reduce(s, { type: 'close' }), { type: 'hover', index: 1 }).active).toBe(-1);
  });

  it('choosing shows the option text, closes the list and makes pending answers stale', () => {
    const s = run([{ type: 'input', query: 'Pa' }, { type: 'answer', seq: 1, options: opts('Pa', 2) }, { type: 'chosen', query: 'Paris, France' }]);
    expect(s).toMatchObject({ query: 'Paris, France', open: false, options: [] });
    expect(reduce(s, { type: 'answer', seq: 1, options: opts('Pa', 2) })).toBe(s);
  });

  it('never takes options for an empty query', () => {
    const s = run([{ type: 'input', query: '  ' }]);
    expect(reduce(s, { type: 'answer', seq: s.seq, options: opts('', 2) })).toBe(s);
  });
});

describe('type-ahead state, any interleaving (fast-check)', () => {
  const query = fc.stringMatching(/^[ aLy]{0,3}$/);
  const event = fc.oneof(
    query.map((q) => ({ kind: 'input' as const, q })),
    fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), count: fc.nat(6) }),
    fc.record({ kind: fc.constant('fail' as const), pick: fc.nat() }),
    fc.constantFrom('next', 'previous', 'escape', 'close').map((type) => ({ kind: 'key' as const, type })),
    fc.nat(7).map((index) => ({ kind: 'hover' as const, index })),
  );

  it('the options shown always belong to the latest query, and the active index stays in range', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state: TypeaheadState<Opt> = initialState();
        // Every query ever typed, by sequence number: answers may come for any of them, in any order.
        const issued = new Map<number, string>([[0, '']]);
        for (const e of events) {
          if (e.kind === 'input') {
            state = reduce(state, { type: 'input', query: e.q });
            issued.set(state.seq, e.q);
          } else if (e.kind === 'answer' || e.kind === 'fail') {
            const seq = e.pick % (state.seq + 1);
            const q = issued.get(seq) ?? '';
            state = e.kind === 'answer' ? reduce(state, { type: 'answer', seq, options: opts(q, e.count) }) : reduce(state, { type: 'fail', seq });
          } else if (e.kind === 'key') {
            const before = state.seq;
            state = reduce(state, { type: e.type } as TypeaheadEvent<Opt>);
            if (state.seq !== before) issued.set(state.seq, state.query);
          } else state = reduce(state, { type: 'hover', index: e.index });

          for (const option of state.options) expect(option.query).toBe(state.query);
          expect(state.active).toBeGreaterThanOrEqual(-1);
          expect(state.active).toBeLessThan(Math.max(1, state.options.length));
          if (!isExpanded(state)) expect(state.active).toBe(-1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
