import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadline, MAX_TIMER_MS } from './deadline';

afterEach(() => vi.useRealTimers());

describe('deadline', () => {
  it("aborts with the caller's signal and its reason, and says it did not time out", () => {
    const caller = new AbortController();
    const limit = deadline(caller.signal, 1000);
    caller.abort(new Error('unmounted'));
    expect(limit.signal.aborted).toBe(true);
    expect(limit.signal.reason).toEqual(new Error('unmounted'));
    expect(limit.timedOut()).toBe(false);
    limit.dispose();
  });

  it('aborts at once for a caller already aborted, and works without a caller signal', () => {
    expect(deadline(AbortSignal.abort(), 1000).signal.aborted).toBe(true);
    vi.useFakeTimers();
    const limit = deadline(undefined, 1000);
    vi.advanceTimersByTime(999);
    expect(limit.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limit.timedOut()).toBe(true);
    expect((limit.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('waits at most the longest delay a browser timer takes: Infinity (no limit) does not time out at once', () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (const limit of [Infinity, 2 ** 40]) {
      const handle = deadline(undefined, limit);
      expect(timers).toHaveBeenLastCalledWith(expect.any(Function), MAX_TIMER_MS);
      expect(handle.signal.aborted).toBe(false);
      handle.dispose();
    }
    expect(() => deadline(undefined, Number.NaN)).toThrow('timeoutMs must be a number of milliseconds');
    timers.mockRestore();
  });

  it('once disposed, neither the timer nor the caller abort it', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const limit = deadline(caller.signal, 1000);
    limit.dispose();
    vi.advanceTimersByTime(2000);
    caller.abort();
    expect(limit.signal.aborted).toBe(false);
  });
});
