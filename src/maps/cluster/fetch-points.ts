/** How long a whole points file may take to arrive (2.7 MB for 100,000 points: about 20 s at 1 Mbit/s). */
export const POINTS_TIMEOUT_MS = 60_000;

/**
 * Fetches a points file's bytes, on the page or in a worker. Fails with the status when it is not 2xx (releasing the
 * body), and when the whole file has not arrived within `timeoutMs`: a server that never answers gets a clear error
 * instead of a map waiting for its pins forever.
 */
export async function fetchPointsBytes(url: string, signal?: AbortSignal, timeoutMs = POINTS_TIMEOUT_MS): Promise<ArrayBuffer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      throw new Error(`the points file ${url} answered ${response.status}`);
    }
    return await response.arrayBuffer();
  } catch (error) {
    if (timedOut) throw new Error(`the points file ${url} did not arrive within ${timeoutMs / 1000} s`);
    // The caller's own abort stays an abort; a network failure says which file.
    if (signal?.aborted || (error instanceof Error && error.message.startsWith('the points file'))) throw error;
    throw new Error(`the points file ${url} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
