import type { FeedQuery } from './types';

/** The v1 path of each source (spec §7). Ids are encoded: a tag name is free text. */
export function feedPath(query: FeedQuery): string {
  switch (query.get) {
    case 'user':
      return `users/${encodeURIComponent(String(query.userId))}/media/recent`;
    case 'tagged':
      return `tags/${encodeURIComponent(query.tagName ?? '')}/media/recent`;
    case 'location':
      return `locations/${encodeURIComponent(String(query.locationId))}/media/recent`;
    case 'popular':
      return 'media/popular';
  }
}

/**
 * The first page's URL: `{base}/{path}?access_token=…` (or `client_id=…`), `&count={limit}`, and `&callback={name}`
 * for JSONP.
 *
 * @example
 * buildFeedUrl('https://api.instagram.com/v1', { get: 'popular', clientId: 'abc', limit: 4 });
 * // 'https://api.instagram.com/v1/media/popular?client_id=abc&count=4'
 */
export function buildFeedUrl(base: string, query: FeedQuery, callback?: string): string {
  const params = new URLSearchParams();
  if (query.accessToken) params.set('access_token', query.accessToken);
  else params.set('client_id', query.clientId ?? '');
  if (query.limit !== undefined) params.set('count', String(query.limit));
  if (callback !== undefined) params.set('callback', callback);
  return `${base.replace(/\/+$/, '')}/${feedPath(query)}?${params.toString()}`;
}

/**
 * The next page's URL from `pagination.next_url`, or null when there is none. The answer's URL is only followed on the
 * endpoint's own origin and over http(s): it carries the access token, and over JSONP it is run as a script.
 * The callback parameter is replaced for JSONP (each request has its own) and dropped for JSON.
 */
export function nextPageUrl(nextUrl: unknown, base: string, callback?: string): string | null {
  if (typeof nextUrl !== 'string' || nextUrl === '') return null;
  let url: URL;
  let origin: string;
  try {
    url = new URL(nextUrl);
    origin = new URL(base).origin;
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
  if (callback === undefined) url.searchParams.delete('callback');
  else url.searchParams.set('callback', callback);
  return url.toString();
}

/** A URL fit for logs and error reports: the access token replaced. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.searchParams.has('access_token')) url.searchParams.set('access_token', 'redacted');
    return url.toString();
  } catch {
    return raw.replace(/access_token=[^&#]*/g, 'access_token=redacted');
  }
}
