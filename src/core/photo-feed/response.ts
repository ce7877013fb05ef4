import { apiError, FEED_ERRORS, shownValue } from './messages';
import { normalizePhoto } from './normalize';
import type { Photo } from './types';
import { isObject } from '../type-check';

export type FeedFailureKind = 'invalid-json' | 'api' | 'empty';

export type FeedResponse =
  | { ok: true; photos: Photo[]; nextUrl: unknown }
  | { ok: false; kind: FeedFailureKind; message: string };

/**
 * Reads a v1 answer the way Instafeed did (spec §7, §8): not an object -> 'Invalid JSON response'; meta.code other
 * than 200 -> 'Error from Instagram: <meta.error_message>'; no usable item -> 'No images were returned from Instagram'.
 * `base` is the endpoint, against which relative image URLs resolve. `nextUrl` is pagination.next_url as sent.
 */
export function readFeedResponse(body: unknown, base: string): FeedResponse {
  if (!isObject(body)) return { ok: false, kind: 'invalid-json', message: FEED_ERRORS.invalidJson };
  const meta = isObject(body.meta) ? body.meta : {};
  if (meta.code !== 200) {
    const text = typeof meta.error_message === 'string' ? meta.error_message : `code ${meta.code === undefined ? 'missing' : shownValue(meta.code)}`;
    return { ok: false, kind: 'api', message: apiError(text) };
  }
  const data = Array.isArray(body.data) ? body.data : [];
  // One photo per id (1 and "1" are one): the grid keys its items by id, and a repeat would show twice or not at all.
  const seen = new Set<string>();
  const photos = data
    .map((item) => normalizePhoto(item, base))
    .filter((photo): photo is Photo => photo !== null && !seen.has(photo.id) && Boolean(seen.add(photo.id)));
  if (photos.length === 0) return { ok: false, kind: 'empty', message: FEED_ERRORS.noImages };
  const pagination = isObject(body.pagination) ? body.pagination : {};
  return { ok: true, photos, nextUrl: pagination.next_url };
}
