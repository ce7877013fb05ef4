import { deadline } from '../../src/services/deadline';

export type LinkOutcome = { kind: 'status'; status: number } | { kind: 'network-error'; error: unknown };

/**
 * HEAD to the link's own address with same-origin credentials (spec §7), following redirects. A rejected fetch
 * (offline, DNS, CORS, timeout, abort) is a network failure, never a dead link.
 */
export async function headRequest(url: string, signal: AbortSignal, timeoutMs: number): Promise<LinkOutcome> {
  const limit = deadline(signal, timeoutMs);
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', redirect: 'follow', signal: limit.signal });
    return { kind: 'status', status: response.status };
  } catch (error) {
    return { kind: 'network-error', error: limit.timedOut() ? new Error(`no answer within ${timeoutMs} ms`) : error };
  } finally {
    limit.dispose();
  }
}
