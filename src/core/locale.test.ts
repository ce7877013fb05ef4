// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOf, toBcp47 } from './locale';

describe('toBcp47', () => {
  it.each([
    ['fr_BE', 'fr-BE'],
    ['ja_JP', 'ja-JP'],
    ['fr_be', 'fr-BE'],
    ['EN_us', 'en-US'],
    ['de', 'de'],
    ['nl-BE', 'nl-BE'],
    [' es_ES ', 'es-ES'],
    ['zh_Hant_TW', 'zh-Hant-TW'],
    ['en_GB.UTF-8', 'en-GB'],
    ['de_DE@euro', 'de-DE'],
  ])('%j -> %j', (locale, expected) => {
    expect(toBcp47(locale)).toBe(expected);
  });

  it.each(['', '   ', 'x', 'not a locale', 'fr__BE', '123', '_'])('falls back to en for %j', (locale) => {
    expect(toBcp47(locale)).toBe('en');
  });

  it('falls back to en for a non-string', () => {
    expect(toBcp47(undefined as unknown as string)).toBe('en');
    expect(toBcp47(42 as unknown as string)).toBe('en');
  });

  it('never throws and always returns a tag Intl accepts', () => {
    fc.assert(fc.property(fc.string(), (locale) => {
      const tag = toBcp47(locale);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }));
  });
});

describe('languageOf', () => {
  it.each([
    ['fr_BE', 'fr'],
    ['ja_JP', 'ja'],
    ['zh-Hant-TW', 'zh'],
    ['', 'en'],
    ['garbage!', 'en'],
  ])('%j -> %j', (locale, expected) => {
    expect(languageOf(locale)).toBe(expected);
  });
});
