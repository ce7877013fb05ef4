/**
 * Runs `worker` over `items` with at most `limit` running at once, in item order, and resolves when all have
 * finished. Once `signal` aborts no further item starts (running ones finish on their own, usually by seeing the
 * same signal). A worker that throws rejects the whole run, after the items already started have settled.
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
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number from 1');
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await worker(items[index] as T, index);
    }
  };
  const lanes = Array.from({ length: Math.min(limit, items.length) }, lane);
  const results = await Promise.allSettled(lanes);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
