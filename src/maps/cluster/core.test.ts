// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { worldPixel, unproject } from '../../core/map/mercator';
import { countOf, ITEM_STRIDE, packRows, pointsBounds, POINT_STRIDE, toFeatures } from './core';
import { buildIndex, clusterNear, expansionZoom, queryIndex } from './supercluster-index';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** A position `dx` screen pixels east of `from` at zoom z. */
function east(from: { latitude: number; longitude: number }, dx: number, z: number) {
  const p = worldPixel(from, z, 256);
  return unproject({ x: (p.x + dx) / (256 * 2 ** z), y: p.y / (256 * 2 ** z) });
}

function items(answer: { items: Float64Array }) {
  const out = [];
  for (let o = 0; o < answer.items.length; o += ITEM_STRIDE) {
    const [latitude, longitude, count, clusterId, row, id, type] = Array.from(answer.items.subarray(o, o + ITEM_STRIDE)) as [number, number, number, number, number, number, number];
    out.push({ latitude, longitude, count, clusterId, row, id, type });
  }
  return out;
}

const index = (rows: [number, number, number, number][], options = OPTIONS) => {
  const points = packRows(rows);
  return { points, index: buildIndex(toFeatures(points), options) };
};

describe('packRows', () => {
  it('packs [id, lat, lng, type] rows as lat, lng, type, id and skips malformed ones, saying how many', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const packed = packRows([[7, 48.85, 2.35, 6], [8, 'x', 2, 0], [9, 95, 2, 0], null, [10, 35.68, 139.69, 1]]);
    expect(Array.from(packed)).toEqual([48.85, 2.35, 6, 7, 35.68, 139.69, 1, 10]);
    expect(countOf(packed)).toBe(2);
    expect(pointsBounds(packed)).toEqual({ south: 35.68, west: 2.35, north: 48.85, east: 139.69 });
    expect(pointsBounds(new Float64Array(0))).toBeNull();
    // Fiji and Samoa: across the antimeridian, east past 180.
    expect(pointsBounds(packRows([[1, -18.1, 178.44, 0], [2, -13.8, -171.8, 0]]))).toEqual({ south: -18.1, north: -13.8, west: 178.44, east: 188.2 });
    expect(() => packRows({ points: [] })).toThrow('must be a JSON array');
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      "[locator] 3 of the points file's 5 rows were left out: each is [id, latitude, longitude, type], the id a number and the coordinates in range",
    ]);
    // A file none of whose rows can be drawn fails like one that cannot be read; an empty one is a map without stores.
    expect(() => packRows([{ id: 1, latitude: 48.8, longitude: 2.3 }])).toThrow("none of the points file's 1 rows can be drawn");
    expect(countOf(packRows([]))).toBe(0);
    warn.mockRestore();
  });

  it('takes an id given as text only when it reads back as that number: another would link to another store', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids = (rows: unknown[]) => Array.from(packRows(rows.map((id) => [id, 48.85, 2.35, 0]))).filter((_, k) => k % POINT_STRIDE === 3);
    expect(ids(['1001', 1002, '-3', '2.5'])).toEqual([1001, 1002, -3, 2.5]);
    expect(() => ids(['0042', '1e3', ' 7', '9007199254740993', '', 'abc', Number.NaN])).toThrow('none of the points file');
    vi.restoreAllMocks();
  });

  it('reads an id written as a string of a number, and skips a row whose id is none (it would link another page)', () => {
    const packed = packRows([['1001', 48.85, 2.35, 0], ['abc', 45.76, 4.84, 0], [null, 45.76, 4.84, 0], [' ', 45.76, 4.84, 0], [12, 43.3, 5.37, 2]]);
    expect(Array.from(packed)).toEqual([48.85, 2.35, 0, 1001, 43.3, 5.37, 2, 12]);
  });
});

