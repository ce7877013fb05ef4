import { describe, expect, it } from 'vitest';
import { timeSlices } from './time-slice';

describe('timeSlices', () => {
  it('is due once the budget of the current task is spent, and starts a fresh slice after yielding', async () => {
    let clock = 100;
    let yields = 0;
    const slices = timeSlices(20, () => clock, async () => {
      yields++;
      clock += 5; // the browser ran other tasks meanwhile
    });
    expect(slices.due()).toBe(false);
    clock = 119;
    expect(slices.due()).toBe(false);
    clock = 120;
    expect(slices.due()).toBe(true);
    await slices.next();
    expect(yields).toBe(1);
    // The new slice counts from after the yield (125), not from when it was asked for.
    clock = 144;
    expect(slices.due()).toBe(false);
    clock = 145;
    expect(slices.due()).toBe(true);
  });
});
