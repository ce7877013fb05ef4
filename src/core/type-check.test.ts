// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectType, fromCmsText, isBlank, isPlainObject } from './type-check';

describe('expectType', () => {
  it.each([
    ['abc', 'string'],
    ['', 'string'],
    [0, 'number'],
    [Number.NaN, 'number'],
    [false, 'boolean'],
    [{}, 'object'],
    [new Date(0), 'object'],
    [[], 'array'],
    [() => 1, 'function'],
    [undefined, 'undefined'],
    [10n, 'bigint'],
  ])('accepts %o as %s', (value, type) => {
    expect(() => expectType(value, type)).not.toThrow();
  });

  it.each([
    [42, 'string', 'Object of type string expected'],
    ['42', 'number', 'Object of type number expected'],
    ['true', 'boolean', 'Object of type boolean expected'],
    [null, 'object', 'Object of type object expected'],
    [[], 'object', 'Object of type object expected'],
    ['abc', 'object', 'Object of type object expected'],
    [{ length: 0 }, 'array', 'Object of type array expected'],
    [{}, 'function', 'Object of type function expected'],
    [null, 'undefined', 'Object of type undefined expected'],
  ])('rejects %j when %s is expected', (value, type, message) => {
    expect(() => expectType(value, type)).toThrow(new TypeError(message));
  });

  it('names the expected type after the name argument when given', () => {
    expect(() => expectType(null, 'object', 'LatLng')).toThrow(new TypeError('Object of type LatLng expected'));
    expect(() => expectType({}, 'object', 'LatLng')).not.toThrow();
  });

  it('narrows the checked value for the compiler', () => {
    const value: unknown = 'abc';
    expectType(value, 'string');
    expect(value.toUpperCase()).toBe('ABC');
  });
});

describe('isPlainObject', () => {
  it.each([[{}], [{ a: 1 }], [Object.create(null)], [JSON.parse('{"x":[1]}')]])('accepts %j', (value) => {
    expect(isPlainObject(value)).toBe(true);
  });

  it.each([[null], [undefined], [[]], [new Date(0)], [new Map()], ['{}'], [1], [() => ({})], [new (class Point {})()]])(
    'rejects %j',
    (value) => {
      expect(isPlainObject(value)).toBe(false);
    },
  );
});

describe('fromCmsText', () => {
  it.each([
    ['930', 930],
    [' 4.5 ', 4.5],
    ['0', 0],
    ['true', true],
    [' FALSE', false],
    ['9h30', '9h30'],
    ['', undefined],
    ['  ', undefined],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    ['Infinity', 'Infinity'],
    ['.5', 0.5],
    ['-4', -4],
    [7, 7],
    [null, null],
    [undefined, undefined],
  ])('reads %j as %j', (given, read) => {
    expect(fromCmsText(given)).toEqual(read);
  });
});

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [' \n', true],
    ['0', false],
    [0, false],
    [false, false],
    [{}, false],
  ])('%j is none given: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
