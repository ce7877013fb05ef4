// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeCase, type CaseMode } from './case';

describe('changeCase', () => {
  it.each([
    ['lower', 'Café ÉTÉ', 'café été'],
    ['upper', 'Café été straße', 'CAFÉ ÉTÉ STRASSE'],
    ['retain', 'Café ÉTÉ', 'Café ÉTÉ'],
  ] as const)('%s', (mode, text, expected) => {
    expect(changeCase(text, mode)).toBe(expected);
  });

  it.each(['Lower', 'title', '', undefined, null])('rejects mode %j', (mode) => {
    expect(() => changeCase('abc', mode as unknown as CaseMode)).toThrow('unsupported case argument');
  });

  it('rejects a non-string text', () => {
    expect(() => changeCase(null as unknown as string, 'lower')).toThrow('Object of type string expected');
  });
});
