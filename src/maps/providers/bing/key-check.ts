/// <reference types="bingmaps" />
import { fetchJson, HttpError } from '../../../services/http';
import { waitShared, type SharedWork } from '../../shared-wait';

/** Bing REST `authenticationResultCode` values that mean the key will not work (Bing Maps REST Services, common response). */
const REFUSED = new Set(['InvalidCredentials', 'CredentialsExpired', 'NotAuthorized', 'NoCredentials']);

/** Give up asking after this long: no answer says nothing about the key, so the map stays. */
export const BING_KEY_CHECK_TIMEOUT_MS = 15_000;

/**
 * Reads a Bing REST answer: the reason when Bing refused the credentials, else null. Only an explicit refusal counts
 * (a 401 or a refusing result code): a server error or an unreadable body says nothing about the key, and replacing a
 * working map on a hiccup would be worse than keeping a banner.
 */
export function bingRefusal(status: number, body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { authenticationResultCode?: unknown }).authenticationResultCode : undefined;
  if (typeof code === 'string' && REFUSED.has(code)) return code;
  if (status === 401) return 'HTTP 401';
  return null;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The Imagery Metadata URL for one session key (a call made with a session key is not billed as a transaction). */
export function bingMetadataUrl(restBase: string, sessionKey: string): string {
  return `${restBase.replace(/\/+$/, '')}/Imagery/Metadata/RoadOnDemand?${new URLSearchParams({ key: sessionKey, output: 'json', uriScheme: 'https' })}`;
}

/** What one check learnt of a key: Bing accepted it, refused it (with the reason), or nothing (no answer, an error). */
export type KeyVerdict = 'accepted' | 'unknown' | { refused: string };

/**
 * Bing V8 tells the page nothing when it rejects the key: it draws its own "Invalid Credentials" banner over an empty
 * map. The map's session key (Map.getCredentials) is accepted by the REST services exactly when the map's key is, so
 * one metadata request with it tells. Never rejects: no answer, a network error or an abort is 'unknown'.
 */
export async function checkBingKey(map: Pick<Microsoft.Maps.Map, 'getCredentials'>, restBase: string, signal: AbortSignal): Promise<KeyVerdict> {
  const sessionKey = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), BING_KEY_CHECK_TIMEOUT_MS);
    const done = (value: string | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => done(null);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      map.getCredentials((credentials) => done(typeof credentials === 'string' ? credentials : null));
    } catch {
      done(null);
    }
  });
  // An empty answer is not documented either way: it is not taken as a refusal.
  if (!sessionKey || signal.aborted) return 'unknown';
  try {
    const refusal = bingRefusal(200, await fetchJson(bingMetadataUrl(restBase, sessionKey), { signal, timeoutMs: BING_KEY_CHECK_TIMEOUT_MS }));
    return refusal ? { refused: refusal } : 'accepted';
  } catch (error) {
    const refusal = error instanceof HttpError ? bingRefusal(error.status, parseOrNull(error.responseText)) : null;
    return refusal ? { refused: refusal } : 'unknown';
  }
}

/** Keys Bing refused on this page: a later map with the same key falls back at once instead of showing the banner. */
const refusedKeys = new Set<string>();
/** Keys Bing accepted on this page: not asked about again. */
const acceptedKeys = new Set<string>();

interface Check extends SharedWork<KeyVerdict> {
  stop: AbortController;
}
const checks = new Map<string, Check>();

/**
 * One check per key and page: maps with the same key share the check in flight (made with the first one's session
 * key; it stops when every map waiting for it is gone), and a key Bing accepted is not asked about again. A check that
 * learnt nothing is made again by the next map. Resolves 'unknown' for a map that stops waiting (its signal aborts).
 */
export function checkBingKeyOnce(key: string, map: Pick<Microsoft.Maps.Map, 'getCredentials'>, restBase: string, signal: AbortSignal): Promise<KeyVerdict> {
  if (acceptedKeys.has(key)) return Promise.resolve('accepted');
  if (refusedKeys.has(key)) return Promise.resolve({ refused: 'refused earlier on this page' });
  let check = checks.get(key);
  if (!check) {
    const stop = new AbortController();
    const entry: Check = {
      stop,
      waiters: 0,
      settled: false,
      promise: checkBingKey(map, restBase, stop.signal).then((verdict) => {
        entry.settled = true;
        if (checks.get(key) === entry) checks.delete(key);
        if (verdict === 'accepted') acceptedKeys.add(key);
        else if (verdict !== 'unknown') refusedKeys.add(key);
        return verdict;
      }),
    };
    checks.set(key, entry);
    check = entry;
  }
  const shared = check;
  const abandon = () => {
    shared.stop.abort();
    if (checks.get(key) === shared) checks.delete(key);
  };
  // checkBingKey never rejects: a rejection here is this map leaving.
  return waitShared(shared, signal, abandon).catch((): KeyVerdict => 'unknown');
}

export function bingKeyRefused(key: string): boolean {
  return refusedKeys.has(key);
}

/** For tests. */
export function resetBingKeys(): void {
  refusedKeys.clear();
  acceptedKeys.clear();
  checks.clear();
}
