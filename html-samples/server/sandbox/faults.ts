import type { ServerResponse } from 'node:http';

/** Test hooks any sandbox endpoint accepts in its query string. */
export interface Faults {
  /** Milliseconds to wait before answering (0..30000). */
  delay: number;
  /** A status code that replaces the endpoint's own (100..599), or undefined. */
  status: number | undefined;
  /** Never answer: the socket stays open until the client gives up. */
  hang: boolean;
}

export const MAX_DELAY_MS = 30_000;

export function parseFaults(url: URL): Faults {
  const delay = Number(url.searchParams.get('__delay') ?? 0);
  const status = Number(url.searchParams.get('__status') ?? NaN);
  return {
    delay: Number.isFinite(delay) ? Math.min(MAX_DELAY_MS, Math.max(0, Math.trunc(delay))) : 0,
    status: Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined,
    hang: url.searchParams.get('__hang') === '1',
  };
}

/** Waits ms, resolving early with false when the client goes away first (no handler then runs for nobody). */
export function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

/**
 * Makes every writeHead use the forced status, so the endpoint still produces its usual headers and body but the
 * client sees the injected status (e.g. a geocoder answer with 503).
 */
export function forceStatus(res: ServerResponse, status: number): void {
  const original = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse;
  res.statusCode = status;
  res.writeHead = ((_code: number, ...rest: unknown[]) => original(status, ...rest)) as ServerResponse['writeHead'];
}
