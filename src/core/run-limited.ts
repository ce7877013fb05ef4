/**
 * A queue that runs the tasks given to it with at most `limit` running at once, in the order given. Once `signal`
 * aborts no queued task starts: its promise resolves with undefined (running ones finish on their own, usually by
 * seeing the same signal). For work that arrives over time, as links a page script adds to a checked list.
 *
 * @example
 * const run = limiter(4, controller.signal);
 * await Promise.all(urls.map((url) => run(() => check(url))));
 */
export function limiter(limit: number, signal?: AbortSignal): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number from 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot to the next waiting one directly, so the count never has to be taken back.
  const release = () => {
    const waiter = waiting.shift();
    if (waiter) waiter();
    else running--;
  };
  return async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    if (signal?.aborted) {
      release();
      return undefined;
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * Runs `worker` over `items` with at most `limit` running at once, in item order, and resolves when all have
 * finished. Once `signal` aborts no further item starts. A worker that throws rejects the whole run, after the items
 * already started have settled.
 *
 * @example
 * await runLimited(urls, 4, (url) => check(url), controller.signal);
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const run = limiter(limit, signal);
  // A worker that failed stops the items not started yet, as an abort does.
  let failed = false;
  const runItem = async (item: T, index: number) => {
    if (failed) return;
    try {
      await worker(item, index);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const results = await Promise.allSettled(items.map((item, index) => run(() => runItem(item, index))));
  const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}
