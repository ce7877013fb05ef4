import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import { US_MAP, US_MAP_DRAWN } from '../../src/core/region-map/us-map';
import { geometryToPath, usRegions, type Region } from '../../src/core/region-map/regions';

export interface MapShapes {
  width: number;
  height: number;
  /** The whole country, drawn as the grey background. */
  outline: string;
  regions: Region[];
}

/**
 * Known maps. us-states: the states already projected and laid out on the spec's canvas when the bundle was built
 * (src/core/region-map/us-layout.ts), so no projection runs in the browser.
 */
const MAPS: Record<string, () => Promise<MapShapes>> = {
  'us-states': async () => {
    const topology = (await import('atlas:us-region-map')).default;
    const states = feature(topology, topology.objects.states);
    const nation = feature(topology, topology.objects.nation);
    return {
      width: US_MAP.width,
      height: US_MAP.height,
      outline: nation.features.map((f) => geometryToPath(f.geometry as Polygon | MultiPolygon)).join(''),
      regions: usRegions(states.features.map((f) => ({ properties: f.properties, geometry: f.geometry as Polygon | MultiPolygon }))),
    };
  },
};

export function mapLoader(name: string): () => Promise<MapShapes> {
  // Own keys only: 'toString' names no map.
  const load = Object.hasOwn(MAPS, name) ? MAPS[name] : undefined;
  if (!load) throw new Error('Attempt to use map which was not loaded');
  return load;
}

/** The region codes a known map draws, known before its shapes load (none for a map it does not have). */
export function drawnRegions(name: string): ReadonlySet<string> {
  return name === 'us-states' ? US_MAP_DRAWN : new Set();
}
