import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageAt, normalizePhoto, safeUrl } from './normalize';
import { readFeedResponse } from './response';

const BASE = 'http://127.0.0.1:4403/sandbox/instagram/v1';
const item = {
  id: '1001001_1001',
  link: 'https://www.instagram.com/p/x/',
  images: {
    thumbnail: { url: '/sandbox/images/photo/1001001_1001-150.svg', width: 150, height: 150 },
    standard_resolution: { url: 'https://cdn.example/640.jpg', width: 640, height: 480 },
  },
  caption: { text: '<img src=x onerror=alert(1)> Tiny raincoats' },
  likes: { count: 12 },
  comments: { count: 3 },
  location: { name: 'Pommelune Lyon' },
  created_time: '1795141312',
};

describe('readFeedResponse', () => {
  it('reads the photos and the next URL of a good answer', () => {
    const result = readFeedResponse({ meta: { code: 200 }, data: [item], pagination: { next_url: `${BASE}/next` } }, BASE);
    expect(result).toEqual({
      ok: true,
      nextUrl: `${BASE}/next`,
      photos: [
        {
          id: '1001001_1001',
          link: 'https://www.instagram.com/p/x/',
          images: {
            thumbnail: { url: 'http://127.0.0.1:4403/sandbox/images/photo/1001001_1001-150.svg', width: 150, height: 150 },
            standard_resolution: { url: 'https://cdn.example/640.jpg', width: 640, height: 480 },
          },
          caption: '<img src=x onerror=alert(1)> Tiny raincoats',
          likes: 12,
          comments: 3,
          locationName: 'Pommelune Lyon',
          createdTime: 1795141312,
        },
      ],
    });
  });

  it('gives the spec messages for bad answers', () => {
    expect(readFeedResponse('not json', BASE)).toMatchObject({ ok: false, kind: 'invalid-json', message: 'Invalid JSON response' });
    expect(readFeedResponse(null, BASE)).toMatchObject({ message: 'Invalid JSON response' });
    expect(readFeedResponse([item], BASE)).toMatchObject({ message: 'Invalid JSON response' });
    expect(
      readFeedResponse({ meta: { code: 400, error_type: 'OAuthAccessTokenException', error_message: 'The access_token provided is invalid.' } }, BASE),
    ).toMatchObject({ ok: false, kind: 'api', message: 'Error from Instagram: The access_token provided is invalid.' });
    expect(readFeedResponse({ data: [item] }, BASE)).toMatchObject({ kind: 'api', message: 'Error from Instagram: code missing' });
    expect(readFeedResponse({ meta: { code: 200 }, data: [] }, BASE)).toMatchObject({
      ok: false,
      kind: 'empty',
      message: 'No images were returned from Instagram',
    });
    expect(readFeedResponse({ meta: { code: 200 }, data: [{ id: 'x' }, 5] }, BASE)).toMatchObject({ kind: 'empty' });
  });

  it('says which code came back, whatever its type, without throwing', () => {
    expect(readFeedResponse({ meta: { code: { toString: 1 } }, data: [item] }, BASE)).toMatchObject({ kind: 'api', message: 'Error from Instagram: code an object' });
    expect(readFeedResponse({ meta: { code: '500' }, data: [item] }, BASE)).toMatchObject({ kind: 'api', message: 'Error from Instagram: code 500' });
  });

  it('keeps one photo per id, a number and its text being one', () => {
    const result = readFeedResponse({ meta: { code: 200 }, data: [item, { ...item }, { ...item, id: String(item.id) }, { ...item, id: 'other' }] }, BASE);
    expect(result.ok && result.photos.map((photo) => photo.id)).toEqual([String(item.id), 'other']);
  });

  it('never throws, whatever the answer', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), fc.anything(), (data, pagination) => {
        const result = readFeedResponse({ meta: { code: 200 }, data, pagination }, BASE);
        if (result.ok) expect(result.photos.length).toBeGreaterThan(0);
        else expect(result.message).toBe('No images were returned from Instagram');
      }),
    );
  });
});

describe('normalizePhoto', () => {
  it('refuses non-http links and images, and fills missing sizes and counts', () => {
    const photo = normalizePhoto(
      { id: 7, link: 'javascript:alert(1)', images: { low_resolution: { url: 'data:image/png;base64,AA' }, thumbnail: { url: 'https://cdn.example/t.jpg' } }, likes: { count: -1 } },
      BASE,
    );
    expect(photo).toEqual({
      id: '7',
      link: null,
      images: { thumbnail: { url: 'https://cdn.example/t.jpg', width: 150, height: 150 } },
      caption: '',
      likes: 0,
      comments: 0,
      locationName: '',
      createdTime: 0,
    });
  });

  it('falls back to the nearest resolution the item has', () => {
    const photo = normalizePhoto(item, BASE)!;
    expect(imageAt(photo, 'thumbnail').width).toBe(150);
    expect(imageAt(photo, 'low_resolution').width).toBe(640);
    expect(imageAt(photo, 'standard_resolution').height).toBe(480);
  });

  it('accepts only http(s) URLs', () => {
    expect(safeUrl('//cdn.example/a.jpg', 'https://x.example/v1')).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('vbscript:x', BASE)).toBeNull();
    expect(safeUrl(42, BASE)).toBeNull();
  });
});
