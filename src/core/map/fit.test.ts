// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insideEdgeBuffer } from './edge';
import { fitView, pinPadding } from './fit';
import { boundsOf, longitudeArc, nearestLongitude, project, unproject, worldPixel } from './mercator';

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
          // Across the antimeridian a longitude west of the box is on the next turn (east past 180).
          const longitude = p.longitude < b.west ? p.longitude + 360 : p.longitude;
          expect(longitude).toBeGreaterThanOrEqual(b.west);
          expect(longitude).toBeLessThanOrEqual(b.east);
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
        // Each location on the world copy the map shows (a fit across the antimeridian is centred past 180).
        const inside = (z: number) =>
          positions.every((p) => {
            const q = worldPixel({ ...p, longitude: nearestLongitude(p.longitude, center.longitude) }, z, 256);
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

  it('with pinPadding, every pin’s whole icon (standing above its location) is inside the edge buffer: each a Tab stop', () => {
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 300, max: 1600 }),
        fc.integer({ min: 300, max: 1000 }),
        fc.constantFrom({ width: 28, height: 38 }, { width: 26, height: 37 }, { width: 38.7, height: 39.8 }),
        (positions, width, height, icon) => {
          const { center, zoom } = fitView(boundsOf(positions)!, { width, height }, { ...OPTIONS, padding: pinPadding(30, icon) });
          if (zoom === OPTIONS.minZoom) return;
          const c = worldPixel(center, zoom, 256);
          for (const p of positions) {
            const tip = worldPixel({ ...p, longitude: nearestLongitude(p.longitude, center.longitude) }, zoom, 256);
            const box = { x: tip.x - c.x + width / 2 - icon.width / 2, y: tip.y - c.y + height / 2 - icon.height, width: icon.width, height: icon.height };
            // A hair of rounding: the providers draw at whole or half pixels.
            expect(insideEdgeBuffer({ x: box.x + 1e-6, y: box.y + 1e-6, width: box.width - 2e-6, height: box.height - 2e-6 }, width, height)).toBe(true);
          }
        },
      ),
    );
    // The fit the review found clipped: two stores on a Bing map of 800 x 420 (26 x 37 pins).
    const two = boundsOf([{ latitude: 45, longitude: 2 }, { latitude: 42.2, longitude: 2.5 }])!;
    expect(fitView(two, { width: 800, height: 420 }, { ...OPTIONS, padding: pinPadding(30, { width: 26, height: 37 }) }).zoom).toBe(6);
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
          const q = worldPixel({ ...p, longitude: nearestLongitude(p.longitude, center.longitude) }, zoom, 256);
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

describe('bounds across the antimeridian', () => {
  const place = (longitude: number, latitude = 0) => ({ latitude, longitude });

  it('are across it when that is narrower: Fiji and Samoa, Guam, Hawaii and New York', () => {
    expect(boundsOf([place(178.44, -18.1), place(-171.8, -13.8)])).toEqual({ south: -18.1, north: -13.8, west: 178.44, east: 188.2 });
    const pacific = boundsOf([place(144.8), place(-155.5), place(-74)])!;
    expect(pacific.west).toBe(144.8);
    expect(pacific.east).toBeCloseTo(286, 9);
    // Straight across when that is the narrower: Paris to Tokyo, or a set around the whole world.
    expect(boundsOf([place(2.35), place(139.7)])).toMatchObject({ west: 2.35, east: 139.7 });
    expect(boundsOf([place(-120), place(120), place(0)])).toMatchObject({ west: -120, east: 120 });
    // About as wide either way (a store in California, Europe and Japan): the usual map, centred on the Atlantic.
    expect(boundsOf([place(-122), place(2), place(139), place(100)])).toMatchObject({ west: -122, east: 139 });
    expect(boundsOf([place(-179.5), place(179.5)])).toMatchObject({ west: 179.5, east: 180.5 });
  });

  it('fit a map over the Pacific, centred between the two sides', () => {
    const bounds = boundsOf([place(178.44, -18.1), place(-171.8, -13.8)])!;
    const { center, zoom } = fitView(bounds, { width: 800, height: 500 }, { padding: 30, minZoom: 2, maxZoom: 18, tileSize: 256 });
    // Past 180 in the bounds, within -180..180 as the map's centre.
    expect(center.longitude).toBeCloseTo(-176.68, 1);
    expect(zoom).toBeGreaterThanOrEqual(5);
  });

  it('hold every longitude, and are never wider than straight across (any set)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -180, max: 180, noNaN: true }), { minLength: 1, maxLength: 50 }), (longitudes) => {
        const { west, east } = longitudeArc(longitudes.length, (i) => longitudes[i]!)!;
        expect(east - west).toBeLessThanOrEqual(Math.max(...longitudes) - Math.min(...longitudes) + 1e-9);
        for (const longitude of longitudes) {
          const moved = longitude < west ? longitude + 360 : longitude;
          expect(moved).toBeGreaterThanOrEqual(west - 1e-9);
          expect(moved).toBeLessThanOrEqual(east + 1e-9);
        }
      }),
    );
  });

  it('put a longitude on the world copy nearest a reference', () => {
    expect(nearestLongitude(-171.8, 183)).toBeCloseTo(188.2, 9);
    expect(nearestLongitude(178, -175)).toBe(-182);
    expect(nearestLongitude(10, 5)).toBe(10);
  });
});
