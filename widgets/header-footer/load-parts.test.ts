import { describe, expect, it } from 'vitest';
import { PART_MAX_CHARS, unusable } from './load-parts';

describe('unusable: an answer that is no header or footer', () => {
  it('takes HTML, a fragment or a whole document', () => {
    expect(unusable('<header class="shop-header"><a href="/">Shop</a></header>')).toBeNull();
    expect(unusable('<!doctype html><html><body><footer>f</footer></body></html>')).toBeNull();
  });

  it('names an empty, JSON (markup in a string too), binary or huge answer', () => {
    expect(unusable('')).toBe('no HTML');
    expect(unusable(' \n ')).toBe('no HTML');
    expect(unusable('{"header": null}')).toBe('JSON, not HTML');
    expect(unusable('{"html": "<header class=\\"shop\\"><a href=\\"/\\">Shop</a></header>"}')).toBe('JSON, not HTML');
    expect(unusable(' [\n"<footer>f</footer>"]')).toBe('JSON, not HTML');
    // Markup that merely contains braces is still markup.
    expect(unusable('<style>{}</style><header>h</header>')).toBeNull();
    expect(unusable('\u0089PNG\r\n\u001a\n\u0000\u0000<a')).toBe('binary');
    expect(unusable(`<div>${'x'.repeat(PART_MAX_CHARS)}</div>`)).toBe('too large');
  });
});
