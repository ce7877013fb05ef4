import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './yield';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task, after the microtasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });
});
