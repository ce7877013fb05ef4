// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBetween, EARTH_RADIUS, type LatLng, latLngFrom } from './distance';

const PARIS: LatLng = { latitude: 48.8566, longitude: 2.3522 };
const LONDON: LatLng = { latitude: 51.5074, longitude: -0.1278 };
const NEW_YORK: LatLng = { latitude: 40.7128, longitude: -74.006 };
const SYDNEY: LatLng = { latitude: -33.8688, longitude: 151.2093 };
const ORIGIN: LatLng = { latitude: 0, longitude: 0 };

// Expected values were computed separately with the spherical law of cosines (Python, float64).
describe('distanceBetween', () => {
  it.each([
    ['Paris', PARIS, 'London', LONDON, 213.49, 343.56],
    ['New York', NEW_YORK, 'London', LONDON, 3461.39, 5570.22],
    ['New York', NEW_YORK, 'Sydney', SYDNEY, 9935.56, 15988.76],
    ['one degree of latitude', ORIGIN, 'north', { latitude: 1, longitude: 0 }, 69.1, 111.19],
    ['the equator', ORIGIN, 'its antipode', { latitude: 0, longitude: 180 }, 12437.57, 20015.09],
  ])('%s to %s', (_a, a, _b, b, miles, km) => {
    expect(distanceBetween(a, b)).toBe(miles);
    expect(distanceBetween(a, b, 'mi')).toBe(miles);
    expect(distanceBetween(a, b, 'km')).toBe(km);
  });

  it('treats longitudes 180 and -180 as the same meridian', () => {
    expect(distanceBetween({ latitude: 10, longitude: 180 }, { latitude: 10, longitude: -180 })).toBe(0);
  });

  it.each([
    null,
    undefined,
    'Paris',
    [48.8566, 2.3522],
    { latitude: '48.8566', longitude: 2.3522 },
    { latitude: 48.8566 },
    { latitude: Number.NaN, longitude: 0 },
    { latitude: 0, longitude: Number.POSITIVE_INFINITY },
    { latitude: 90.0001, longitude: 0 },
    { latitude: -91, longitude: 0 },
    { latitude: 0, longitude: 180.5 },
    { latitude: 0, longitude: -181 },
  ])('rejects %j as a point', (bad) => {
    expect(() => distanceBetween(bad as unknown as LatLng, PARIS)).toThrow('Object of type LatLng expected');
    expect(() => distanceBetween(PARIS, bad as unknown as LatLng)).toThrow('Object of type LatLng expected');
  });

  it('accepts the poles and the antimeridian', () => {
    expect(distanceBetween({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, 'km')).toBe(20015.09);
    expect(distanceBetween({ latitude: 0, longitude: -180 }, { latitude: 0, longitude: 180 })).toBe(0);
  });

  it('rejects an unknown unit', () => {
    expect(() => distanceBetween(PARIS, LONDON, 'ft' as 'mi')).toThrow("Object of type 'mi' | 'km' expected");
    // Names every object has are no units either.
    expect(() => distanceBetween(PARIS, LONDON, 'toString' as 'mi')).toThrow("Object of type 'mi' | 'km' expected");
  });

  describe('properties', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    const unit = fc.constantFrom('mi' as const, 'km' as const);

    it('is symmetric', () => {
      fc.assert(fc.property(point, point, unit, (a, b, u) => {
        expect(distanceBetween(a, b, u)).toBe(distanceBetween(b, a, u));
      }));
    });

    it('is zero between a point and itself', () => {
      fc.assert(fc.property(point, unit, (a, u) => {
        expect(distanceBetween(a, { ...a }, u)).toBe(0);
      }));
    });

    it('is non-negative and at most half the circumference', () => {
      fc.assert(fc.property(point, point, unit, (a, b, u) => {
        const d = distanceBetween(a, b, u);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.round(Math.PI * EARTH_RADIUS[u] * 100) / 100);
      }));
    });

    it('keeps kilometres and miles in the ratio of the radii', () => {
      const ratio = EARTH_RADIUS.km / EARTH_RADIUS.mi;
      fc.assert(fc.property(point, point, (a, b) => {
        // Each value is rounded to 0.005, so the difference may reach 0.005 * (1 + ratio).
        expect(Math.abs(distanceBetween(a, b, 'km') - distanceBetween(a, b, 'mi') * ratio)).toBeLessThanOrEqual(0.0131);
      }));
    });
  });
});

describe('latLngFrom', () => {
  it.each([
    [{ latitude: 45.7, longitude: 4.8 }, { latitude: 45.7, longitude: 4.8 }],
    [{ latitude: '45.7', longitude: ' -4.8 ' }, { latitude: 45.7, longitude: -4.8 }],
    ['', undefined],
    [' ', undefined],
    [null, undefined],
    [undefined, undefined],
    [{ latitude: 91, longitude: 0 }, null],
    [{ latitude: 'north', longitude: 0 }, null],
    [{ latitude: '1e1', longitude: 0 }, null],
    [[45, 4], null],
    ['45,4', null],
  ])('reads %j as %j', (given, read) => {
    expect(latLngFrom(given)).toEqual(read);
  });
});
