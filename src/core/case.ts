import { expectType } from './type-check';

export type CaseMode = 'lower' | 'upper' | 'retain';

/**
 * Changes the case of `text`: 'lower', 'upper', or 'retain' (unchanged). Any other mode throws
 * 'unsupported case argument'. Uses the locale-independent mappings so that output does not depend
 * on the visitor's machine (no Turkish dotless i surprises).
 *
 * @example
 * changeCase('Store Locator', 'upper'); // 'STORE LOCATOR'
 * changeCase('Store Locator', 'retain'); // 'Store Locator'
 */
export function changeCase(text: string, mode: CaseMode): string {
  expectType(text, 'string');
  switch (mode) {
    case 'lower':
      return text.toLowerCase();
    case 'upper':
      return text.toUpperCase();
    case 'retain':
      return text;
    default:
      throw new RangeError('unsupported case argument');
  }
}
