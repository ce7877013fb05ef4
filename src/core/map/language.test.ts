// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapLanguage } from './language';

describe('mapLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en_GB', 'en'],
    ['es_ES', 'es'],
    ['fr_BE', 'fr'],
    ['de_DE', 'de'],
    ['ru_RU', 'ru'],
    ['zh_Hant_TW', 'zh'],
  ])('applies the page language %s as %s', (locale, expected) => {
    expect(mapLanguage(locale)).toBe(expected);
  });

  it.each(['it_IT', 'nl_BE', 'ja_JP', 'pt'])('leaves %s to the provider default', (locale) => {
    expect(mapLanguage(locale)).toBeNull();
  });
});
