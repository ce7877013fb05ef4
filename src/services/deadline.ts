/**
 * A signal that aborts with the caller's signal or after `timeoutMs`, whichever comes first, and says which: the one
 * time limit of our requests (JSON services, the photo feed, points files, link checks). A controller of our own, not
 * AbortSignal.timeout and AbortSignal.any: fake timers drive it in tests, and older browsers have neither.
 */
export function deadline(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
