// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tracePath, type PathSink } from './paths';

function recorder() {
  const calls: string[] = [];
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const sink: PathSink = {
    moveTo: (x, y) => calls.push(`M${round(x)},${round(y)}`),
    lineTo: (x, y) => calls.push(`L${round(x)},${round(y)}`),
    closePath: () => calls.push('Z'),
  };
  return { calls, sink };
}

describe('tracePath', () => {
  it('traces polygons in world units, closing each ring', () => {
    const { calls, sink } = recorder();
    tracePath({ type: 'Polygon', coordinates: [[[-180, 0], [0, 0], [180, 0], [-180, 0]]] }, sink);
    expect(calls).toEqual(['M0,0.5', 'L0.5,0.5', 'L1,0.5', 'L0,0.5', 'Z']);
  });

  it('traces every part of multi-geometries, and lines open', () => {
    const { calls, sink } = recorder();
    tracePath({ type: 'MultiLineString', coordinates: [[[0, 0], [90, 0]], [[-90, 0], [0, 0]]] }, sink);
    expect(calls).toEqual(['M0.5,0.5', 'L0.75,0.5', 'M0.25,0.5', 'L0.5,0.5']);
    const polygons = recorder();
    tracePath({ type: 'MultiPolygon', coordinates: [[[[0, 0], [1, 0], [0, 1], [0, 0]]], [[[10, 10], [11, 10], [10, 11], [10, 10]]]] }, polygons.sink);
    expect(polygons.calls.filter((c) => c === 'Z')).toHaveLength(2);
  });

  it('puts the north above the south (y grows southwards) and clamps the poles', () => {
    const { calls, sink } = recorder();
    tracePath({ type: 'LineString', coordinates: [[0, 60], [0, -60], [0, 90]] }, sink);
    const ys = calls.map((c) => Number(c.split(',')[1]));
    expect(ys[0]).toBeLessThan(0.5);
    expect(ys[1]).toBeGreaterThan(0.5);
    expect(ys[2]).toBeCloseTo(0, 6);
  });
});
