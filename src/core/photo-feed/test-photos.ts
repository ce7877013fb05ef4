import type { Photo } from './types';

/** A small builder for tests: a photo with the given counts and time, everything else plausible. */
export function photo(id: string, fields: Partial<Photo> = {}): Photo {
  return {
    id,
    link: `https://www.instagram.com/p/${id}/`,
    images: { thumbnail: { url: `https://cdn.example/${id}-150.jpg`, width: 150, height: 150 } },
    caption: `Photo ${id}`,
    likes: 0,
    comments: 0,
    locationName: 'Pommelune Paris',
    createdTime: 1_700_000_000,
    ...fields,
  };
}
