// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limiter, runLimited } from './run-limited';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('runLimited', () => {
  it('runs every item exactly once, never more than the limit at a time, starting in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 25 }), fc.integer({ min: 1, max: 6 }), async (delays, limit) => {
        let running = 0;
        let peak = 0;
        const started: number[] = [];
        await runLimited(delays, limit, async (delay, index) => {
          started.push(index);
          running++;
          peak = Math.max(peak, running);
          for (let i = 0; i < delay; i++) await tick();
          running--;
        });
        expect(started).toEqual(delays.map((_, i) => i));
        expect(peak).toBeLessThanOrEqual(limit);
        if (delays.length) expect(peak).toBe(Math.min(limit, delays.length));
      }),
      { numRuns: 60 },
    );
  });

  it('starts nothing new once the signal aborts', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      if (item === 2) controller.abort();
      await tick();
    }, controller.signal);
    expect(started).toEqual([1, 2]);
  });

  it('rejects with a worker error after the started items settle, and refuses a bad limit', async () => {
    const done: number[] = [];
    await expect(
      runLimited([1, 2, 3], 3, async (item) => {
        await tick();
        if (item === 1) throw new Error('boom');
        done.push(item);
      }),
    ).rejects.toThrow('boom');
    expect(done).toEqual([2, 3]);
    await expect(runLimited([1], 0, async () => {})).rejects.toThrow(RangeError);
  });
});

describe('limiter', () => {
  it('never runs more than the limit; tasks start in the order given, those given later too', async () => {
    const run = limiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number, ticks: number) => async () => {
      started.push(id);
      running++;
      peak = Math.max(peak, running);
      for (let i = 0; i < ticks; i++) await tick();
      running--;
      return id;
    };
    const first = [run(task(1, 1)), run(task(2, 3)), run(task(3, 1))];
    // Given once the first has ended, while the third waits: it starts after the third.
    const late = first[0]!.then(() => run(task(4, 1)));
    expect(await Promise.all([...first, late])).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('starts no queued task once the signal aborts (they resolve with undefined), and refuses a bad limit', async () => {
    const controller = new AbortController();
    const run = limiter(1, controller.signal);
    const started: number[] = [];
    const a = run(async () => {
      started.push(1);
      controller.abort();
      await tick();
      return 1;
    });
    const b = run(async () => {
      started.push(2);
      return 2;
    });
    expect(await Promise.all([a, b])).toEqual([1, undefined]);
    expect(started).toEqual([1]);
    expect(await run(async () => 3)).toBeUndefined();
    expect(() => limiter(0)).toThrow(RangeError);
  });
});
