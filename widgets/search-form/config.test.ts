import { describe, expect, it } from 'vitest';
import { parseSearchFormConfig } from './config';

const input = (json: unknown, data: Record<string, string> = {}, locale = 'en') => ({ widget: 'search-form', id: 'home', json, data, locale });

describe('parseSearchFormConfig', () => {
  it('defaults: the host and its input, global search (US when restricted), no proximity, texts of the page language', () => {
    const result = parseSearchFormConfig(input(undefined));
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ parentId: null, inputId: null, global: true, countryCode: 'us', proximity: null }),
    });
    if (result.ok) expect(result.value.labels.typeToSearch).toBe('Type to begin querying for matching results');
    const fr = parseSearchFormConfig(input(undefined, {}, 'fr_BE'));
    if (fr.ok) expect(fr.value.labels.locateFailed).toBe('Désolé, nous ne pouvons pas vous géolocaliser pour le moment');
  });

  it('reads data attributes before the JSON block', () => {
    const result = parseSearchFormConfig(
      input({ parentId: 'json-parent', countryCode: 'fr' }, { parentId: 'area', inputId: 'q', global: '', countryCode: 'BE,NL' }),
    );
    expect(result.ok && result.value).toMatchObject({ parentId: 'area', inputId: 'q', global: true, countryCode: 'be,nl' });
    // Restricted to the country codes only when asked.
    expect(parseSearchFormConfig(input({ global: true }, { global: 'false' }))).toMatchObject({ ok: true, value: { global: false } });
    expect(parseSearchFormConfig(input({ global: false }))).toMatchObject({ ok: true, value: { global: false } });
  });

  it('a blank data-country-code is none given; spaces around the commas are allowed; a bad attribute is named as such', () => {
    expect(parseSearchFormConfig(input(undefined, { countryCode: '' }))).toMatchObject({ ok: true, value: { countryCode: 'us' } });
    expect(parseSearchFormConfig(input({ countryCode: 'fr' }, { countryCode: '  ' }))).toMatchObject({ ok: true, value: { countryCode: 'fr' } });
    expect(parseSearchFormConfig(input(undefined, { countryCode: 'us, CA' }))).toMatchObject({ ok: true, value: { countryCode: 'us,ca' } });
    expect(parseSearchFormConfig(input({ countryCode: ' be , nl ' }))).toMatchObject({ ok: true, value: { countryCode: 'be,nl' } });
    expect(parseSearchFormConfig(input(undefined, { countryCode: 'usa' }))).toEqual({
      ok: false,
      errors: ['[locator] search-form#home: data-country-code must be two-letter country codes separated by commas, got "usa"'],
    });
  });

  it('reads a blank countryCode or proximity in the block as none given, and a proximity written as strings', () => {
    expect(parseSearchFormConfig(input({ countryCode: ' ', proximity: '', parentId: ' ', inputId: '' }))).toMatchObject({ ok: true, value: { countryCode: 'us', proximity: null, parentId: null, inputId: null } });
    expect(parseSearchFormConfig(input({ proximity: { latitude: '41.85', longitude: '-87.65' } }))).toMatchObject({ ok: true, value: { proximity: { latitude: 41.85, longitude: -87.65 } } });
    expect(parseSearchFormConfig(input({ proximity: { latitude: 'north', longitude: 2 } }))).toEqual({
      ok: false,
      errors: ['[locator] search-form#home: config.proximity must be an object { latitude, longitude } in degrees, got an object'],
    });
  });

  it('reads proximity and label overrides', () => {
    const result = parseSearchFormConfig(input({ proximity: { latitude: 45.7, longitude: 4.8 }, labels: { noResults: 'Nothing.' } }));
    expect(result.ok && result.value.proximity).toEqual({ latitude: 45.7, longitude: 4.8 });
    expect(result.ok && result.value.labels.noResults).toBe('Nothing.');
    expect(result.ok && result.value.labels.oneOption).toBe('1 option available. Use up and down arrow keys to navigate.');
  });

  it('names every problem with the widget, the element and the path', () => {
    const result = parseSearchFormConfig(input({ global: 'yes', countryCode: 'usa', proximity: { latitude: 100, longitude: 0 }, labels: { nope: 'x', noResults: 3 } }));
    expect(result).toEqual({
      ok: false,
      errors: [
        '[locator] search-form#home: config.countryCode must be two-letter country codes separated by commas, got "usa"',
        '[locator] search-form#home: config.global must be true or false, got "yes"',
        '[locator] search-form#home: config.proximity must be an object { latitude, longitude } in degrees, got an object',
        '[locator] search-form#home: config.labels.nope must be one of typeToSearch, options, oneOption, noResults, suggestions, locating, locateFailed, cancelLocate, got "nope"',
        '[locator] search-form#home: config.labels.noResults must be a string, got 3',
      ],
    });
  });
});
