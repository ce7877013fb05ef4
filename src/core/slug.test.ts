// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['French', "Œuvre & Cœur — L'Hôtel-Dieu", 'oeuvre-and-coeur-lhotel-dieu'],
    ['French', 'Ça va? Déjà vu!', 'ca-va-deja-vu'],
    ['German', 'Grüße aus Köln', 'grusse-aus-koln'],
    ['German', 'Ärger über Öl', 'arger-uber-ol'],
    ['Greek', 'Άγιος Νικόλαος', 'agios-nikolaos'],
    ['Cyrillic', 'Санкт-Петербург', 'sankt-peterburg'],
    ['currency', 'Prix: 5€', 'prix-5euro'],
    ['currency', '£10 ¥20 ₹30 $40 ₩ ₽ ¢', 'pound10-yen20-indian-rupee30-dollar40-won-russian-ruble-cent'],
    ['whitespace', '  Hello   World  ', 'hello-world'],
    ['punctuation', 'a_b c.d', 'ab-cd'],
  ])('%s: %j', (_label, text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('returns an empty slug when nothing survives', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('rejects a non-string', () => {
    expect(() => slugify(42 as unknown as string)).toThrow('Object of type string expected');
  });

  it('only ever outputs lower-case ASCII words joined by single hyphens', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      const once = slugify(text);
      expect(slugify(once)).toBe(once);
    }));
  });
});
