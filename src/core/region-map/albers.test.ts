// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { albers, bounds, fitWidth } from './albers';

describe('albers', () => {
  it("gives Snyder's worked example on the sphere (Map Projections: A Working Manual, p. 292)", () => {
    const project = albers({ centralMeridian: -96, parallels: [29.5, 45.5], origin: 23 });
    const [x, y] = project(-75, 35);
    expect(x).toBeCloseTo(0.295272, 6);
    // Snyder's y grows northwards; ours grows downwards, as on a screen.
    expect(y).toBeCloseTo(-0.2416774, 6);
    expect(project(-96, 23)).toEqual([0, -0]);
  });

  it('is symmetric about the central meridian', () => {
    const project = albers({ centralMeridian: -100, parallels: [29.5, 45.5], origin: 37.5 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60, noNaN: true }), fc.double({ min: 15, max: 70, noNaN: true }), (offset, lat) => {
        const [xEast, yEast] = project(-100 + offset, lat);
        const [xWest, yWest] = project(-100 - offset, lat);
        expect(xEast).toBeCloseTo(-xWest, 9);
        expect(yEast).toBeCloseTo(yWest, 9);
      }),
    );
  });

  it('keeps areas in proportion: a cell of the graticule covers what the sphere gives it', () => {
    const project = albers({ centralMeridian: -100, parallels: [29.5, 45.5], origin: 37.5 });
    const cell = (lon: number, lat: number, d = 0.01) => {
      const [a, b, c] = [project(lon, lat), project(lon + d, lat), project(lon, lat + d)];
      return Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
    };
    const sphere = (lat: number, d = 0.01) => (d * Math.PI) / 180 * ((d * Math.PI) / 180) * Math.cos(((lat + d / 2) * Math.PI) / 180);
    for (const [lon, lat] of [[-100, 25], [-70, 45], [-120, 60], [-160, 20]] as const) expect(cell(lon, lat) / sphere(lat)).toBeCloseTo(1, 3);
  });
});

describe('fitWidth', () => {
  it('scales a box to a width at a place, keeping its proportions', () => {
    const box = bounds([[10, 20], [30, 30], [20, 25]]);
    expect(box).toEqual({ x: 10, y: 20, width: 20, height: 10 });
    const fit = fitWidth(box, 100);
    expect(fit.height).toBe(50);
    expect(fit.at(5, 7)([10, 20])).toEqual([5, 7]);
    expect(fit.at(5, 7)([30, 30])).toEqual([105, 57]);
  });
});
