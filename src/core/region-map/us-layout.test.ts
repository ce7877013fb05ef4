// @vitest-environment node
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { bounds } from './albers';
import { US_MAP, US_MAP_DRAWN } from './us-map';
import { stateAbbreviation } from '../us-states';
import { layoutUsMap, type UsMapTopology, type UsStatesTopology } from './us-layout';

const source = createRequire(import.meta.url)('us-atlas/states-10m.json') as UsStatesTopology;

let topology: UsMapTopology;
let states: Map<string, Position[]>;

function points(geometry: Polygon | MultiPolygon): Position[] {
  return geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2);
}

beforeAll(() => {
  topology = layoutUsMap(source);
  const collection = feature(topology, topology.objects.states);
  states = new Map(collection.features.map((f) => [f.properties!.name as string, points(f.geometry as Polygon | MultiPolygon)]));
});

const boxOf = (name: string) => bounds(states.get(name)!.map(([x = 0, y = 0]) => [x, y] as const));

describe('the US map of the region map', () => {
  it('draws the 50 states and DC, not the territories the insets have no room for', () => {
    expect(states.size).toBe(51);
    expect(states.has('District of Columbia')).toBe(true);
    for (const territory of ['Puerto Rico', 'Guam', 'American Samoa', 'United States Virgin Islands']) expect(states.has(territory)).toBe(false);
    // The list the widget knows before the shapes have loaded (entriesWithoutRegion) is the same.
    expect(new Set([...states.keys()].map((name) => `US-${stateAbbreviation(name)}`))).toEqual(US_MAP_DRAWN);
  });

  it('fits the 900 x 589 canvas, the main map across its width', () => {
    const all = bounds([...states.values()].flat().map(([x = 0, y = 0]) => [x, y] as const));
    expect(all.x).toBeGreaterThanOrEqual(0);
    expect(all.y).toBeGreaterThanOrEqual(0);
    expect(all.x + all.width).toBeLessThanOrEqual(US_MAP.width);
    expect(all.y + all.height).toBeLessThanOrEqual(US_MAP.height);
    // On a conic projection the west coast bows out southwards: California's is on the left margin, Maine on the right.
    expect(boxOf('California').x).toBeCloseTo(US_MAP.margin, 0);
    expect(boxOf('Maine').x + boxOf('Maine').width).toBeCloseTo(US_MAP.width - US_MAP.margin, 0);
  });

  it('has the meridian -100 as its central one: the only meridian drawn upright, as Texas and Oklahoma show', () => {
    const names = (g: { properties?: { name?: string } | null }) => g.properties?.name;
    // Their border runs down the 100th meridian from 36.5°N to the Red River (about 34.6°N), some 40 px here.
    const border = mesh(topology, topology.objects.states, (a, b) => a !== b && [names(a), names(b)].sort().join() === 'Oklahoma,Texas');
    const upright = border.coordinates.some((line) =>
      line.slice(1).some(([x = 0, y = 0], i) => Math.abs(x - line[i]![0]!) < 0.3 && Math.abs(y - line[i]![1]!) > 30),
    );
    expect(upright).toBe(true);
  });

  it('puts Alaska (220 wide) and Hawaii (80 wide) in insets at the bottom left, clear of the main map', () => {
    const alaska = boxOf('Alaska');
    const hawaii = boxOf('Hawaii');
    expect(alaska.width).toBeCloseTo(US_MAP.alaskaWidth, 0);
    expect(hawaii.width).toBeCloseTo(US_MAP.hawaiiWidth, 0);
    expect(alaska.x + alaska.width).toBeLessThan(hawaii.x);
    expect(alaska.y + alaska.height).toBeCloseTo(US_MAP.height - US_MAP.margin, 0);
    // No point of the main map falls in either inset.
    const inside = (box: typeof alaska, [x = 0, y = 0]: Position) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
    for (const [name, shape] of states) {
      if (name === 'Alaska' || name === 'Hawaii') continue;
      expect(shape.some((point) => inside(alaska, point) || inside(hawaii, point)), name).toBe(false);
    }
  });

  it('keeps neighbours sharing their border after simplification, so no gap shows between them', () => {
    const names = (g: { properties?: { name?: string } | null }) => g.properties?.name;
    const border = mesh(topology, topology.objects.states, (a, b) => a !== b && [names(a), names(b)].sort().join() === 'Kansas,Nebraska');
    const line = border.coordinates.flat();
    expect(line.length).toBeGreaterThanOrEqual(2);
    // Nebraska's southern border runs along one parallel: its ends lie on Kansas's northern edge.
    expect(Math.min(...line.map(([, y = 0]) => y))).toBeCloseTo(boxOf('Kansas').y, 0);
  });

  it('merges the nation outline from the states drawn', () => {
    const nation = feature(topology, topology.objects.nation).features[0]!.geometry as MultiPolygon;
    const outline = bounds(points(nation).map(([x = 0, y = 0]) => [x, y] as const));
    const all = bounds([...states.values()].flat().map(([x = 0, y = 0]) => [x, y] as const));
    expect(outline).toEqual(all);
    const statePolygons = [...states.keys()].length;
    expect(nation.coordinates.length).toBeGreaterThan(statePolygons / 10);
  });
});
