// Run when the bundle is built (html-samples/tools/atlas-plugin.ts): file names keep their extensions.
import { mergeArcs, quantize, transform } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { albers, bounds, fitWidth, type AlbersOptions } from './albers.ts';
import { US_MAP } from './us-map.ts';

type SimplifiedTopology = Parameters<typeof presimplify>[0];
type Part = 'conus' | 'alaska' | 'hawaii';

/** Each part in its own Albers projection: the insets would be skewed far from the main map's central meridian. */
const PROJECTIONS: Record<Part, AlbersOptions> = {
  conus: { centralMeridian: -100, parallels: [29.5, 45.5], origin: 37.5 },
  alaska: { centralMeridian: -154, parallels: [55, 65], origin: 50 },
  hawaii: { centralMeridian: -157, parallels: [8, 18], origin: 13 },
};

/** Territories the two insets have no room for; the states and DC are drawn. */
const LEFT_OUT = new Set(['American Samoa', 'Guam', 'Commonwealth of the Northern Mariana Islands', 'Puerto Rico', 'United States Virgin Islands']);

/** Smallest triangle (in square pixels of the 900-wide canvas) a simplified line keeps: 4 px² on screen at zoom 8. */
const MIN_AREA = 0.25;
/** Integer grid of the output: 0.1 px steps at zoom 1. */
const QUANTIZE = 9000;

type StateProperties = { name: string };
type StateGeometry = (Polygon<StateProperties> | MultiPolygon<StateProperties>) & { properties: StateProperties };
export type UsStatesTopology = Topology<{ states: GeometryCollection<StateProperties>; nation?: GeometryCollection }>;
export type UsMapTopology = Topology<{ states: GeometryCollection<StateProperties>; nation: GeometryCollection }>;

function partOf(name: string): Part {
  if (name === 'Alaska') return 'alaska';
  if (name === 'Hawaii') return 'hawaii';
  return 'conus';
}

/** Every arc index a polygon geometry uses (a negative index ~i is arc i reversed). */
function arcIndexes(geometry: StateGeometry): number[] {
  const rings = geometry.type === 'Polygon' ? geometry.arcs : geometry.arcs.flat();
  return rings.flat().map((index) => (index < 0 ? ~index : index));
}

function renumber(geometry: StateGeometry, index: Map<number, number>): StateGeometry {
  const one = (i: number) => (i < 0 ? ~index.get(~i)! : index.get(i)!);
  return geometry.type === 'Polygon'
    ? { ...geometry, arcs: geometry.arcs.map((ring) => ring.map(one)) }
    : { ...geometry, arcs: geometry.arcs.map((polygon) => polygon.map((ring) => ring.map(one))) };
}

/**
 * us-atlas's states (longitude and latitude) laid out on the region map's canvas: projected, the insets placed,
 * simplified at the canvas's scale (shared borders stay shared, so neighbours never gap), quantized, with the nation's
 * outline merged from the states drawn.
 */
export function layoutUsMap(source: UsStatesTopology): UsMapTopology {
  const states = (source.objects.states.geometries as StateGeometry[]).filter((g) => g.properties && !LEFT_OUT.has(g.properties.name));
  // Only the arcs the drawn states use, renumbered; each belongs to one part (no state borders another part's).
  const index = new Map<number, number>();
  const partOfArc: Part[] = [];
  for (const state of states) {
    for (const arc of arcIndexes(state)) {
      if (!index.has(arc)) {
        index.set(arc, index.size);
        partOfArc.push(partOf(state.properties.name));
      }
    }
  }
  // The source's arcs are quantized and delta-encoded: topojson's transform gives each point's longitude and latitude.
  const decode = transform(source.transform ?? null);
  const projected = [...index.keys()].map((arc, i) => {
    const part = partOfArc[i]!;
    const project = albers(PROJECTIONS[part]);
    return source.arcs[arc]!.map((point, k) => {
      // Each point after an arc's first is a step from the one before.
      const [lon = 0, lat = 0] = decode(point, k > 0);
      // Alaska's Aleutians reach past 180°: their eastern longitudes continue west of it.
      return project(part === 'alaska' && lon > 0 ? lon - 360 : lon, lat);
    });
  });
  const fit = (part: Part, width: number) => fitWidth(bounds(projected.filter((_, i) => partOfArc[i] === part).flat()), width);
  const { margin, width, height, alaskaWidth, hawaiiWidth } = US_MAP;
  const conus = fit('conus', width - 2 * margin);
  if (margin + conus.height > height) throw new Error(`the main map (${conus.height} high) does not fit the ${height} canvas`);
  const alaska = fit('alaska', alaskaWidth);
  const hawaii = fit('hawaii', hawaiiWidth);
  // The main map at the top left; the insets side by side on the bottom margin.
  const place = {
    conus: conus.at(margin, margin),
    alaska: alaska.at(margin, height - margin - alaska.height),
    hawaii: hawaii.at(margin + alaskaWidth + 2 * margin, height - margin - hawaii.height),
  };
  const arcs = projected.map((arc, i) => arc.map(place[partOfArc[i]!]));
  const geometries = states.map((state) => renumber(state, index));
  const planar = { type: 'Topology', bbox: [0, 0, width, height], arcs, objects: { states: { type: 'GeometryCollection', geometries } } };
  const simplified = simplify(presimplify(planar as unknown as SimplifiedTopology), MIN_AREA) as unknown as UsMapTopology;
  const nation = mergeArcs(simplified as unknown as Topology, geometries as (Polygon | MultiPolygon)[]) as GeometryObject;
  const result: UsMapTopology = {
    ...simplified,
    // presimplify keeps each point's weight as a third coordinate: only x and y are kept.
    arcs: simplified.arcs.map((arc) => arc.map(([x = 0, y = 0]) => [x, y])),
    objects: { states: simplified.objects.states, nation: { type: 'GeometryCollection', geometries: [nation] } },
  };
  return quantize(result as unknown as SimplifiedTopology, QUANTIZE) as unknown as UsMapTopology;
}
