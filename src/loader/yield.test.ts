import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundTask } from './background-task';
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

describe('backgroundTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts a background-priority task where the browser has scheduler.postTask', async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve(callback()));
    vi.stubGlobal('scheduler', { yield: vi.fn(), postTask });
    await backgroundTask();
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'background' });
  });

  it('otherwise waits for a timeout task, behind the tasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const done = backgroundTask().then(() => order.push('background'));
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(order).toEqual(['queued task', 'background']);
  });
});
