export type LinkOutcome = { kind: 'status'; status: number } | { kind: 'network-error'; error: unknown };

/**
 * HEAD to the link's own address with same-origin credentials (spec §7), following redirects. A rejected fetch
 * (offline, DNS, CORS, timeout, abort) is a network failure, never a dead link.
 */
export async function headRequest(url: string, signal: AbortSignal, timeoutMs: number): Promise<LinkOutcome> {
  // One controller for both the widget's signal and the timeout: AbortSignal.any is too new for some browsers.
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  if (signal.aborted) abort();
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', redirect: 'follow', signal: controller.signal });
    return { kind: 'status', status: response.status };
  } catch (error) {
    return { kind: 'network-error', error };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
