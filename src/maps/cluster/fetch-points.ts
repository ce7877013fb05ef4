import { deadline } from '../../services/deadline';
import { packRows } from './core';

/** How long a whole points file may take to arrive (2.7 MB for 100,000 points: about 20 s at 1 Mbit/s). */
export const POINTS_TIMEOUT_MS = 60_000;

/**
 * Fetches a points file's bytes, on the page or in a worker. Fails with the status when it is not 2xx (releasing the
 * body), and when the whole file has not arrived within `timeoutMs`: a server that never answers gets a clear error
 * instead of a map waiting for its pins forever. The caller's abort stays an abort.
 */
export async function fetchPointsBytes(url: string, signal?: AbortSignal, timeoutMs = POINTS_TIMEOUT_MS): Promise<ArrayBuffer> {
  const limit = deadline(signal, timeoutMs);
  const failed = (error: unknown) => {
    if (limit.timedOut()) return new Error(`the points file ${url} did not arrive within ${timeoutMs / 1000} s`);
    if (signal?.aborted) return error;
    return new Error(`the points file ${url} could not be fetched: ${messageOf(error)}`);
  };
  try {
    const response = await fetch(url, { signal: limit.signal }).catch((error: unknown) => Promise.reject(failed(error)));
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      throw new Error(`the points file ${url} answered ${response.status}`);
    }
    return await response.arrayBuffer().catch((error: unknown) => Promise.reject(failed(error)));
  } finally {
    limit.dispose();
  }
}

/** A points file's rows, from its bytes: the same message in the workers and on the page. */
export function readPoints(url: string, bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch (error) {
    throw new Error(`the points file ${url} could not be read: ${messageOf(error)}`);
  }
}

/**
 * A points file fetched and read on the page (no worker: a page that forbids them, or a provider fed pins): its packed
 * points, or a failure worded as the workers word it. The caller's abort stays an abort.
 */
export async function fetchPackedPoints(url: string, signal: AbortSignal): Promise<Float64Array> {
  const href = new URL(url, document.baseURI).href;
  try {
    return packRows(readPoints(href, await fetchPointsBytes(href, signal)));
  } catch (error) {
    throw signal.aborted ? error : located(error);
  }
}

/** A points file's failure as a console message of ours (messages that already are one are kept). */
export function located(error: unknown): Error {
  const message = messageOf(error);
  return new Error(message.startsWith('[locator]') ? message : `[locator] ${message}`);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
