import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFeedUrl, nextPageUrl, redactUrl } from './url';

const BASE = 'https://api.instagram.com/v1';

describe('buildFeedUrl', () => {
  it('builds each source path with the access token, count and callback', () => {
    expect(buildFeedUrl(BASE, { get: 'user', userId: 1001, accessToken: 'tok', limit: 6 })).toBe(
      'https://api.instagram.com/v1/users/1001/media/recent?access_token=tok&count=6',
    );
    expect(buildFeedUrl(`${BASE}/`, { get: 'tagged', tagName: 'kids', clientId: 'cid' }, 'cb_1')).toBe(
      'https://api.instagram.com/v1/tags/kids/media/recent?client_id=cid&callback=cb_1',
    );
    expect(buildFeedUrl(BASE, { get: 'location', locationId: 7, clientId: 'cid', limit: 3 })).toBe(
      'https://api.instagram.com/v1/locations/7/media/recent?client_id=cid&count=3',
    );
    expect(buildFeedUrl(BASE, { get: 'popular', accessToken: 'a&b' })).toBe('https://api.instagram.com/v1/media/popular?access_token=a%26b');
  });

  it('keeps any tag name the validation accepts inside its path segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((tag) => tag !== '.' && tag !== '..'), (tagName) => {
        const url = new URL(buildFeedUrl(BASE, { get: 'tagged', tagName, clientId: 'c' }));
        expect(url.origin).toBe('https://api.instagram.com');
        const segments = url.pathname.split('/');
        expect(segments).toHaveLength(6);
        expect(decodeURIComponent(segments[3]!)).toBe(tagName);
        expect(url.searchParams.get('client_id')).toBe('c');
      }),
    );
  });
});

describe('nextPageUrl', () => {
  const next = `${BASE}/users/1001/media/recent?access_token=tok&count=6&callback=old&max_id=1001006_1001`;

  it('replaces the callback for JSONP and drops it for JSON', () => {
    expect(nextPageUrl(next, BASE, 'fresh')).toBe(`${BASE}/users/1001/media/recent?access_token=tok&count=6&callback=fresh&max_id=1001006_1001`);
    expect(nextPageUrl(next, BASE)).toBe(`${BASE}/users/1001/media/recent?access_token=tok&count=6&max_id=1001006_1001`);
  });

  it('has no next page without a usable URL on the endpoint origin', () => {
    expect(nextPageUrl(undefined, BASE)).toBeNull();
    expect(nextPageUrl('', BASE)).toBeNull();
    expect(nextPageUrl('not a url', BASE)).toBeNull();
    expect(nextPageUrl('https://evil.example/v1/users/1/media/recent', BASE)).toBeNull();
    expect(nextPageUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(nextPageUrl(`${BASE}/x`, 'not a base')).toBeNull();
  });
});

describe('redactUrl', () => {
  it('hides the access token and keeps the rest', () => {
    expect(redactUrl(`${BASE}/media/popular?access_token=secret&count=2`)).toBe(`${BASE}/media/popular?access_token=redacted&count=2`);
    expect(redactUrl(`${BASE}/media/popular?client_id=c`)).toBe(`${BASE}/media/popular?client_id=c`);
    expect(redactUrl('/relative?access_token=secret')).toBe('/relative?access_token=redacted');
  });
});
