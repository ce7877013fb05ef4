export type Primitive = string | number | boolean;

const MESSAGE = 'Expected a list of primitive types';

function compareNumbers(a: number, b: number): number {
  // NaN has no place in numeric order; putting it last keeps the sort deterministic.
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a - b;
}

function compare(a: Primitive, b: Primitive): number {
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  // Strings compare by UTF-16 code unit, not localeCompare: the order must not depend on the
  // visitor's locale or ICU data. Booleans compare the same way: false before true.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Returns a new, sorted copy of a list of strings, numbers or booleans; the input is not changed.
 * Numbers sort numerically (NaN last), strings by UTF-16 code unit ('B' before 'a', not
 * locale-aware), booleans false before true; equal items keep their order.
 * Throws 'Expected a list of primitive types' when `list` is not an array, holds anything other than
 * a string, number or boolean (objects, arrays, null, undefined, functions, symbols, bigints), or
 * mixes those types, since no order between them would be meaningful.
 *
 * @example
 * sortPrimitives([10, 9, 1]); // [1, 9, 10]
 * sortPrimitives(['b', 'a', 'B']); // ['B', 'a', 'b']
 * sortPrimitives([1, 'a']); // throws TypeError('Expected a list of primitive types')
 */
export function sortPrimitives<T extends Primitive>(list: T[]): T[] {
  if (!Array.isArray(list)) throw new TypeError(MESSAGE);
  const kind = list.length > 0 ? typeof list[0] : undefined;
  // A plain loop, not every(): every() skips holes in sparse arrays, and a hole is undefined here.
  for (let i = 0; i < list.length; i += 1) {
    const type = typeof list[i];
    if ((type !== 'string' && type !== 'number' && type !== 'boolean') || type !== kind) throw new TypeError(MESSAGE);
  }
  return Array.from(list).sort(compare);
}
