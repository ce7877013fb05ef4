// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatPercent } from './format';

const NNBSP = '\u202f'; // narrow no-break space: the French thousands separator
const NBSP = '\u00a0'; // no-break space: before % and the currency symbol in French and German

describe('formatNumber', () => {
  it.each([
    [1234567.891, 'en_US', undefined, '1,234,567.891'],
    [1234567.891, 'de_DE', undefined, '1.234.567,891'],
    [1234567.891, 'fr_FR', undefined, `1${NNBSP}234${NNBSP}567,891`],
    [0.5, 'en', { minimumFractionDigits: 2 }, '0.50'],
    [1234.5, 'not a locale', { maximumFractionDigits: 0 }, '1,235'],
  ])('%d in %s with %j -> %j', (value, locale, options, expected) => {
    expect(formatNumber(value, locale, options)).toBe(expected);
  });

  it('rejects a non-number and non-object options, and lets Intl reject bad option values', () => {
    expect(() => formatNumber('12' as unknown as number, 'en')).toThrow('Object of type number expected');
    expect(() => formatNumber(1, 'en', 'x' as unknown as Intl.NumberFormatOptions)).toThrow(
      'Object of type Intl.NumberFormatOptions expected',
    );
    expect(() => formatNumber(1, 'en', { maximumFractionDigits: 500 })).toThrow(RangeError);
  });

  it('does not let cached formatters leak between option sets', () => {
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 3 })).toBe('1.500');
    expect(formatNumber(1.5, 'en', { maximumFractionDigits: 0 })).toBe('2');
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 3 })).toBe('1.500');
  });
});

describe('formatPercent', () => {
  it.each([
    [0.1234, 'en', 1, '12.3%'],
    [0.1234, 'en', undefined, '12%'],
    [0.5, 'fr_FR', undefined, `50${NBSP}%`],
    [1.5, 'de', 2, `150,00${NBSP}%`],
    [-0.05, 'en', 0, '-5%'],
  ])('%d in %s with %s digits -> %j', (value, locale, digits, expected) => {
    expect(formatPercent(value, locale, digits)).toBe(expected);
  });

  it.each([-1, 1.5, 21, Number.NaN])('rejects %d fraction digits', (digits) => {
    expect(() => formatPercent(0.5, 'en', digits)).toThrow('fractionDigits must be an integer from 0 to 20');
  });

  it('rejects a non-number', () => {
    expect(() => formatPercent(null as unknown as number, 'en')).toThrow('Object of type number expected');
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, 'USD', 'en_US', '$1,234.50'],
    [1234.5, 'usd', 'en_US', '$1,234.50'],
    [1234.5, 'EUR', 'fr_FR', `1${NNBSP}234,50${NBSP}€`],
    [-3.5, 'EUR', 'de_DE', `-3,50${NBSP}€`],
    [1234.5, 'JPY', 'ja_JP', '￥1,235'],
    [10, 'GBP', 'en_GB', '£10.00'],
  ])('%d %s in %s -> %j', (value, currency, locale, expected) => {
    expect(formatCurrency(value, currency, locale)).toBe(expected);
  });

  it.each(['', 'EU', 'EURO', '€', '12A'])('rejects currency %j', (currency) => {
    expect(() => formatCurrency(1, currency, 'en')).toThrow(`Invalid currency code: ${JSON.stringify(currency)}`);
  });

  it('rejects a non-number amount and a non-string currency', () => {
    expect(() => formatCurrency('1' as unknown as number, 'USD', 'en')).toThrow('Object of type number expected');
    expect(() => formatCurrency(1, undefined as unknown as string, 'en')).toThrow('Object of type string expected');
  });
});
