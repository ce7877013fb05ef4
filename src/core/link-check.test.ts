// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl, isDeadStatus } from './link-check';

const PAGE = 'https://shop.example/locations/fr/paris';

describe('checkUrl', () => {
  it("resolves a relative href against the document's base address, judging the origin by the page", () => {
    expect(checkUrl('guides/sizes#top', 'https://shop.example/p/q', false, 'https://shop.example/fr/')).toBe('https://shop.example/fr/guides/sizes');
    expect(checkUrl('guides/sizes', 'https://shop.example/p/q', false, 'https://cdn.example/fr/')).toBeNull();
    expect(checkUrl('guides/sizes', 'https://shop.example/p/q', true, 'https://cdn.example/fr/')).toBe('https://cdn.example/fr/guides/sizes');
  });

  it.each([
    ['/sandbox/links/ok/a', 'https://shop.example/sandbox/links/ok/a'],
    ['guide#sizes', 'https://shop.example/locations/fr/guide'],
    ['https://shop.example/x?y=1', 'https://shop.example/x?y=1'],
    [' ../other ', 'https://shop.example/locations/other'],
  ])('checks %j as %s', (href, expected) => {
    expect(checkUrl(href, PAGE, false)).toBe(expected);
  });

  it.each([null, '', '   ', '#top', 'mailto:a@b.example', 'tel:+33142685300', 'javascript:void(0)', 'https://other.example/page', 'http://shop.example/x', 'http://[bad'])(
    'skips %j on the same-origin setting',
    (href) => expect(checkUrl(href, PAGE, false)).toBeNull(),
  );

  it('skips an address with a user name or password (fetch refuses one): it is never checked nor reported', () => {
    expect(checkUrl('https://user:secret@shop.example/x', PAGE, false)).toBeNull();
  });

  it('checks other origins only when asked', () => {
    expect(checkUrl('https://other.example/page#a', PAGE, true)).toBe('https://other.example/page');
    expect(checkUrl('ftp://other.example/file', PAGE, true)).toBeNull();
  });

  it('only ever returns http(s) addresses without a fragment, of the page origin unless cross-origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withFragments: true, withQueryParameters: true }), fc.string()), fc.boolean(), (href, cross) => {
        const result = checkUrl(href, PAGE, cross);
        if (result === null) return;
        const url = new URL(result);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hash).toBe('');
        if (!cross) expect(url.origin).toBe('https://shop.example');
      }),
    );
  });
});

describe('isDeadStatus', () => {
  it('is true for anything but 200', () => {
    expect(isDeadStatus(200)).toBe(false);
    for (const status of [201, 204, 301, 304, 404, 410, 500]) expect(isDeadStatus(status)).toBe(true);
  });
});
