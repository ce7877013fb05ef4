import { describe, expect, it } from 'vitest';
import { languageFor, LANGUAGES, strings } from './strings';
import { stringsLang } from './strings-lang';

describe('strings', () => {
  it('reads the language of a locale, English for the others', () => {
    expect(languageFor('fr_BE')).toBe('fr');
    expect(languageFor('JA_JP')).toBe('ja');
    expect(languageFor('pt_BR')).toBe('en');
    expect(languageFor('')).toBe('en');
  });

  it('gives each language its own complete set (every language registered, the same keys as English)', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    const english = keys(strings('en'));
    for (const language of LANGUAGES) {
      expect(keys(strings(language)), language).toEqual(english);
      if (language !== 'en') expect(strings(language).showMore, language).not.toBe(strings('en').showMore);
    }
    expect(strings('pt_BR')).toBe(strings('en'));
    expect(strings('nl_BE').map.label).toBe('Kaart van onze winkels');
  });

  it('names the language of the texts given: the locale for its own, en for the English standing in', () => {
    expect(stringsLang('fr_BE')).toBe('fr-BE');
    expect(stringsLang('ja_JP')).toBe('ja-JP');
    expect(stringsLang('en_GB')).toBe('en-GB');
    expect(stringsLang('ru_RU')).toBe('en');
    expect(stringsLang('zh')).toBe('en');
  });
});
