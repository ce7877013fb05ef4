import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceUnitFor, formatDistance } from './distance-format';

describe('distanceUnitFor', () => {
  it('is miles for US English and kilometres elsewhere', () => {
    expect(distanceUnitFor('en_US')).toBe('mi');
    expect(distanceUnitFor('en-US')).toBe('mi');
    expect(distanceUnitFor('en')).toBe('mi');
    expect(distanceUnitFor('en_GB')).toBe('mi');
    for (const locale of ['en_IE', 'fr_FR', 'fr_BE', 'de_DE', 'ja_JP', 'es']) expect(distanceUnitFor(locale)).toBe('km');
  });
});

describe('formatDistance', () => {
  it('has 2 decimals and the unit, in the locale conventions', () => {
    expect(formatDistance(3.2, 'mi', 'en_US')).toBe('3.20 mi');
    expect(formatDistance(1234.5, 'km', 'en_GB')).toBe('1,234.50 km');
    expect(formatDistance(1234.5, 'km', 'fr_FR')).toBe('1\u202f234,50\u202fkm');
    expect(formatDistance(0.456, 'km', 'de_DE')).toBe('0,46 km');
  });

  it('always shows exactly two decimals (fast-check)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20000, noNaN: true }), (value) => {
        expect(formatDistance(value, 'km', 'en_GB')).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} km$/);
      }),
    );
  });
});
