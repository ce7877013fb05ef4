import { expectType } from './type-check';

const TEN_DIGITS = /^(\d{3})(\d{3})(\d{4})$/;

/**
 * Keeps the digits of a phone number (full-width ones read as ASCII) and a plus sign only when it leads the number
 * (leading whitespace ignored): the plus marks an international number and must survive, while a plus in the middle
 * is noise.
 */
function strip(raw: string): string {
  // Full-width digits and plus (０３－１２３４, ＋８１, as Japanese pages write them) are the ASCII ones.
  const trimmed = raw.normalize('NFKC').trimStart();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * Formats a phone number for display: non-digits are stripped except a leading plus; exactly ten
 * digits without a plus are shown as `(XXX) XXX-XXXX`; anything else is returned stripped.
 * Applying it to its own output changes nothing.
 *
 * @example
 * formatPhone('555.123.4567'); // '(555) 123-4567'
 * formatPhone('+33 1 42 68 53 00'); // '+33142685300'
 */
export function formatPhone(raw: string): string {
  expectType(raw, 'string');
  const stripped = strip(raw);
  const match = TEN_DIGITS.exec(stripped);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stripped;
}

/**
 * A `tel:` URL for a phone number, built from the stripped value so that dialers get no punctuation.
 *
 * @example
 * phoneHref('(555) 123-4567'); // 'tel:5551234567'
 * phoneHref('+33 1 42 68 53 00'); // 'tel:+33142685300'
 */
export function phoneHref(raw: string): string {
  expectType(raw, 'string');
  return `tel:${strip(raw)}`;
}
