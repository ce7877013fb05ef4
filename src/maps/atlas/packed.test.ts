// @vitest-environment node
import { describe, expect, it } from 'vitest';
import world from 'atlas:world';
import states from 'atlas:us-states';
import countries from 'world-atlas/countries-110m.json';
import type { Geometry } from 'geojson';
import { packGeometries, PACKED_SCALE, tracePacked } from './packed';
import { tracePath, type PathSink } from './paths';
import { atlasShapes, type AtlasTopology } from './topology';

/** Rings as lists of [x, y] in world units, and whether each was closed. */
function record(trace: (sink: PathSink) => void) {
  const rings: { points: [number, number][]; closed: boolean }[] = [];
  trace({
    moveTo: (x, y) => rings.push({ points: [[x, y]], closed: false }),
    lineTo: (x, y) => rings.at(-1)!.points.push([x, y]),
    closePath: () => (rings.at(-1)!.closed = true),
  });
  return rings;
}

describe('packGeometries and tracePacked', () => {
  it('give back every ring within half a unit, closed only as asked', () => {
    const geometries: Geometry[] = [
      { type: 'Polygon', coordinates: [[[-10, 40], [5, 41], [2, 50], [-10, 40]], [[0, 44], [1, 44], [1, 45], [0, 44]]] },
      { type: 'LineString', coordinates: [[100, -20], [120, -30]] },
    ];
    const packed = packGeometries(geometries);
    expect(packed.every(Number.isInteger)).toBe(true);
    const expected = record((sink) => geometries.forEach((g) => tracePath(g, sink)));
    const areas = record((sink) => tracePacked(packed, true, sink));
    expect(areas.map((ring) => ring.points.length)).toEqual(expected.map((ring) => ring.points.length));
    areas.forEach((ring, r) => {
      expect(ring.closed).toBe(true);
      ring.points.forEach(([x, y], p) => {
        expect(Math.abs(x - expected[r]!.points[p]![0]) * PACKED_SCALE).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(y - expected[r]!.points[p]![1]) * PACKED_SCALE).toBeLessThanOrEqual(0.5 + 1e-9);
      });
    });
    expect(record((sink) => tracePacked(packed, false, sink)).some((ring) => ring.closed)).toBe(false);
  });

  it('drops a point that lands on the one before, and a ring left with one point', () => {
    const packed = packGeometries([{ type: 'MultiLineString', coordinates: [[[0, 0], [0, 0.0000001], [10, 0]], [[5, 5], [5, 5]]] }]);
    expect(record((sink) => tracePacked(packed, false, sink)).map((ring) => ring.points.length)).toEqual([2]);
  });

  it('stops at a count that is not positive or runs past the end, keeping the rings before it', () => {
    const good = packGeometries([{ type: 'LineString', coordinates: [[0, 0], [10, 10]] }]);
    expect(record((sink) => tracePacked([...good, 5, 1, 2], false, sink))).toHaveLength(1);
    expect(record((sink) => tracePacked([...good, -1, 0, 0], false, sink))).toHaveLength(1);
    expect(record((sink) => tracePacked([Number.NaN, ...good], false, sink))).toHaveLength(0);
  });
});

const worldX = (lng: number) => (lng + 180) / 360;
/** Web Mercator y in world units of a latitude. */
const worldY = (lat: number) => 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);

describe('the bundled shapes (atlas plugin)', () => {
  it('are the world topology’s land and borders, point for point', () => {
    const { area, borders } = atlasShapes(countries as unknown as AtlasTopology, { area: 'land', borders: 'countries' });
    const count = (geometries: Geometry[]) => record((sink) => geometries.forEach((g) => tracePath(g, sink))).length;
    expect(record((sink) => tracePacked(world.area, true, sink))).toHaveLength(count(area.features.map((f) => f.geometry)));
    expect(record((sink) => tracePacked(world.borders, false, sink))).toHaveLength(count([borders]));
  });

  it('cover the world and the United States where they are', () => {
    const extent = (packed: number[]) => {
      const xs: number[] = [];
      const ys: number[] = [];
      tracePacked(packed, true, { moveTo: (x, y) => (xs.push(x), ys.push(y)), lineTo: (x, y) => (xs.push(x), ys.push(y)), closePath() {} });
      return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
    };
    const land = extent(world.area);
    expect(land.minX).toBeCloseTo(0, 2);
    // Rings made continuous across the antimeridian run on past it (Chukotka, Fiji).
    expect(land.maxX).toBeGreaterThan(1);
    expect(land.maxX).toBeLessThan(1.1);
    const us = extent(states.area);
    // From Alaska's north coast (71.4°N) to American Samoa (14.4°S).
    expect(us.minY).toBeCloseTo(worldY(71.4), 2);
    expect(us.maxY).toBeCloseTo(worldY(-14.4), 2);
    // Lines between states: all in the lower 48 (Alaska and Hawaii border no state), 124°W to 67°W.
    const lower48 = extent(states.borders);
    expect(lower48.minX).toBeGreaterThan(worldX(-125));
    expect(lower48.maxX).toBeLessThan(worldX(-66));
    expect(lower48.minY).toBeGreaterThan(worldY(50));
    expect(lower48.maxY).toBeLessThan(worldY(24));
  });
});
