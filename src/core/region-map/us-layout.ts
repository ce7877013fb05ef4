// Run when the bundle is built (html-samples/tools/atlas-plugin.ts): file names keep their extensions.
import { mergeArcs, quantize } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { Arc, GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';
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

/** Absolute longitude/latitude of each arc of a quantized or plain topology. */
function decodeArcs(topology: Topology): [number, number][][] {
  const { scale = [1, 1], translate = [0, 0] } = topology.transform ?? {};
  return topology.arcs.map((arc: Arc) => {
    let [x, y] = [0, 0];
    return arc.map(([dx = 0, dy = 0]) => {
      if (topology.transform) {
        x += dx;
        y += dy;
      } else [x, y] = [dx, dy];
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as [number, number];
    });
  });
}

/**
 * us-atlas's states (longitude and latitude) laid out on the region map's canvas: projected, the insets placed,
 * simplified at the canvas's scale (shared borders stay shared, so neighbours never gap), quantized, with the nation's
 * outline merged from the states drawn.
 */
export function layoutUsMap(source: UsStatesTopology): UsMapTopology {
  const states = (source.objects.states.geometries as StateGeometry[]).filter((g) => g.properties && !LEFT_OUT.has(g.properties.name));
  const lonLat = decodeArcs(source);
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
  const used = [...index.keys()];
  const projected = used.map((arc, i) => {
    const part = partOfArc[i]!;
    const project = albers(PROJECTIONS[part]);
    // Alaska's Aleutians reach past 180°: their eastern longitudes continue west of it.
    return lonLat[arc]!.map(([lon, lat]) => project(part === 'alaska' && lon > 0 ? lon - 360 : lon, lat));
  });
  const pointsOf = (part: Part) => projected.filter((_, i) => partOfArc[i] === part).flat();
  const { margin, width, height, alaskaWidth, hawaiiWidth } = US_MAP;
  const conus = fitWidth(bounds(pointsOf('conus')), margin, margin, width - 2 * margin);
  const alaskaBox = bounds(pointsOf('alaska'));
  const alaskaHeight = (alaskaBox.height * alaskaWidth) / alaskaBox.width;
  const alaska = fitWidth(alaskaBox, margin, height - margin - alaskaHeight, alaskaWidth);
  const hawaiiBox = bounds(pointsOf('hawaii'));
  const hawaiiHeight = (hawaiiBox.height * hawaiiWidth) / hawaiiBox.width;
  const hawaii = fitWidth(hawaiiBox, margin + alaskaWidth + 2 * margin, height - margin - hawaiiHeight, hawaiiWidth);
  if (margin + conus.height > height) throw new Error(`the main map (${conus.height} high) does not fit the ${height} canvas`);
  const place = { conus, alaska, hawaii };
  const arcs = projected.map((arc, i) => arc.map((point) => place[partOfArc[i]!].apply(point)));
  const geometries = states.map((state) => renumber(state, index));
  const planar: UsMapTopology = {
    type: 'Topology',
    bbox: [0, 0, width, height],
    arcs,
    objects: { states: { type: 'GeometryCollection', geometries }, nation: { type: 'GeometryCollection', geometries: [] } },
  };
  const simplified = simplify(presimplify(planar as unknown as SimplifiedTopology), MIN_AREA) as unknown as UsMapTopology;
  const nation = mergeArcs(simplified as unknown as Topology, simplified.objects.states.geometries as (Polygon | MultiPolygon)[]) as GeometryObject;
  simplified.objects.nation = { type: 'GeometryCollection', geometries: [nation] };
  // presimplify keeps each point's weight as a third coordinate: only x and y are kept.
  simplified.arcs = simplified.arcs.map((arc) => arc.map(([x = 0, y = 0]) => [x, y]));
  return quantize(simplified as unknown as SimplifiedTopology, QUANTIZE) as unknown as UsMapTopology;
}
