import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counted } from './counted';

const likes = { one: '{count} like', other: '{count} likes' };

describe('counted', () => {
  it('chooses the plural form of the page language and formats the number', () => {
    expect(counted(likes, 1, 'en')).toBe('1 like');
    expect(counted(likes, 12, 'en_US')).toBe('12 likes');
    expect(counted(likes, 1234, 'en')).toBe('1,234 likes');
    expect(counted(likes, 0, 'en')).toBe('0 likes');
    // French puts 0 and 1 in 'one'.
    expect(counted({ one: '{count} commentaire', other: '{count} commentaires' }, 0, 'fr_FR')).toBe('0 commentaire');
    expect(counted({ one: '{count} commentaire', other: '{count} commentaires' }, 2, 'fr_BE')).toBe('2 commentaires');
  });

  it('always contains the formatted count', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.constantFrom('en', 'fr_FR', 'de_DE', 'ja_JP', 'bad locale'), (count, locale) => {
        const text = counted(likes, count, locale);
        expect(text.replace(/\D/g, '')).toBe(String(count));
      }),
    );
  });
});
