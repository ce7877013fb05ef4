// @vitest-environment node
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import type { FeatureCollection, MultiPolygon, Position } from 'geojson';
import { unwrapCollection, unwrapRing } from './antimeridian';

const jumps = (ring: Position[]) => ring.slice(1).filter((p, i) => Math.abs(p[0]! - ring[i]![0]!) > 180).length;

describe('unwrapRing', () => {
  it('continues a ring past 180 instead of jumping to -180', () => {
    expect(unwrapRing([[179, 65], [-179, 66], [-178, 64], [179, 64], [179, 65]])).toEqual([[179, 65], [181, 66], [182, 64], [179, 64], [179, 65]]);
  });

  it('leaves rings that reach a pole alone', () => {
    const polar = [[-180, -70], [180, -70], [180, -90], [-180, -90], [-180, -70]];
    expect(unwrapRing(polar)).toBe(polar);
  });

  it('leaves no jump in the world land but keeps Antarctica and every polygon', () => {
    const world = countries as unknown as Topology<{ land: GeometryCollection }>;
    const land = feature(world, world.objects.land) as unknown as FeatureCollection;
    const before = (land.features[0]!.geometry as MultiPolygon).coordinates;
    const after = (unwrapCollection(land).features[0]!.geometry as MultiPolygon).coordinates;
    expect(after).toHaveLength(before.length);
    const jumping = after.flat().filter((ring) => jumps(ring) > 0 && !ring.some(([, lat]) => Math.abs(lat!) >= 89.9));
    expect(jumping).toEqual([]);
    expect(before.flat().filter((ring) => jumps(ring) > 0).length).toBeGreaterThan(1);
  });
});
