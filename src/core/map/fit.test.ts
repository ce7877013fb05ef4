// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitView } from './fit';
import { boundsOf, project, unproject, worldPixel } from './mercator';

const OPTIONS = { padding: 30, minZoom: 2, maxZoom: 18, tileSize: 256 };
const latitude = fc.double({ min: -80, max: 80, noNaN: true });
const longitude = fc.double({ min: -179, max: 179, noNaN: true });
const position = fc.record({ latitude, longitude });

describe('mercator', () => {
  it('projects the origin to the middle of the world and the corners to its edges', () => {
    expect(project({ latitude: 0, longitude: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(project({ latitude: 85.0511287798, longitude: -180 }).y).toBeCloseTo(0, 9);
    expect(project({ latitude: -89, longitude: 180 })).toEqual(project({ latitude: -85.0511287798, longitude: 180 }));
  });

  it('unprojects what it projects', () => {
    fc.assert(
      fc.property(position, (p) => {
        const back = unproject(project(p));
        expect(back.latitude).toBeCloseTo(p.latitude, 9);
        expect(back.longitude).toBeCloseTo(p.longitude, 9);
      }),
    );
  });

  it('puts the world 256 px wide at zoom 0 and doubles it per zoom', () => {
    expect(worldPixel({ latitude: 0, longitude: 180 }, 0, 256).x).toBe(256);
    expect(worldPixel({ latitude: 0, longitude: 0 }, 3, 256)).toEqual({ x: 1024, y: 1024 });
  });

  it('bounds hold every position, and none gives null', () => {
    expect(boundsOf([])).toBeNull();
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 30 }), (positions) => {
        const b = boundsOf(positions)!;
        for (const p of positions) {
          expect(p.latitude).toBeGreaterThanOrEqual(b.south);
          expect(p.latitude).toBeLessThanOrEqual(b.north);
          expect(p.longitude).toBeGreaterThanOrEqual(b.west);
          expect(p.longitude).toBeLessThanOrEqual(b.east);
        }
      }),
    );
  });
});

describe('fitView', () => {
  it('fits Paris to Lyon at the zoom where they are within the 30 px buffer', () => {
    const bounds = { south: 45.764, west: 2.3522, north: 48.8566, east: 4.8357 };
    // Worked out by hand: the span is 0.01351 of the world tall (ln tan Mercator), 0.0069 wide. In 740x540 px
    // (800x600 less 30 px each side) it is 443 px tall at zoom 7 (fits) and 886 px at zoom 8 (does not).
    expect(fitView(bounds, { width: 800, height: 600 }, OPTIONS).zoom).toBe(7);
  });

  it('keeps every location at least the edge buffer inside the map, and would not fit one zoom closer', () => {
    fc.assert(
      fc.property(fc.array(position, { minLength: 2, maxLength: 20 }), fc.integer({ min: 200, max: 1600 }), fc.integer({ min: 200, max: 1000 }), (positions, width, height) => {
        const bounds = boundsOf(positions)!;
        const { center, zoom } = fitView(bounds, { width, height }, OPTIONS);
        const c = worldPixel(center, zoom, 256);
        const inside = (z: number) =>
          positions.every((p) => {
            const q = worldPixel(p, z, 256);
            const cz = worldPixel(center, z, 256);
            return Math.abs(q.x - cz.x) <= width / 2 - 30 + 1e-6 && Math.abs(q.y - cz.y) <= height / 2 - 30 + 1e-6;
          });
        expect(zoom).toBeGreaterThanOrEqual(2);
        expect(zoom).toBeLessThanOrEqual(18);
        if (zoom > 2) expect(inside(zoom)).toBe(true);
        if (zoom < 18) expect(inside(zoom + 1)).toBe(false);
        expect(Number.isInteger(zoom)).toBe(true);
        expect(c.x).toBeGreaterThan(0);
      }),
    );
  });

  it('clamps to the maximum for positions at one spot and to the minimum for the whole world', () => {
    const spot = { south: 48.85, west: 2.35, north: 48.85, east: 2.35 };
    expect(fitView(spot, { width: 800, height: 600 }, OPTIONS)).toEqual({ center: { latitude: expect.closeTo(48.85, 9), longitude: expect.closeTo(2.35, 9) }, zoom: 18 });
    expect(fitView(spot, { width: 800, height: 600 }, { ...OPTIONS, maxZoom: 14 }).zoom).toBe(14);
    const world = { south: -60, west: -170, north: 70, east: 170 };
    expect(fitView(world, { width: 800, height: 600 }, OPTIONS).zoom).toBe(2);
  });

  it('with a larger top buffer (room for the pins above their tips) keeps every location inside each buffer', () => {
    const padding = { top: 68, right: 30, bottom: 30, left: 30 };
    fc.assert(
      fc.property(fc.array(position, { minLength: 2, maxLength: 20 }), fc.integer({ min: 300, max: 1600 }), fc.integer({ min: 300, max: 1000 }), (positions, width, height) => {
        const { center, zoom } = fitView(boundsOf(positions)!, { width, height }, { ...OPTIONS, padding });
        if (zoom === 2) return;
        const c = worldPixel(center, zoom, 256);
        for (const p of positions) {
          const q = worldPixel(p, zoom, 256);
          const x = width / 2 + q.x - c.x;
          const y = height / 2 + q.y - c.y;
          expect(x).toBeGreaterThanOrEqual(30 - 1e-6);
          expect(x).toBeLessThanOrEqual(width - 30 + 1e-6);
          expect(y).toBeGreaterThanOrEqual(68 - 1e-6);
          expect(y).toBeLessThanOrEqual(height - 30 + 1e-6);
        }
      }),
    );
  });

  it('centres on the middle of the projected bounds, north of the average latitude', () => {
    const { center } = fitView({ south: 0, west: 0, north: 60, east: 10 }, { width: 800, height: 600 }, OPTIONS);
    expect(center.longitude).toBeCloseTo(5, 9);
    expect(center.latitude).toBeGreaterThan(30);
  });
});
