/** One request of the feed: `url(callback)` builds the address (JSONP passes its callback name, JSON nothing). */
export interface TransportRequest {
  url: (callback?: string) => string;
  signal: AbortSignal;
  timeoutMs: number;
}

export interface TransportAnswer {
  body: unknown;
  /** The HTTP status, when the transport can see it (JSON only). */
  status?: number;
}

/** Resolves with the parsed answer; rejects with a PhotoFeedError, or an AbortError when the signal aborted. */
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

/** A signal that aborts with the caller's signal or after `timeoutMs`, whichever comes first. */
export function deadline(signal: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The photo feed request timed out', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}
