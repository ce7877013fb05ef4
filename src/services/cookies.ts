import { readCookie, serializeCookie } from '../core/cookies';

/**
 * Sets a cookie on the current document. `days` counts from now; leave it out (or null) for a session cookie,
 * pass a negative number to delete. The value is URL-encoded (see `serializeCookie` in core, which
 * also lists the errors thrown for bad names and attributes).
 *
 * @example
 * setCookie('preferredStore', 'Paris 8e', 30, '/');
 * getCookie('preferredStore'); // 'Paris 8e'
 */
export function setCookie(name: string, value: string, days?: number | null, path?: string, domain?: string): void {
  document.cookie = serializeCookie(name, value, days, Date.now(), path, domain);
}

/**
 * Reads a cookie of the current document, decoded, or `false` when it is not set.
 *
 * @example
 * getCookie('preferredStore'); // 'Paris 8e', or false
 */
export function getCookie(name: string): string | false {
  return readCookie(document.cookie, name);
}
