import { nextTask } from '../loader/yield';

export interface TimeSlices {
  /** The current slice is spent: the work should yield before going on. */
  due(): boolean;
  /** Resolves in a new task, with a fresh slice. */
  next(): Promise<void>;
}

/**
 * Work cut by time, not by count: a batch of markers costs 10 ms on one machine and 60 on another, so a fixed count
 * either yields needlessly or makes long tasks. `budgetMs` leaves room for what shares the task (the worker's answer,
 * Leaflet's own handlers) under the 50 ms of a long task.
 */
export function timeSlices(budgetMs: number, now: () => number = () => performance.now(), yieldTask: () => Promise<void> = nextTask): TimeSlices {
  let end = now() + budgetMs;
  return {
    due: () => now() >= end,
    async next() {
      await yieldTask();
      end = now() + budgetMs;
    },
  };
}
