import { describe, expect, it } from 'vitest';
import { PART_MAX_CHARS, unusable } from './load-parts';

describe('unusable: an answer that is no header or footer', () => {
  it('takes HTML, a fragment or a whole document', () => {
    expect(unusable('<header class="shop-header"><a href="/">Shop</a></header>')).toBeNull();
    expect(unusable('<!doctype html><html><body><footer>f</footer></body></html>')).toBeNull();
  });

  it('names an empty, JSON, binary or huge answer', () => {
    expect(unusable('')).toBe('an empty answer');
    expect(unusable(' \n ')).toBe('an empty answer');
    expect(unusable('{"header": null}')).toBe('an answer with no HTML in it');
    expect(unusable('\u0089PNG\r\n\u001a\n\u0000\u0000<')).toBe('a binary answer');
    expect(unusable(`<div>${'x'.repeat(PART_MAX_CHARS)}</div>`)).toMatch(/^an answer of \d+ characters, more than a part can be$/);
  });
});
