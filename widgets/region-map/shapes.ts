import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { geometryToPath, usRegions, type Region } from '../../src/core/region-map/regions';

export interface MapShapes {
  width: number;
  height: number;
  /** The whole country, drawn as the grey background. */
  outline: string;
  regions: Region[];
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

/**
 * Known maps. us-states uses us-atlas's Albers USA projection (central meridian about -96/-100, with the Alaska and
 * Hawaii insets) already projected to a 975x610 canvas, so no projection runs in the browser.
 */
const MAPS: Record<string, () => Promise<MapShapes>> = {
  'us-states': async () => {
    // Text read with JSON.parse: cheaper to parse and build than the same data as a JavaScript literal.
    const topology = JSON.parse((await import('us-atlas/states-albers-10m.json?raw')).default) as StatesTopology;
    const states = feature(topology, topology.objects.states);
    const nation = feature(topology, topology.objects.nation);
    return {
      width: 975,
      height: 610,
      outline: nation.features.map((f) => geometryToPath(f.geometry as Polygon | MultiPolygon)).join(''),
      regions: usRegions(states.features.map((f) => ({ properties: f.properties, geometry: f.geometry as Polygon | MultiPolygon }))),
    };
  },
};

export function mapLoader(name: string): () => Promise<MapShapes> {
  const load = MAPS[name];
  if (!load) throw new Error('Attempt to use map which was not loaded');
  return load;
}
