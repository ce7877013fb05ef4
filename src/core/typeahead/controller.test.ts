import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTypeahead, TYPEAHEAD_DEBOUNCE_MS } from './controller';
import type { TypeaheadState } from './state';
import { TYPEAHEAD_TEXTS_EN, typeaheadView } from './status';

type Opt = { query: string };
interface Pending {
  query: string;
  signal: AbortSignal;
  settled: boolean;
  resolve(options: Opt[]): void;
  reject(error: Error): void;
}

/** A virtual clock and a search whose answers the test releases by hand, in any order. */
function harness() {
  let now = 0;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const requests: Pending[] = [];
  const changes: string[] = [];
  const typeahead = createTypeahead<Opt>({
    schedule(run, ms) {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    search(query, signal) {
      return new Promise((resolve, reject) => {
        const request: Pending = {
          query,
          signal,
          settled: false,
          resolve: (options) => void ((request.settled = true), resolve(options)),
          reject: (error) => void ((request.settled = true), reject(error)),
        };
        requests.push(request);
      });
    },
    onChange: (_state: TypeaheadState<Opt>, cause) => void changes.push(cause),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
      timer.cancelled = true;
      timer.run();
    }
  };
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { typeahead, requests, changes, advance, flush };
}

describe('createTypeahead', () => {
  it('waits 120 ms after the last keystroke, then sends one request for the trimmed query', async () => {
    const h = harness();
    h.typeahead.input('L');
    h.advance(100);
    h.typeahead.input('Ly ');
    h.advance(TYPEAHEAD_DEBOUNCE_MS - 1);
    expect(h.requests).toHaveLength(0);
    h.advance(1);
    expect(h.requests.map((r) => r.query)).toEqual(['Ly']);
    h.requests[0]!.resolve([{ query: 'Ly' }]);
    await h.flush();
    expect(h.typeahead.state.options).toEqual([{ query: 'Ly' }]);
    expect(h.changes.at(-1)).toBe('answer');
  });

  it('sends nothing for an empty input', () => {
    const h = harness();
    h.typeahead.input('   ');
    h.advance(1000);
    expect(h.requests).toHaveLength(0);
  });

  it('a keystroke aborts the pending request and its late answer is never shown', async () => {
    const h = harness();
    h.typeahead.input('Ly');
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.typeahead.input('Lyo');
    expect(h.requests[0]!.signal.aborted).toBe(true);
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.requests[1]!.resolve([{ query: 'Lyo' }]);
    h.requests[0]!.resolve([{ query: 'Ly' }, { query: 'Ly' }]);
    await h.flush();
    expect(h.typeahead.state.options).toEqual([{ query: 'Lyo' }]);
  });

  it('a failed request empties the list; a superseded one failing changes nothing', async () => {
    const h = harness();
    h.typeahead.input('Ly');
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.requests[0]!.resolve([{ query: 'Ly' }]);
    await h.flush();
    h.typeahead.input('Lyo');
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.requests[1]!.reject(new Error('503'));
    await h.flush();
    expect(h.typeahead.state).toMatchObject({ options: [], failed: true });
  });

  it('Escape on a closed list clears the input and drops the pending request', () => {
    const h = harness();
    h.typeahead.input('Ly');
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.typeahead.key({ type: 'escape' });
    expect(h.typeahead.state.query).toBe('');
    expect(h.requests[0]!.signal.aborted).toBe(true);
  });

  it('destroy cancels the timer and the request; nothing changes afterwards', async () => {
    const h = harness();
    h.typeahead.input('Ly');
    h.advance(TYPEAHEAD_DEBOUNCE_MS);
    h.typeahead.input('Lyo');
    h.typeahead.destroy();
    h.advance(1000);
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]!.signal.aborted).toBe(true);
    const before = h.changes.length;
    h.typeahead.input('x');
    expect(h.changes).toHaveLength(before);
  });

  it('whatever the interleaving of keystrokes, time and answers, only options of the latest query are shown (fast-check)', async () => {
    const action = fc.oneof(
      fc.constantFrom('', ' ', 'L', 'Ly', 'Lyo', ' Ly', 'o').map((q) => ({ kind: 'type' as const, q })),
      // Around the debounce: just before, at and after it.
      fc.constantFrom(0, 60, 119, 120, 121, 400).map((ms) => ({ kind: 'wait' as const, ms })),
      fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), count: fc.nat(5) }),
      fc.record({ kind: fc.constant('fail' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 40, size: 'medium' }), async (actions) => {
        const h = harness();
        for (const a of actions) {
          if (a.kind === 'type') h.typeahead.input(a.q);
          else if (a.kind === 'wait') h.advance(a.ms);
          else if (h.requests.length) {
            const request = h.requests[a.pick % h.requests.length]!;
            if (a.kind === 'answer') request.resolve(Array.from({ length: a.count }, () => ({ query: request.query })));
            else request.reject(new Error('failed'));
          }
          await h.flush();
          const view = typeaheadView(h.typeahead.state, TYPEAHEAD_TEXTS_EN);
          for (const option of view.options) expect(option.query).toBe(h.typeahead.state.query.trim());
          // One request at a time: every request but the newest is answered or aborted.
          expect(h.requests.slice(0, -1).every((r) => r.settled || r.signal.aborted)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