describe('clustering on a 30 px grid', () => {
  const paris = { latitude: 48.8566, longitude: 2.3522 };

  it('joins pins closer than 30 px at a zoom and keeps pins further apart alone', () => {
    const z = 10;
    const near = east(paris, 20, z);
    const far = east(paris, 45, z);
    const { points, index: idx } = index([[1, paris.latitude, paris.longitude, 0], [2, near.latitude, near.longitude, 1], [3, far.latitude, far.longitude, 2]]);
    const found = items(queryIndex(idx, points, WORLD, z, 300));
    expect(found.map((item) => item.count).sort()).toEqual([1, 2]);
    const single = found.find((item) => item.count === 1)!;
    expect(single).toMatchObject({ clusterId: -1, row: 2, id: 3, type: 2 });
    // One zoom closer the distances double: nothing is clustered.
    expect(items(queryIndex(idx, points, WORLD, z + 1, 300)).map((item) => item.count)).toEqual([1, 1, 1]);
  });

  it('needs the minimum number of pins (5 on the search screen) to make a cluster', () => {
    const z = 10;
    const rows: [number, number, number, number][] = [0, 4, 8, 12].map((dx, i) => {
      const p = east(paris, dx, z);
      return [i + 1, p.latitude, p.longitude, 0];
    });
    expect(items(queryIndex(index(rows, { ...OPTIONS, minPoints: 5 }).index, packRows(rows), WORLD, z, 300)).map((item) => item.count)).toEqual([1, 1, 1, 1]);
    const five = [...rows, [5, east(paris, 16, z).latitude, east(paris, 16, z).longitude, 0] as [number, number, number, number]];
    expect(items(queryIndex(index(five, { ...OPTIONS, minPoints: 5 }).index, packRows(five), WORLD, z, 300)).map((item) => item.count)).toEqual([5]);
  });

  it('counts every point once at every zoom, and never answers more than the cap', () => {
    const row = fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.double({ min: -60, max: 70, noNaN: true }), fc.double({ min: -170, max: 170, noNaN: true }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 50 }), (rows, zoom, cap) => {
        const { points, index: idx } = index(rows);
        const answer = queryIndex(idx, points, WORLD, zoom, cap);
        const found = items(answer);
        expect(found.reduce((sum, item) => sum + item.count, 0)).toBe(rows.length);
        if (answer.zoom > 0) expect(found.length).toBeLessThanOrEqual(cap);
        expect(answer.zoom).toBeLessThanOrEqual(zoom);
      }),
      { numRuns: 60 },
    );
  });

  it('answers only what is in the box', () => {
    const { points, index: idx } = index([[1, 48.85, 2.35, 0], [2, 35.68, 139.69, 0], [3, 40.71, -74.0, 0]]);
    expect(items(queryIndex(idx, points, [-10, 40, 20, 55], 5, 300)).map((item) => item.id)).toEqual([1]);
  });

  it('knows the zoom at which a cluster splits', () => {
    const z = 8;
    const near = east(paris, 10, z);
    const { points, index: idx } = index([[1, paris.latitude, paris.longitude, 0], [2, near.latitude, near.longitude, 0]]);
    const [cluster] = items(queryIndex(idx, points, WORLD, z, 300));
    expect(cluster!.count).toBe(2);
    expect(expansionZoom(idx, cluster!.clusterId!)).toBeGreaterThan(z);
    expect(items(queryIndex(idx, points, WORLD, expansionZoom(idx, cluster!.clusterId!)!, 300)).map((item) => item.count)).toEqual([1, 1]);
  });

  it("finds a cluster drawn from the first view's index again in the full one, by its place, with its real split zoom", () => {
    // Two pins 10 px apart at zoom 14 (20 px at 15, 40 px at 16: they split at 16), and a third 100 px away at zoom 3.
    const near = east(paris, 10 / 2 ** (14 - 3), 3);
    const far = east(paris, 100, 3);
    const rows: [number, number, number, number][] = [[1, paris.latitude, paris.longitude, 0], [2, near.latitude, near.longitude, 0], [3, far.latitude, far.longitude, 0]];
    const points = packRows(rows);
    const first = buildIndex(toFeatures(points), OPTIONS, 3);
    const full = buildIndex(toFeatures(points), OPTIONS);
    const [drawn] = items(queryIndex(first, points, WORLD, 3, 300)).filter((item) => item.clusterId >= 0);
    expect(drawn!.count).toBe(2);
    // The first view's index knows nothing past its zoom: it would split the cluster at 4.
    expect(expansionZoom(first, drawn!.clusterId)).toBe(4);
    const found = clusterNear(full, { latitude: drawn!.latitude, longitude: drawn!.longitude, zoom: 3 }, OPTIONS);
    expect(found).not.toBeNull();
    expect(expansionZoom(full, found!)).toBe(16);
    // Nothing there: no cluster.
    expect(clusterNear(full, { latitude: -40, longitude: -60, zoom: 3 }, OPTIONS)).toBeNull();
  });

  it('packs the points a worker receives in POINT_STRIDE numbers each', () => {
    expect(POINT_STRIDE).toBe(4);
    expect(ITEM_STRIDE).toBe(7);
  });
});
