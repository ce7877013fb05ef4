import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortPhotos } from './sort';
import { photo } from './test-photos';
import { FEED_SORTS, type FeedSort, type Photo } from './types';

const a = photo('a', { likes: 5, comments: 1, createdTime: 300 });
const b = photo('b', { likes: 9, comments: 0, createdTime: 100 });
const c = photo('c', { likes: 1, comments: 7, createdTime: 200 });
const ids = (list: Photo[]) => list.map((item) => item.id);
const never = () => {
  throw new Error('the generator must not be used');
};

describe('sortPhotos', () => {
  it.each<[FeedSort, string[]]>([
    ['none', ['a', 'b', 'c']],
    ['most-recent', ['a', 'c', 'b']],
    ['least-recent', ['b', 'c', 'a']],
    ['most-liked', ['b', 'a', 'c']],
    ['least-liked', ['c', 'a', 'b']],
    ['most-commented', ['c', 'a', 'b']],
    ['least-commented', ['b', 'a', 'c']],
  ])('%s', (sortBy, expected) => {
    expect(ids(sortPhotos([a, b, c], sortBy, never))).toEqual(expected);
  });

  it('shuffles with the injected generator and leaves the input alone', () => {
    const input = [a, b, c];
    // Fisher–Yates from the end: i=2 takes j=floor(0*3)=0, i=1 takes j=floor(0.99*2)=1.
    expect(ids(sortPhotos(input, 'random', sequence([0, 0.99])))).toEqual(['c', 'b', 'a']);
    expect(ids(input)).toEqual(['a', 'b', 'c']);
  });

  it('names an unknown option', () => {
    expect(() => sortPhotos([a], 'most-shared' as FeedSort, never)).toThrow("Invalid option for sortBy: 'most-shared'.");
  });

  const photos = fc.array(
    fc.record({ likes: fc.nat(1000), comments: fc.nat(50), createdTime: fc.nat(2_000_000_000) }),
    { maxLength: 30 },
  ).map((list) => list.map((fields, i) => photo(`p${i}`, fields)));

  it('always returns a permutation of its input', () => {
    fc.assert(
      fc.property(photos, fc.constantFrom(...FEED_SORTS), fc.array(fc.double({ min: -1, max: 2, noNaN: false })), (list, sortBy, rolls) => {
        const sorted = sortPhotos(list, sortBy, sequence(rolls.length ? rolls : [0.5]));
        expect(ids(sorted).sort()).toEqual(ids(list).sort());
      }),
    );
  });

  it('orders most-* descending and least-* ascending, ties in answer order', () => {
    fc.assert(
      fc.property(photos, (list) => {
        for (const [sortBy, key] of [['most-liked', 'likes'], ['least-commented', 'comments'], ['most-recent', 'createdTime']] as const) {
          const sorted = sortPhotos(list, sortBy, never);
          const sign = sortBy.startsWith('most') ? -1 : 1;
          for (let i = 1; i < sorted.length; i += 1) {
            const [prev, next] = [sorted[i - 1]!, sorted[i]!];
            const diff = sign * (next[key] - prev[key]);
            expect(diff).toBeGreaterThanOrEqual(0);
            if (diff === 0) expect(list.indexOf(prev)).toBeLessThan(list.indexOf(next));
          }
        }
      }),
    );
  });

  it('gives the same order for the same random sequence', () => {
    fc.assert(
      fc.property(photos, fc.array(fc.double({ min: 0, max: 0.999 }), { minLength: 1 }), (list, rolls) => {
        expect(ids(sortPhotos(list, 'random', sequence(rolls)))).toEqual(ids(sortPhotos(list, 'random', sequence(rolls))));
      }),
    );
  });
});

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}
