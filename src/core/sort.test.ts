// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortPrimitives, type Primitive } from './sort';

describe('sortPrimitives', () => {
  it('sorts numbers numerically', () => {
    expect(sortPrimitives([10, 9, 1, -2.5, 100])).toEqual([-2.5, 1, 9, 10, 100]);
  });

  it('puts NaN last and keeps infinities in place', () => {
    expect(sortPrimitives([Number.NaN, 3, Number.NEGATIVE_INFINITY, Number.NaN, Number.POSITIVE_INFINITY, 1])).toEqual([
      Number.NEGATIVE_INFINITY, 1, 3, Number.POSITIVE_INFINITY, Number.NaN, Number.NaN,
    ]);
  });

  it('sorts strings by code unit, not by locale', () => {
    expect(sortPrimitives(['b', 'a', 'B', 'é', 'e', '10', '9'])).toEqual(['10', '9', 'B', 'a', 'b', 'e', 'é']);
  });

  it('sorts booleans false first', () => {
    expect(sortPrimitives([true, false, true])).toEqual([false, true, true]);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [3, 1, 2];
    const output = sortPrimitives(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(input).toEqual([3, 1, 2]);
    expect(sortPrimitives([])).toEqual([]);
  });

  it.each([
    ['not an array', 'abc'],
    ['null', null],
    ['an object', { 0: 1, length: 1 }],
    ['a nested object', [1, { a: 1 }]],
    ['a nested array', [[1], [2]]],
    ['null inside', ['a', null]],
    ['undefined inside', [undefined]],
    ['a hole', [1, , 2]],
    ['a function', [() => 1]],
    ['a symbol', [Symbol('a')]],
    ['a bigint', [1n]],
    ['mixed numbers and strings', [1, 'a']],
    ['mixed booleans and numbers', [true, 0]],
  ])('rejects %s', (_label, list) => {
    expect(() => sortPrimitives(list as unknown as Primitive[])).toThrow('Expected a list of primitive types');
  });

  describe('properties', () => {
    const lists = fc.oneof(fc.array(fc.double()), fc.array(fc.string()), fc.array(fc.boolean()));

    it('returns a sorted permutation of the input', () => {
      fc.assert(fc.property(lists, (list: Primitive[]) => {
        const sorted = sortPrimitives(list);
        expect(sorted).toHaveLength(list.length);
        for (let i = 1; i < sorted.length; i += 1) {
          const [prev, next] = [sorted[i - 1], sorted[i]];
          if (typeof prev === 'number' && typeof next === 'number') {
            expect(Number.isNaN(prev) ? Number.isNaN(next) : Number.isNaN(next) || prev <= next).toBe(true);
          } else {
            expect(prev! <= next!).toBe(true);
          }
        }
        const count = (xs: Primitive[]) => xs.map((x) => `${typeof x}:${String(x)}`).sort();
        expect(count(sorted)).toEqual(count(list));
      }));
    });

    it('is idempotent', () => {
      fc.assert(fc.property(lists, (list: Primitive[]) => {
        const once = sortPrimitives(list);
        expect(sortPrimitives(once)).toEqual(once);
      }));
    });
  });
});
