import type { FixtureLocation, FixturePhoto } from '../../../../fixtures/lib/types';

const newestFirst = (a: FixturePhoto, b: FixturePhoto) =>
  Number(b.created_time) - Number(a.created_time) || (a.id < b.id ? -1 : 1);

/**
 * The locations' photos arranged the ways the Instagram v1 endpoints list them: per user (user id = location id),
 * per location (the same id), per hashtag, and by popularity.
 */
export class MediaStore {
  private readonly byUser = new Map<string, FixturePhoto[]>();
  private readonly byTag = new Map<string, FixturePhoto[]>();
  readonly popular: FixturePhoto[];

  constructor(locations: readonly FixtureLocation[]) {
    const all: FixturePhoto[] = [];
    for (const location of locations) {
      this.byUser.set(location.id, location.photos.slice().sort(newestFirst));
      all.push(...location.photos);
    }
    for (const photo of all) {
      for (const tag of photo.tags) {
        const key = tag.toLowerCase();
        const list = this.byTag.get(key) ?? [];
        list.push(photo);
        this.byTag.set(key, list);
      }
    }
    for (const list of this.byTag.values()) list.sort(newestFirst);
    this.popular = all.sort((a, b) => b.likes.count - a.likes.count || (a.id < b.id ? -1 : 1));
  }

  user(id: string): FixturePhoto[] {
    return this.byUser.get(id) ?? [];
  }

  tag(name: string): FixturePhoto[] {
    return this.byTag.get(name.toLowerCase()) ?? [];
  }
}

export interface Page {
  data: FixturePhoto[];
  /** Id of the last item when more follow; the next page is asked with max_id set to it. */
  nextMaxId: string | undefined;
}

/** One page: items after max_id (exclusive), count at most. An unknown max_id gives an empty page. */
export function paginate(list: readonly FixturePhoto[], count: number, maxId: string | null): Page {
  let start = 0;
  if (maxId) {
    const at = list.findIndex((p) => p.id === maxId);
    if (at < 0) return { data: [], nextMaxId: undefined };
    start = at + 1;
  }
  const data = list.slice(start, start + count);
  const more = start + count < list.length;
  return { data, nextMaxId: more ? data[data.length - 1]?.id : undefined };
}
