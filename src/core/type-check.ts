/**
 * Runtime argument checks shared by the core helpers. Widget configuration comes from page markup and
 * JSON blocks, so TypeScript types alone cannot be trusted at the public boundary.
 */

/** The type names `expectType` understands natively, mapped to the TypeScript type they narrow to. */
export interface ExpectedTypes {
  string: string;
  number: number;
  boolean: boolean;
  object: Record<string, unknown>;
  array: unknown[];
  function: (...args: never[]) => unknown;
}

/**
 * Whether `value` is a plain object literal (`{}` or `Object.create(null)`), as opposed to an array,
 * a class instance, a Date or null.
 *
 * @example
 * isPlainObject({ a: 1 }); // true
 * isPlainObject([1]); // false
 * isPlainObject(new Date(0)); // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `value` is an object that is neither null nor an array: a JSON object, as configuration blocks and feed
 * answers carry them. One copy for the widgets' readers, rather than one in each chunk.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** None given: absent, null, or a blank text (a template's empty field), as the markup contract reads every value. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The number a text spells in decimal ("14", " -4.5 ", ".5"), else NaN: not the other forms `Number()` reads ("1e3",
 * "0x10", "Infinity"), which no CMS writes for a number and which would turn a typo into a value.
 */
export function decimal(text: string): number {
  return /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A value of a JSON data block as the markup contract reads it: a number or a boolean may be written as a string, as
 * CMS exports write them ("930", "4", "true", "FALSE"), and a blank string is none given (undefined). Such a string is
 * read as the number or boolean it spells; any other value is returned as it is, for the caller's check to refuse.
 *
 * @example
 * fromCmsText('930'); // 930
 * fromCmsText(' True '); // true
 * fromCmsText(' '); // undefined
 * fromCmsText('9h30'); // '9h30'
 */
export function fromCmsText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (isBlank(value)) return undefined;
  if (/^\s*(true|false)\s*$/i.test(value)) return value.trim().toLowerCase() === 'true';
  const number = decimal(value);
  return Number.isNaN(number) ? value : number;
}

function matches(value: unknown, type: string): boolean {
  switch (type) {
    case 'array':
      return Array.isArray(value);
    // `typeof` would let null and arrays through, which no caller asking for an object wants.
    case 'object':
      return isObject(value);
    default:
      // Any other name ('bigint', 'symbol', 'undefined', ...) is compared with `typeof` as is.
      return typeof value === type;
  }
}

/**
 * Throws `Object of type X expected` unless `value` is of `type`. `X` is `name` when given (so a
 * caller can report a domain type such as 'LatLng'), else `type`. 'object' excludes null and arrays;
 * 'number' follows `typeof`, so NaN and Infinity pass: callers that need finite numbers check that.
 *
 * @example
 * expectType('abc', 'string'); // passes, and narrows the value to string
 * expectType(42, 'string'); // throws TypeError('Object of type string expected')
 * expectType(null, 'object', 'LatLng'); // throws TypeError('Object of type LatLng expected')
 */
export function expectType<K extends keyof ExpectedTypes>(
  value: unknown,
  type: K,
  name?: string,
): asserts value is ExpectedTypes[K];
export function expectType(value: unknown, type: string, name?: string): void;
export function expectType(value: unknown, type: string, name?: string): void {
  if (!matches(value, type)) throw new TypeError(`Object of type ${name ?? type} expected`);
}
