import { expectType } from './type-check';

const TEN_DIGITS = /^(\d{3})(\d{3})(\d{4})$/;

/**
 * Keeps the digits of a phone number (full-width ones read as ASCII) and a plus sign only when it leads the number:
 * the plus marks an international number and must survive, while a plus in the middle is noise. Leading the number
 * means nothing but spaces between it and the first digit, so a label before it ("Tel. +33 …") does not lose it.
 */
function strip(raw: string): string {
  // Full-width digits and plus (０３－１２３４, ＋８１, as Japanese pages write them) are the ASCII ones.
  const text = raw.normalize('NFKC');
  const digits = text.replace(/\D/g, '');
  const plus = text.search(/\+[\s(]*\d/);
  return plus >= 0 && plus < text.search(/\d/) ? `+${digits}` : digits;
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

/** An extension at the end of a number: "ext. 3", "extension 12", "x 3", "#3". */
const EXTENSION = /[\s,;]*(?:ext\.?|extension|x|#)\s*(\d+)\s*$/i;

/** Phone keypad letters, for numbers written with words (1-800-FLOWERS). */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) => [...letters].map((letter) => [letter, String(i + 2)])),
);

/** The number and its extension, if it has one after some digits. */
function splitExtension(text: string): { main: string; extension: string | null; extensionText: string } {
  const match = EXTENSION.exec(text);
  if (!match || !/\d/.test(text.slice(0, match.index))) return { main: text, extension: null, extensionText: '' };
  return { main: text.slice(0, match.index), extension: match[1] ?? null, extensionText: match[0].replace(/^[\s,;]+/, '').trim() };
}

/**
 * A `tel:` URL for a phone number, built from the stripped value so that dialers get no punctuation. A word of
 * capitals written as part of the number is the keypad's digits (1-800-FLOWERS), and an extension becomes the `;ext=`
 * parameter (RFC 3966) instead of more digits of the number.
 *
 * @example
 * phoneHref('(555) 123-4567'); // 'tel:5551234567'
 * phoneHref('+33 1 42 68 53 00'); // 'tel:+33142685300'
 * phoneHref('212-555-0142 ext. 3'); // 'tel:2125550142;ext=3'
 */
export function phoneHref(raw: string): string {
  expectType(raw, 'string');
  const { main, extension } = splitExtension(raw.normalize('NFKC'));
  const firstDigit = main.search(/\d/);
  if (firstDigit < 0) return `tel:${strip(main)}${extension ? `;ext=${extension}` : ''}`;
  // Only words of the number itself: capitals, digits and hyphens after its first digit ("(Paris)" after it is none).
  // A word joined to digits (1-800-FLOWERS) is always part of it; a word on its own (1 800 FLOWERS) only while the
  // number is short of ten digits: after a whole number, "212-555-0142 TTY" is a note, not more digits to dial.
  let dialled = main.slice(0, firstDigit);
  for (const token of main.slice(firstDigit).split(/(\s+)/)) {
    const word = /^[A-Z\d.-]+$/.test(token) && /[A-Z]/.test(token);
    const spelled = word && (/\d/.test(token) || dialled.replace(/\D/g, '').length < 10);
    dialled += spelled ? token.replace(/[A-Z]/g, (letter) => KEYPAD[letter] ?? '') : token;
  }
  return `tel:${strip(dialled)}${extension ? `;ext=${extension}` : ''}`;
}

/**
 * The phone widget's text: ten digits as `(XXX) XXX-XXXX` (formatPhone), any other number as the page wrote it
 * (spaces tidied), which "left as is" allows and which reads better than a run of digits (+33 1 42 68 53 00); an
 * extension stays after the number.
 *
 * @example
 * displayPhone('212.555.0142 ext. 3'); // '(212) 555-0142 ext. 3'
 * displayPhone('+33 1 42 68 53 00'); // '+33 1 42 68 53 00'
 */
export function displayPhone(raw: string): string {
  expectType(raw, 'string');
  // The page's own characters (full-width digits on a Japanese page) are kept; only the ten-digit form is rewritten.
  const { main, extensionText } = splitExtension(raw.replace(/\s+/g, ' ').trim());
  const shown = TEN_DIGITS.test(strip(main)) ? withWords(main, formatPhone(main)) : main.trim();
  return extensionText ? `${shown} ${extensionText}` : shown;
}

/**
 * The formatted number with the words the page wrote around it ("Tél. 04 78 00 12 34", "212-555-0142 (Paris)"):
 * formatting rewrites the digits, not the label. Punctuation that belongs to the number (a bracket) is not a word.
 */
function withWords(main: string, formatted: string): string {
  const first = main.search(/\d/);
  const last = main.search(/\d\D*$/);
  const lead = main.slice(0, first).replace(/[\s(+]+$/, '').trim();
  const tail = main.slice(last + 1).replace(/^[\s)]+/, '').trim();
  const words = (text: string) => (/\p{L}/u.test(text) ? text : '');
  return [words(lead), formatted, words(tail)].filter(Boolean).join(' ');
}
