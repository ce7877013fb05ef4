// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stateAbbreviation, stateName, US_STATES, type UsStateCode } from './us-states';

describe('US_STATES', () => {
  it('holds the 50 states, DC, Puerto Rico and the five other territories', () => {
    expect(Object.keys(US_STATES)).toHaveLength(57);
    for (const code of ['DC', 'PR', 'AS', 'GU', 'MP', 'VI', 'UM']) expect(US_STATES).toHaveProperty(code);
  });
});

describe('stateAbbreviation', () => {
  it.each([
    ['Virginia', 'VA'],
    ['West Virginia', 'WV'],
    ['new   york', 'NY'],
    [' WASHINGTON ', 'WA'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Washington DC', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Guam', 'GU'],
    ['US Virgin Islands', 'VI'],
    ['U.S. Virgin Islands', 'VI'],
    ['Northern Mariana Islands', 'MP'],
  ])('%j -> %s', (name, code) => {
    expect(stateAbbreviation(name)).toBe(code);
  });

  it.each(['Ontario', '', 'VA', 'toString', 'constructor'])('returns undefined for %j', (name) => {
    expect(stateAbbreviation(name)).toBeUndefined();
  });

  it('round-trips every code through its name', () => {
    for (const code of Object.keys(US_STATES) as UsStateCode[]) {
      expect(stateAbbreviation(stateName(code)!)).toBe(code);
    }
  });

  it('rejects a non-string', () => {
    expect(() => stateAbbreviation(null as unknown as string)).toThrow('Object of type string expected');
  });
});

describe('stateName', () => {
  it.each([
    ['VA', 'Virginia'],
    ['va', 'Virginia'],
    [' dc ', 'District of Columbia'],
    ['PR', 'Puerto Rico'],
    ['AS', 'American Samoa'],
  ])('%j -> %j', (code, name) => {
    expect(stateName(code)).toBe(name);
  });

  it.each(['ZZ', '', 'Virginia', 'US-VA', 'hasOwnProperty', '__proto__'])('returns undefined for %j', (code) => {
    expect(stateName(code)).toBeUndefined();
  });

  it('rejects a non-string', () => {
    expect(() => stateName(7 as unknown as string)).toThrow('Object of type string expected');
  });
});
