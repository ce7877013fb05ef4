import type { Gazetteer, GazetteerPlace } from '../../../../fixtures/lib/types';
import { distanceKm, normalizeName } from './normalize';

/** How well a place matched: the whole name, the start of the name, or the start of a later word. */
export const RELEVANCE = { exact: 1, prefix: 0.9, word: 0.75 } as const;

export interface PlaceMatch {
  index: number;
  place: GazetteerPlace;
  relevance: number;
}

export interface SearchOptions {
  limit: number;
  /** ISO2 codes, upper case; empty means any country. */
  countries: readonly string[];
  proximity?: { lng: number; lat: number };
  /** [minLng, minLat, maxLng, maxLat] */
  bbox?: readonly [number, number, number, number];
  /** Extra terms after a comma ("Paris, Texas"): each must start a word of the region or country, or equal a code. */
  qualifiers: readonly string[];
}

/**
 * A sorted list of normalized keys (each full name, plus each later word onward so "york" finds "New York City"),
 * searched by binary search: a prefix query touches only the keys that start with it.
 */
export class PlaceIndex {
  private readonly keys: string[] = [];
  private readonly owners: Int32Array;
  private readonly wordStart: Uint8Array;
  private readonly regionWords: string[];
  private readonly stamp: Int32Array;
  private readonly relevance: Float64Array;
  private generation = 0;

  constructor(readonly gazetteer: Gazetteer) {
    const rows: [string, number, number][] = [];
    const addName = (name: string, i: number) => {
      const key = normalizeName(name);
      rows.push([key, i, 0]);
      for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) rows.push([key.slice(at + 1), i, 1]);
    };
    gazetteer.places.forEach((place, i) => addName(place[0], i));
    // Other-language names ("Bruxelles") match like the main name; the feature still shows the main name.
    for (const [i, names] of Object.entries(gazetteer.aliases ?? {})) for (const name of names) addName(name, Number(i));
    rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.owners = new Int32Array(rows.length);
    this.wordStart = new Uint8Array(rows.length);
    rows.forEach(([key, owner, word], i) => {
      this.keys.push(key);
      this.owners[i] = owner;
      this.wordStart[i] = word;
    });
    this.stamp = new Int32Array(gazetteer.places.length);
    this.relevance = new Float64Array(gazetteer.places.length);
    // Words a qualifier may match, per place: region name, region code, country name, country code.
    this.regionWords = gazetteer.places.map((p) =>
      normalizeName(`${this.regionName(p)} ${p[2]} ${this.countryName(p)} ${p[1]}`),
    );
  }

  regionName(place: GazetteerPlace): string {
    return this.gazetteer.admin1[`${place[1]}.${place[2]}`] ?? place[2];
  }

  countryName(place: GazetteerPlace): string {
    return this.gazetteer.countries[place[1]] ?? place[1];
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private accepts(index: number, place: GazetteerPlace, options: SearchOptions): boolean {
    if (options.countries.length > 0 && !options.countries.includes(place[1])) return false;
    const box = options.bbox;
    if (box && (place[4] < box[0] || place[3] < box[1] || place[4] > box[2] || place[3] > box[3])) return false;
    const words = ` ${this.regionWords[index] ?? ''}`;
    return options.qualifiers.every((q) => words.includes(` ${q}`));
  }

  /** Forward search: best matches first (relevance, then distance to proximity or city rank, then shorter names). */
  search(query: string, options: SearchOptions): PlaceMatch[] {
    const needle = normalizeName(query);
    if (!needle) return [];
    // Dedupe a place reached through several keys, keeping its best relevance. Typed arrays stamped with a query
    // generation avoid allocating a Map per query: a one-letter query touches 10,000+ keys.
    this.generation++;
    const candidates: number[] = [];
    // Keys starting with the needle sit between needle and needle + U+FFFF in code-unit order.
    const end = this.lowerBound(`${needle}\uffff`);
    for (let i = this.lowerBound(needle); i < end; i++) {
      const owner = this.owners[i] ?? 0;
      const relevance = this.wordStart[i] ? RELEVANCE.word : this.keys[i] === needle ? RELEVANCE.exact : RELEVANCE.prefix;
      if (this.stamp[owner] !== this.generation) {
        this.stamp[owner] = this.generation;
        this.relevance[owner] = relevance;
        candidates.push(owner);
      } else if ((this.relevance[owner] ?? 0) < relevance) {
        this.relevance[owner] = relevance;
      }
    }
    // Keep only the best `limit` while scanning (limit <= 10), instead of sorting every candidate.
    const near = options.proximity;
    const top: Ranked[] = [];
    for (const index of candidates) {
      const place = this.gazetteer.places[index];
      const relevance = this.relevance[index] ?? 0;
      const worst = top[top.length - 1];
      if (top.length >= options.limit && worst && relevance < worst.relevance) continue;
      if (!place || !this.accepts(index, place, options)) continue;
      const distance = near ? distanceKm(near.lat, near.lng, place[3], place[4]) : 0;
      insertTop(top, { index, place, relevance, distance }, options.limit);
    }
    return top.map(({ index, place, relevance }) => ({ index, place, relevance }));
  }

  /** Reverse search: the places nearest to a point (a linear scan keeping the best few). */
  nearest(lat: number, lng: number, options: Pick<SearchOptions, 'limit' | 'countries'>): PlaceMatch[] {
    // Equirectangular distance is enough to compare nearby candidates and avoids trigonometry per place.
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const best: { index: number; d2: number }[] = [];
    this.gazetteer.places.forEach((place, index) => {
      if (options.countries.length > 0 && !options.countries.includes(place[1])) return;
      const dx = (place[4] - lng) * cosLat;
      const dy = place[3] - lat;
      const d2 = dx * dx + dy * dy;
      const worst = best[best.length - 1];
      if (best.length >= options.limit && worst && d2 >= worst.d2) return;
      best.push({ index, d2 });
      best.sort((a, b) => a.d2 - b.d2 || a.index - b.index);
      if (best.length > options.limit) best.pop();
    });
    return best.flatMap(({ index }) => {
      const place = this.gazetteer.places[index];
      return place ? [{ index, place, relevance: 1 }] : [];
    });
  }
}

interface Ranked extends PlaceMatch {
  distance: number;
}

/** Negative when a ranks before b. */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.relevance - a.relevance ||
    a.distance - b.distance ||
    b.place[5] - a.place[5] ||
    a.place[0].length - b.place[0].length ||
    (a.place[0] < b.place[0] ? -1 : a.place[0] > b.place[0] ? 1 : a.index - b.index)
  );
}

function insertTop(top: Ranked[], item: Ranked, limit: number): void {
  const worst = top[top.length - 1];
  if (top.length >= limit && worst && compareRanked(item, worst) >= 0) return;
  let at = top.length;
  while (at > 0 && compareRanked(item, top[at - 1] as Ranked) < 0) at--;
  top.splice(at, 0, item);
  if (top.length > limit) top.pop();
}
