import { schedulerOf } from './yield';

/**
 * Resolves in a task that runs only when nothing more urgent is queued: work a visitor can wait for (the map's land
 * shapes, the analytics client) then never delays what they are waiting on (the widgets, the worker's first clusters,
 * input). `scheduler.postTask` at background priority where there is one; elsewhere a plain timeout task, behind the
 * queued ones.
 */
export function backgroundTask(): Promise<void> {
  const scheduler = schedulerOf();
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => {}, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
