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
