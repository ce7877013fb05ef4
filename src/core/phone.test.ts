// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, phoneHref } from './phone';

const FORMATTED = /^\(\d{3}\) \d{3}-\d{4}$/;

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['555-123-4567 ', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['tel 555/123/4567', '(555) 123-4567'],
    ['555+123+4567x', '(555) 123-4567'],
  ])('formats the ten digits of %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it.each([
    ['+33 1 42 68 53 00', '+33142685300'],
    [' +1 555 123 4567', '+15551234567'],
    ['+555 123 4567', '+5551234567'],
    ['1-555-123-4567', '15551234567'],
    ['123-4567', '1234567'],
    ['', ''],
    ['call us', ''],
  ])('leaves %j stripped but otherwise as is', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it('reads full-width digits and plus as ASCII (Japanese pages write numbers so)', () => {
    expect(formatPhone('０３－１２３４－５６７８')).toBe(formatPhone('03-1234-5678'));
    expect(formatPhone('＋８１ ３ １２３４ ５６７８')).toBe('+81312345678');
    expect(phoneHref('０３－１２３４－５６７８')).toBe('tel:0312345678');
  });

  it('keeps only a leading plus', () => {
    expect(formatPhone('44+20 7946 0958')).toBe('442079460958');
  });

  it('rejects a non-string', () => {
    expect(() => formatPhone(5551234567 as unknown as string)).toThrow('Object of type string expected');
  });

  it('only ever outputs digits, plus, parentheses, hyphen and space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        expect(formatPhone(raw)).toMatch(/^[\d+() -]*$/);
      }),
    );
  });

  it('formats ten digits to the pattern whatever punctuation surrounds them', () => {
    const punctuation = fc.string({ unit: fc.constantFrom(' ', '-', '.', '(', ')', '/', 'x', '#'), maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), punctuation), { minLength: 10, maxLength: 10 }), (parts) => {
        const raw = parts.map(([digit, noise]) => `${noise}${digit}`).join('');
        const digits = parts.map(([digit]) => digit).join('');
        const formatted = formatPhone(raw);
        expect(formatted).toMatch(FORMATTED);
        expect(formatted.replace(/\D/g, '')).toBe(digits);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d .()-]{0,20}$/)), (raw) => {
        const once = formatPhone(raw);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('is idempotent on formatted ten-digit output', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const once = formatPhone(digits);
        expect(once).toMatch(FORMATTED);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe('phoneHref', () => {
  it('builds a tel: URL from the stripped number', () => {
    expect(phoneHref('(555) 123-4567')).toBe('tel:5551234567');
    expect(phoneHref('+33 1 42 68 53 00')).toBe('tel:+33142685300');
    expect(phoneHref('')).toBe('tel:');
  });
});

describe('phone numbers as pages write them', () => {
  it('keeps the plus that leads the number after a label', () => {
    expect(phoneHref('Tel. +33 1 42 68 53 00')).toBe('tel:+33142685300');
    expect(formatPhone('Tél : +33 1 42 68 53 00')).toBe('+33142685300');
    expect(phoneHref('+ (33) 1 42')).toBe('tel:+33142');
    expect(phoneHref('44+20 7946 0958')).toBe('tel:442079460958');
  });

  it('dials an extension as the ;ext= parameter, and a number written with a word by its keypad digits', () => {
    expect(phoneHref('212-555-0142 ext. 3')).toBe('tel:2125550142;ext=3');
    expect(phoneHref('(212) 555-0142 x12')).toBe('tel:2125550142;ext=12');
    expect(phoneHref('212 555 0142, extension 7')).toBe('tel:2125550142;ext=7');
    expect(phoneHref('1-800-FLOWERS')).toBe('tel:18003569377');
    expect(phoneHref('1 800 FLOWERS')).toBe('tel:18003569377');
    // A word after a whole number is a note on it, not more digits.
    expect(phoneHref('212-555-0142 TTY')).toBe('tel:2125550142');
    expect(phoneHref('1 800 555 0142 TTY')).toBe('tel:18005550142');
    // Words that are not the number's own stay out of it.
    expect(phoneHref('+33 1 42 68 53 00 (Paris)')).toBe('tel:+33142685300');
    expect(phoneHref('Call 555-123-4567')).toBe('tel:5551234567');
  });

  it('shows ten digits formatted, any other number as written, an extension after it', () => {
    expect(displayPhone('212.555.0142')).toBe('(212) 555-0142');
    expect(displayPhone('212.555.0142 ext. 3')).toBe('(212) 555-0142 ext. 3');
    expect(displayPhone('+33 1 42  68 53 00 ')).toBe('+33 1 42 68 53 00');
    expect(displayPhone('1-800-FLOWERS')).toBe('1-800-FLOWERS');
    expect(displayPhone('０９０－１２３４－５６７８')).toBe('０９０－１２３４－５６７８');
    expect(displayPhone('01 42 68 53 00')).toBe('(014) 268-5300');
    // The words the page wrote around a ten-digit number stay; the number's own brackets are not words.
    expect(displayPhone('Tél. 04 78 00 12 34')).toBe('Tél. (047) 800-1234');
    expect(displayPhone('(212) 555-0142 (Paris)')).toBe('(212) 555-0142 (Paris)');
    expect(displayPhone('212-555-0142 TTY ext. 3')).toBe('(212) 555-0142 TTY ext. 3');
    expect(displayPhone('(212) 555-0142')).toBe('(212) 555-0142');
  });
});
