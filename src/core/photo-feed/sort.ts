import { unknownSort } from './messages';
import type { FeedSort, Photo } from './types';

const KEYS = {
  recent: (photo: Photo) => photo.createdTime,
  liked: (photo: Photo) => photo.likes,
  commented: (photo: Photo) => photo.comments,
} as const;

/**
 * Orders a page of photos as Instafeed's sortBy did: `most-*` largest first, `least-*` smallest first, `random` a
 * shuffle driven by `random` (Fisher–Yates: Instafeed's `0.5 - Math.random()` comparator is biased), `none` as
 * received. Equal keys keep the answer's order. Returns a new array.
 *
 * @example
 * sortPhotos(photos, 'most-liked', Math.random); // most likes first
 */
export function sortPhotos(photos: readonly Photo[], sortBy: FeedSort, random: () => number): Photo[] {
  const list = photos.slice();
  if (sortBy === 'none') return list;
  if (sortBy === 'random') return shuffle(list, random);
  const [order, field] = sortBy.split('-') as ['most' | 'least', keyof typeof KEYS];
  const key = KEYS[field] as ((photo: Photo) => number) | undefined;
  if (!key || (order !== 'most' && order !== 'least')) throw new Error(unknownSort(sortBy));
  const sign = order === 'most' ? -1 : 1;
  return list.sort((a, b) => sign * (key(a) - key(b)));
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const r = random();
    // An injected generator outside [0, 1) (1, NaN) leaves the item in place rather than indexing past the end.
    const j = r >= 0 && r < 1 ? Math.floor(r * (i + 1)) : i;
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
