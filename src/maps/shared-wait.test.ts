import { describe, expect, it, vi } from 'vitest';
import { waitShared, type SharedWork } from './shared-wait';

function work<T>() {
  let settle!: (value: T) => void;
  const shared: SharedWork<T> = { promise: new Promise<T>((resolve) => (settle = resolve)), waiters: 0, settled: false };
  return { shared, settle: (value: T) => ((shared.settled = true), settle(value)) };
}

describe('waitShared', () => {
  it('gives every waiter the result; one that leaves gets its reason, and the work goes on for the others', async () => {
    const { shared, settle } = work<string>();
    const abandon = vi.fn();
    const leaving = new AbortController();
    const first = waitShared(shared, leaving.signal, abandon);
    const second = waitShared(shared, new AbortController().signal, abandon);
    leaving.abort(new Error('removed'));
    await expect(first).rejects.toThrow('removed');
    expect(abandon).not.toHaveBeenCalled();
    settle('done');
    await expect(second).resolves.toBe('done');
    // Each waiter left once: the count is back to none.
    expect(shared.waiters).toBe(0);
  });

  it('abandons the work when the last waiter leaves before it is over, and never when it is over', async () => {
    const pending = work<string>();
    const abandon = vi.fn();
    const a = new AbortController();
    const b = new AbortController();
    const waits = [waitShared(pending.shared, a.signal, abandon), waitShared(pending.shared, b.signal, abandon)];
    waits.forEach((wait) => wait.catch(() => {}));
    a.abort();
    b.abort();
    expect(abandon).toHaveBeenCalledOnce();
    const over = work<string>();
    over.settle('done');
    const c = new AbortController();
    const late = waitShared(over.shared, c.signal, abandon);
    await expect(late).resolves.toBe('done');
    c.abort();
    expect(abandon).toHaveBeenCalledOnce();
    await expect(waitShared(over.shared, c.signal, abandon)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
