// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

const NEW_YEAR_2024 = Date.UTC(2024, 0, 1, 12, 30, 0);

describe('serializeCookie', () => {
  it('writes name, encoded value, expiry, path and domain in that order', () => {
    expect(serializeCookie('store', 'Paris 8e; café', 7, NEW_YEAR_2024, '/', 'example.com')).toBe(
      'store=Paris%208e%3B%20caf%C3%A9; expires=Mon, 08 Jan 2024 12:30:00 GMT; path=/; domain=example.com',
    );
  });

  it('makes a session cookie when days is undefined', () => {
    expect(serializeCookie('store', 'Paris', undefined, NEW_YEAR_2024)).toBe('store=Paris');
    expect(serializeCookie('store', 'Paris', undefined, NEW_YEAR_2024, '/stores')).toBe('store=Paris; path=/stores');
  });

  it('makes a session cookie when days is null; writes a far expiry as 400 days and one far past as 1970', () => {
    expect(serializeCookie('store', 'Paris', null, NEW_YEAR_2024, '/')).toBe('store=Paris; path=/');
    expect(serializeCookie('a', 'b', 1e9, NEW_YEAR_2024)).toBe('a=b; expires=Tue, 04 Feb 2025 12:30:00 GMT');
    expect(serializeCookie('a', 'b', -1e9, NEW_YEAR_2024)).toBe('a=b; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('counts fractional and negative days from now', () => {
    expect(serializeCookie('a', 'b', 0.5, NEW_YEAR_2024)).toBe('a=b; expires=Tue, 02 Jan 2024 00:30:00 GMT');
    expect(serializeCookie('a', '', -1, NEW_YEAR_2024)).toBe('a=; expires=Sun, 31 Dec 2023 12:30:00 GMT');
  });

  it.each(['', 'my cookie', 'a;b', 'a=b', 'café', 'a,b'])('rejects the name %j', (name) => {
    expect(() => serializeCookie(name, 'v', 1, NEW_YEAR_2024)).toThrow(`Invalid cookie name: ${JSON.stringify(name)}`);
  });

  it('rejects attributes that would inject another attribute', () => {
    expect(() => serializeCookie('a', 'b', 1, NEW_YEAR_2024, '/; secure')).toThrow('Invalid cookie path: "/; secure"');
    expect(() => serializeCookie('a', 'b', 1, NEW_YEAR_2024, '/', 'x.com\n')).toThrow('Invalid cookie domain: "x.com\\n"');
  });

  it('rejects non-finite clocks and expiries, and wrong types', () => {
    expect(() => serializeCookie('a', 'b', Number.NaN, NEW_YEAR_2024)).toThrow('Invalid cookie expiry: days must be finite');
    expect(() => serializeCookie('a', 'b', 1, Number.POSITIVE_INFINITY)).toThrow('Invalid cookie clock: now must be finite');
    expect(() => serializeCookie('a', 42 as unknown as string, 1, NEW_YEAR_2024)).toThrow('Object of type string expected');
    expect(() => serializeCookie('a', 'b', '1' as unknown as number, NEW_YEAR_2024)).toThrow('Object of type number expected');
  });
});

describe('readCookie', () => {
  const HEADER = 'theme=dark; store=Paris%208e%3B%20caf%C3%A9;empty=; flag; storeId=42';

  it('returns the decoded value of the named cookie', () => {
    expect(readCookie(HEADER, 'store')).toBe('Paris 8e; café');
    expect(readCookie(HEADER, 'storeId')).toBe('42');
    expect(readCookie(HEADER, 'theme')).toBe('dark');
  });

  it('returns an empty string for an empty value, and false when absent', () => {
    expect(readCookie(HEADER, 'empty')).toBe('');
    expect(readCookie(HEADER, 'sto')).toBe(false);
    expect(readCookie(HEADER, 'flag')).toBe(false);
    expect(readCookie('', 'store')).toBe(false);
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('bad=100%; good=1', 'bad')).toBe('100%');
  });

  it('keeps = signs inside the value and takes the first of repeated names', () => {
    expect(readCookie('token=a=b==; token=second', 'token')).toBe('a=b==');
  });

  it('reads back whatever serializeCookie wrote', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(fc.property(name, fc.string({ unit: 'grapheme' }), (n, value) => {
      const cookie = serializeCookie(n, value, 1, NEW_YEAR_2024, '/');
      expect(readCookie(`other=1; ${cookie.split(';')[0]}`, n)).toBe(value);
    }));
  });
});
