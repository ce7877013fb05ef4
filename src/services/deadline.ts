/** The longest delay a browser timer takes (about 24.8 days): a longer limit, or none (Infinity), is this one. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A signal that aborts with the caller's signal or after `timeoutMs`, whichever comes first, and says which: the one
 * time limit of our requests (JSON services, the photo feed, points files, link checks). A controller of our own, not
 * AbortSignal.timeout and AbortSignal.any: fake timers drive it in tests, and older browsers have neither.
 */
export function deadline(signal: AbortSignal | undefined, timeoutMs: number) {
  // A browser runs a timer of NaN, Infinity or more than 2^31 - 1 ms at once: every request would time out.
  if (Number.isNaN(timeoutMs)) throw new RangeError('timeoutMs must be a number of milliseconds');
  const waitMs = Math.min(timeoutMs, MAX_TIMER_MS);
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, waitMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
