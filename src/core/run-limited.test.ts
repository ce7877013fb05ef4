// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

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
