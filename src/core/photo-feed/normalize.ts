import { FEED_RESOLUTIONS, NOMINAL_SIZE, type FeedImage, type FeedResolution, type Photo } from './types';
import { isObject } from '../type-check';

type Obj = Record<string, unknown>;
const field = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const size = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** An absolute http(s) URL, relative ones resolved against `base`; anything else (javascript:, data:) is refused. */
export function safeUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function image(value: unknown, resolution: FeedResolution, base: string): FeedImage | null {
  const url = safeUrl(field(value, 'url'), base);
  if (!url) return null;
  const nominal = NOMINAL_SIZE[resolution];
  return { url, width: size(field(value, 'width'), nominal), height: size(field(value, 'height'), nominal) };
}

/**
 * One v1 media object as the widget shows it, or null when it has no id or no usable image. Texts stay plain
 * strings (rendered as text, never HTML); URLs are resolved against the endpoint and limited to http(s).
 */
export function normalizePhoto(item: unknown, base: string): Photo | null {
  if (!isObject(item)) return null;
  const id = item.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const images: Partial<Record<FeedResolution, FeedImage>> = {};
  for (const resolution of FEED_RESOLUTIONS) {
    const found = image(field(item.images, resolution), resolution, base);
    if (found) images[resolution] = found;
  }
  if (Object.keys(images).length === 0) return null;
  const caption = field(item.caption, 'text');
  const place = field(item.location, 'name');
  // A string or a number: Number() of an object can throw.
  const created = typeof item.created_time === 'number' || typeof item.created_time === 'string' ? Number(item.created_time) : NaN;
  return {
    id: String(id),
    link: safeUrl(item.link, base),
    images,
    caption: typeof caption === 'string' ? caption : '',
    likes: count(field(item.likes, 'count')),
    comments: count(field(item.comments, 'count')),
    locationName: typeof place === 'string' ? place : '',
    createdTime: Number.isFinite(created) ? created : 0,
  };
}

/** The image of the wanted resolution, else the nearest one the item has (larger first). */
export function imageAt(photo: Photo, resolution: FeedResolution): FeedImage {
  const order: Record<FeedResolution, FeedResolution[]> = {
    thumbnail: ['thumbnail', 'low_resolution', 'standard_resolution'],
    low_resolution: ['low_resolution', 'standard_resolution', 'thumbnail'],
    standard_resolution: ['standard_resolution', 'low_resolution', 'thumbnail'],
  };
  for (const candidate of order[resolution]) {
    const found = photo.images[candidate];
    if (found) return found;
  }
  // normalizePhoto never keeps an item without an image.
  throw new Error(`photo ${photo.id} has no image`);
}
