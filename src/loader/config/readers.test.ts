import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../types';
import { ConfigReader } from './readers';

const input = (json: unknown, data: Record<string, string> = {}): ConfigInput => ({ widget: 'map', id: 'store-map', json, data, locale: 'en' });

describe('ConfigReader', () => {
  it('names the widget, the element and the path in each error', () => {
    const read = new ConfigReader(input({ zoom: 'x' }));
    expect(read.number('zoom', 3)).toBe(3);
    expect(read.errors).toEqual(['[locator] map#store-map: config.zoom must be a number, got "x"']);
  });

  it('fills defaults for absent and null keys and returns the values it read', () => {
    const read = new ConfigReader(input({ zoom: 7, provider: 'BaseMap', cluster: false, name: null }));
    expect(read.number('zoom', 3)).toBe(7);
    expect(read.oneOf('provider', ['BaseMap', 'Google'] as const, 'Google')).toBe('BaseMap');
    expect(read.boolean('cluster', true)).toBe(false);
    expect(read.string('name', 'fallback')).toBe('fallback');
    expect(read.number('missing', 11)).toBe(11);
    expect(read.result({ ok: 1 })).toEqual({ ok: true, value: { ok: 1 } });
  });

  it('collects every problem at once and fails the result', () => {
    const read = new ConfigReader(input({ zoom: 30, provider: 'Yahoo', cluster: 'yes', name: 5 }));
    read.number('zoom', 3, { min: 0, max: 21 });
    read.oneOf('provider', ['BaseMap', 'Google'] as const, 'BaseMap');
    read.boolean('cluster', true);
    read.string('name', '');
    expect(read.result({})).toEqual({
      ok: false,
      errors: [
        '[locator] map#store-map: config.zoom must be between 0 and 21, got 30',
        '[locator] map#store-map: config.provider must be one of BaseMap, Google, got "Yahoo"',
        '[locator] map#store-map: config.cluster must be true or false, got "yes"',
        '[locator] map#store-map: config.name must be a string, got 5',
      ],
    });
  });

  it('reads numbers and booleans written as strings, as CMS exports write them; a blank string is none given', () => {
    const read = new ConfigReader(input({ zoom: ' 14 ', max: '', on: 'TRUE', off: 'false', bad: '14 px', yes: 'yes', unset: ' ' }));
    expect(read.number('zoom', 3, { min: 0, max: 21 })).toBe(14);
    expect(read.number('max', 7)).toBe(7);
    expect(read.boolean('unset', true)).toBe(true);
    expect(read.boolean('on', false)).toBe(true);
    expect(read.boolean('off', true)).toBe(false);
    expect(read.number('bad', 3)).toBe(3);
    expect(read.boolean('yes', false)).toBe(false);
    expect(read.errors).toEqual([
      '[locator] map#store-map: config.bad must be a number, got "14 px"',
      '[locator] map#store-map: config.yes must be true or false, got "yes"',
    ]);
  });

  it('reads a text setting from the attribute, else the block, trimmed; blank is none given', () => {
    const read = new ConfigReader(input({ group: ' stores ', form: '', main: '#content' }, { main: ' ', group: '' }));
    expect(read.text('group', 'results')).toBe('stores');
    expect(read.text('form', 'none')).toBe('none');
    expect(read.text('main', 'main')).toBe('#content');
    expect(new ConfigReader(input({}, { main: ' #page ' })).text('main', 'main')).toBe('#page');
  });

  it('reads a blank choice as none given', () => {
    const read = new ConfigReader(input({ unit: ' ' }));
    expect(read.oneOf('unit', ['mi', 'km'] as const, 'km')).toBe('km');
    expect(read.errors).toEqual([]);
  });

  it('rejects a configuration that is not an object', () => {
    for (const json of [[1], 'text', 4, null]) {
      const read = new ConfigReader(input(json));
      expect(read.errors[0]).toMatch(/^\[locator\] map#store-map: config must be an object, got /);
    }
  });

  it('reads data attributes: text, presence flags and numbers', () => {
    const read = new ConfigReader(input(undefined, { showmobile: '', hidden: 'false', total: '12', bad: 'many', blank: '  ' }));
    expect(read.flag('showmobile')).toBe(true);
    expect(read.flag('hidden')).toBe(false);
    expect(read.flag('absent')).toBe(false);
    // The off values templates print, in any case.
    const off = new ConfigReader(input(undefined, { a: 'False', b: 'FALSE', c: '0', d: ' false ', e: 'true', f: 'yes' }));
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => off.flag(name))).toEqual([false, false, false, false, true, true]);
    expect(read.attrNumber('total', 0)).toBe(12);
    expect(read.attrNumber('bad', 4)).toBe(4);
    // A blank value (a template's empty field) is an absent one, not 0.
    expect(read.attrNumber('blank', 1000)).toBe(1000);
    expect(read.errors).toEqual(['[locator] map#store-map: data-bad must be a number, got "many"']);
  });

  it('finds an attribute written in camel case, as HTML lowercases it, and the dashed spelling first', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div data-eventsToDisplay="3" data-twentyFourHourClock data-thumbnail-index="2" data-thumbnailindex="9"></div>';
    const data = { ...(host.firstElementChild as HTMLElement).dataset } as Record<string, string>;
    const read = new ConfigReader(input(undefined, data));
    expect(read.attr('eventsToDisplay')).toBe('3');
    expect(read.attrNumber('eventsToDisplay', 1000)).toBe(3);
    expect(read.flag('twentyFourHourClock')).toBe(true);
    expect(read.attrNumber('thumbnailIndex', 0)).toBe(2);
    expect(read.attr('videoUrl')).toBeUndefined();
  });

  it('checks a numeric data attribute against its range', () => {
    const read = new ConfigReader(input(undefined, { lines: '0', rows: '7' }));
    expect(read.attrNumber('lines', 4, { min: 1, max: 50 })).toBe(4);
    expect(read.attrNumber('rows', 4, { min: 1, max: 50 })).toBe(7);
    expect(read.errors).toEqual(['[locator] map#store-map: data-lines must be between 1 and 50, got "0"']);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const read = new ConfigReader(input(json));
        read.number('zoom', 3);
        read.string('name', '');
        read.boolean('flag', false);
        read.oneOf('kind', ['a', 'b'] as const, 'a');
        const result = read.result({});
        return result.ok || result.errors.every((error) => error.startsWith('[locator] map#store-map: config'));
      }),
    );
  });
});
