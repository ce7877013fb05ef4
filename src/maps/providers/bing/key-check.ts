/// <reference types="bingmaps" />
import { fetchJson, HttpError } from '../../../services/http';

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

/**
 * Bing V8 tells the page nothing when it rejects the key: it draws its own "Invalid Credentials" banner over an empty
 * map. The map's session key (Map.getCredentials) is accepted by the REST services exactly when the map's key is, so
 * one metadata request with it tells. Resolves with the refusal reason, or null when the key works or nothing could be
 * learnt (no answer, network error, abort).
 */
export async function checkBingKey(map: Pick<Microsoft.Maps.Map, 'getCredentials'>, restBase: string, signal: AbortSignal): Promise<string | null> {
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
  if (!sessionKey || signal.aborted) return null;
  try {
    return bingRefusal(200, await fetchJson(bingMetadataUrl(restBase, sessionKey), { signal, timeoutMs: BING_KEY_CHECK_TIMEOUT_MS }));
  } catch (error) {
    return error instanceof HttpError ? bingRefusal(error.status, parseOrNull(error.responseText)) : null;
  }
}

/** Keys Bing refused on this page: a later map with the same key falls back at once instead of showing the banner. */
const refusedKeys = new Set<string>();

export function rememberRefusedBingKey(key: string): void {
  refusedKeys.add(key);
}

export function bingKeyRefused(key: string): boolean {
  return refusedKeys.has(key);
}

/** For tests. */
export function resetBingKeys(): void {
  refusedKeys.clear();
}
