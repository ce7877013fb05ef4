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
 * Known maps: the region codes each draws, known before its shapes load, and how its shapes load. us-states: the
 * states already projected and laid out on the spec's canvas when the bundle was built (src/core/region-map/us-layout.ts),
 * so no projection runs in the browser.
 */
const MAPS: Record<string, { drawn: ReadonlySet<string>; load: () => Promise<MapShapes> }> = {
  'us-states': {
    drawn: US_MAP_DRAWN,
    load: async () => {
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
  },
};

/** A known map (own keys only: 'toString' names no map). */
const known = (name: string) => (Object.hasOwn(MAPS, name) ? MAPS[name] : undefined);

export function mapLoader(name: string): () => Promise<MapShapes> {
  const map = known(name);
  if (!map) throw new Error('Attempt to use map which was not loaded');
  return map.load;
}

/** The region codes a known map draws, known before its shapes load (none for a map it does not have). */
export function drawnRegions(name: string): ReadonlySet<string> {
  return known(name)?.drawn ?? new Set();
}
