import { createIntlCache } from './intl-cache';
import { toBcp47 } from './locale';
import { expectType } from './type-check';

// Formatting helpers the legacy library declared but left as 'not yet implemented', built on Intl.
// Locales go through toBcp47, so 'fr_BE' works and a malformed locale falls back to 'en'.
// The display-name helpers of that legacy family are in display-names.ts (core/index exports both): not re-exported
// here, where the reviews, hours and photo feed would carry the names and the US states table with the numbers.

const numberFormats = createIntlCache<Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = toBcp47(locale);
  return numberFormats.get(`${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

/**
 * Formats a number for `locale`. Options go to Intl.NumberFormat as they are, so Intl's RangeError
 * surfaces for invalid ones (e.g. maximumFractionDigits: 500).
 *
 * @example
 * formatNumber(1234567.891, 'de_DE'); // '1.234.567,891'
 * formatNumber(0.5, 'en', { minimumFractionDigits: 2 }); // '0.50'
 */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  expectType(value, 'number');
  if (options !== undefined) expectType(options, 'object', 'Intl.NumberFormatOptions');
  return numberFormat(locale, options ?? {}).format(value);
}

/**
 * Formats a ratio (0.25 for 25 %) as a percentage with exactly `fractionDigits` decimals (0 to 20).
 * Values outside 0..1 are allowed (150 %, -5 %).
 *
 * @example
 * formatPercent(0.1234, 'en', 1); // '12.3%'
 * formatPercent(0.5, 'fr_FR'); // '50 %' (no-break space before %)
 */
export function formatPercent(value: number, locale: string, fractionDigits = 0): string {
  expectType(value, 'number');
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new RangeError('fractionDigits must be an integer from 0 to 20');
  }
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(locale, { style: 'percent', ...digits }).format(value);
}

/**
 * Formats an amount in an ISO 4217 currency, with the locale's symbol placement and decimals.
 * Throws RangeError 'Invalid currency code: "..."' unless `currency` is three letters.
 *
 * @example
 * formatCurrency(1234.5, 'USD', 'en_US'); // '$1,234.50'
 * formatCurrency(1234.5, 'EUR', 'fr_FR'); // '1 234,50 €' (narrow no-break space, no-break space)
 */
export function formatCurrency(value: number, currency: string, locale: string): string {
  expectType(value, 'number');
  expectType(currency, 'string');
  if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError(`Invalid currency code: ${JSON.stringify(currency)}`);
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(value);
}
