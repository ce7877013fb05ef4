/**
 * The one way widgets call a JSON service (and the proxy helper any service): a timeout, the caller's cancellation, and a failure report with the
 * shape spec §7 gives failed AJAX calls (request type, url, data, status, error text, first 100 characters of the
 * response text). A request the caller aborted is not a failure and is not reported.
 */

import { deadline } from './deadline';
import { failedCall, type FailureReport } from './failed-call';

export const DEFAULT_TIMEOUT_MS = 8000;

export type HttpFailureKind = 'timeout' | 'network' | 'status' | 'parse';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly kind: HttpFailureKind,
    readonly status: number,
    message: string,
    /** The answer's text when there was one (a refusal often says why in its body). */
    readonly responseText = '',
  ) {
    super(message);
  }
}

export interface FetchJsonOptions {
  /** The caller's cancellation (a newer keystroke, an unmount). An abort rejects with its reason, unreported. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Receives every failure but caller aborts (context.report in widgets). */
  report?: (error: unknown, extra: Record<string, unknown>) => void;
  /** Injectable for tests; the global fetch by default. */
  fetch?: typeof fetch;
}

/** GETs `url` and parses the answer as JSON. Rejects with an HttpError (reported) or the caller's abort reason. */
export function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  return fetchAnswer(url, options, 'application/json', (text, response) => parseJson(text, response.status));
}

/** The answer as JSON; an HttpError of kind 'parse' when it is not. */
export function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError('parse', status, `Invalid JSON response (${errorText(error)})`);
  }
}

/**
 * GETs `url` with this Accept header and reads a 2xx answer with `read` (which throws an HttpError for an answer it
 * cannot use). Every failure but the caller's abort is an HttpError, reported with the call's shape.
 */
export async function fetchAnswer<T>(url: string, options: FetchJsonOptions, accept: string, read: (text: string, response: Response) => T): Promise<T> {
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS, report } = options;
  const doFetch = options.fetch ?? fetch;
  signal?.throwIfAborted();
  const limit = deadline(signal, timeoutMs);

  let status = 0;
  let text = '';
  try {
    let response: Response;
    try {
      response = await doFetch(url, { signal: limit.signal, headers: { Accept: accept } });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw limit.timedOut()
        ? new HttpError('timeout', 0, `no answer within ${timeoutMs} ms`)
        : new HttpError('network', 0, errorText(error));
    }
    status = response.status;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new HttpError(limit.timedOut() ? 'timeout' : 'network', status, errorText(error));
    }
    if (!response.ok) throw new HttpError('status', status, response.statusText || `HTTP ${status}`, text);
    return read(text, response);
  } catch (error) {
    if (error instanceof HttpError) report?.(error, failureReport(url, error, text));
    throw error;
  } finally {
    limit.dispose();
  }
}

export function failureReport(url: string, error: HttpError, text: string): Record<string, unknown> & FailureReport {
  return failedCall('GET', url, error.status, error.message, text);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
