// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('core index', () => {
  it('exposes exactly the legacy helper set on helpers', () => {
    expect(Object.keys(core.helpers).sort()).toEqual([
      'changeCase', 'chooseImage', 'countryName', 'distanceBetween', 'expectType', 'formatCurrency',
      'formatNumber', 'formatPercent', 'formatPhone', 'languageName', 'phoneHref', 'regionName',
      'slugify', 'sortPrimitives', 'stateAbbreviation', 'stateName', 'timezoneName', 'toBcp47',
    ]);
  });

  it('wires helpers to the same functions as the named exports', () => {
    for (const [name, fn] of Object.entries(core.helpers)) {
      expect(core[name as keyof typeof core.helpers]).toBe(fn);
    }
  });

  it('keeps cookie DOM wrappers out of core', () => {
    expect(core.helpers).not.toHaveProperty('setCookie');
    expect(core.helpers).not.toHaveProperty('getCookie');
    expect(core.serializeCookie('a', 'b c', undefined, 0)).toBe('a=b%20c');
  });
});
