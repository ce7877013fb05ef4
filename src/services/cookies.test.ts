import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from './cookies';

const NAMES = ['store', 'session', 'scoped', 'foreign'];

afterEach(() => {
  for (const name of NAMES) {
    setCookie(name, '', -1, '/');
    setCookie(name, '', -1);
  }
});

describe('cookies on document.cookie', () => {
  it('writes an encoded value and reads it back decoded', () => {
    setCookie('store', 'Paris 8e; café', 30, '/');
    expect(document.cookie).toContain('store=Paris%208e%3B%20caf%C3%A9');
    expect(getCookie('store')).toBe('Paris 8e; café');
  });

  it('returns false for a cookie that was never set', () => {
    expect(getCookie('store')).toBe(false);
  });

  it('keeps a session cookie when days is left out', () => {
    setCookie('session', 'yes');
    expect(getCookie('session')).toBe('yes');
  });

  it('deletes a cookie when days is negative', () => {
    setCookie('store', 'Paris', 1, '/');
    expect(getCookie('store')).toBe('Paris');
    setCookie('store', '', -1, '/');
    expect(getCookie('store')).toBe(false);
  });

  it('does not show a cookie whose path the page is not under', () => {
    setCookie('scoped', 'x', 1, '/somewhere-else');
    expect(getCookie('scoped')).toBe(false);
  });

  it('is refused by the browser for a foreign domain', () => {
    setCookie('foreign', 'x', 1, '/', 'example.invalid');
    expect(getCookie('foreign')).toBe(false);
  });

  it('throws before touching document.cookie on a bad name', () => {
    const before = document.cookie;
    expect(() => setCookie('bad name', 'x', 1)).toThrow('Invalid cookie name: "bad name"');
    expect(document.cookie).toBe(before);
  });
});
