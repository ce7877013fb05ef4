// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate, splitTemplate } from './text-template';

describe('fillTemplate', () => {
  it('fills named placeholders, as often as they appear', () => {
    expect(fillTemplate('Based on {count} Reviews', { count: 73 })).toBe('Based on 73 Reviews');
    expect(fillTemplate('{a}-{a}', { a: 'x' })).toBe('x-x');
  });

  it('keeps unknown placeholders and never reads inherited keys', () => {
    expect(fillTemplate('{missing} {toString}', {})).toBe('{missing} {toString}');
  });

  it('does not re-read placeholders inside filled values', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(fillTemplate('<{v}>', { v: value })).toBe(`<${value}>`);
      }),
    );
  });
});

describe('splitTemplate', () => {
  it('splits around the placeholder', () => {
    expect(splitTemplate('Displaying {range} out of the {total} most recent', 'range')).toEqual({
      before: 'Displaying ',
      after: ' out of the {total} most recent',
      found: true,
    });
    expect(splitTemplate('no marker', 'range')).toEqual({ before: 'no marker', after: '', found: false });
  });
});
