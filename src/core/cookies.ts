import { expectType } from './type-check';

const DAY_MS = 24 * 60 * 60 * 1000;
// RFC 6265 token characters: a name outside them would be mangled or rejected by the browser.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// ';' would start a new attribute and control characters make browsers drop the whole cookie.
const UNSAFE_ATTRIBUTE = /[;\u0000-\u001f\u007f]/;

function expectName(name: unknown): asserts name is string {
  expectType(name, 'string');
  if (!COOKIE_NAME.test(name)) throw new RangeError(`Invalid cookie name: ${JSON.stringify(name)}`);
}

function attribute(key: 'path' | 'domain', value: string | undefined): string {
  if (value === undefined) return '';
  expectType(value, 'string');
  if (UNSAFE_ATTRIBUTE.test(value)) throw new RangeError(`Invalid cookie ${key}: ${JSON.stringify(value)}`);
  return `; ${key}=${value}`;
}

/** The longest a browser keeps a cookie (RFC 6265bis: user agents cap expiry at 400 days). */
const MAX_DAYS = 400;

/**
 * Builds a `Set-Cookie`-style string for `document.cookie`. The value is URL-encoded; `days` sets
 * the expiry counted from `now` (epoch ms), and leaving it undefined (or null, as a script writes "no expiry") makes a
 * session cookie. Zero or negative days give an expiry in the past, which deletes the cookie. Browsers keep a cookie
 * at most 400 days (RFC 6265bis): a longer expiry is written as 400 days, and one far in the past as 1970, so neither
 * becomes a date the cookie grammar cannot read (`Invalid Date`, a six-digit year), which would make a session cookie.
 * Throws 'Invalid cookie name: "..."' for a name that is not an RFC 6265 token, and
 * 'Invalid cookie path: "..."' / 'Invalid cookie domain: "..."' for attributes holding ';' or
 * control characters.
 *
 * @example
 * serializeCookie('store', 'Paris 8e', 7, Date.UTC(2024, 0, 1), '/');
 * // 'store=Paris%208e; expires=Mon, 08 Jan 2024 00:00:00 GMT; path=/'
 * serializeCookie('store', 'Paris', undefined, 0); // 'store=Paris'
 */
export function serializeCookie(
  name: string,
  value: string,
  days: number | null | undefined,
  now: number,
  path?: string,
  domain?: string,
): string {
  expectName(name);
  expectType(value, 'string');
  expectType(now, 'number');
  if (!Number.isFinite(now)) throw new RangeError('Invalid cookie clock: now must be finite');
  let expires = '';
  if (days !== undefined && days !== null) {
    expectType(days, 'number');
    if (!Number.isFinite(days)) throw new RangeError('Invalid cookie expiry: days must be finite');
    expires = `; expires=${new Date(Math.max(0, now + Math.min(days, MAX_DAYS) * DAY_MS)).toUTCString()}`;
  }
  return `${name}=${encodeURIComponent(value)}${expires}${attribute('path', path)}${attribute('domain', domain)}`;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Another script may have written a value that is not valid percent-encoding: return it raw.
    return value;
  }
}

/**
 * Reads one cookie's decoded value out of a `Cookie` header or `document.cookie` string, or `false`
 * when no cookie has that exact name. When a name repeats (same name, different paths), the first
 * one wins, as browsers list the most specific path first.
 *
 * @example
 * readCookie('a=1; store=Paris%208e', 'store'); // 'Paris 8e'
 * readCookie('a=1', 'store'); // false
 */
export function readCookie(cookieHeader: string, name: string): string | false {
  expectType(cookieHeader, 'string');
  expectType(name, 'string');
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return decode(pair.slice(at + 1).trim());
  }
  return false;
}
