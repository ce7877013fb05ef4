import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { layoutUsMap, type UsStatesTopology } from '../../src/core/region-map/us-layout.ts';
import { prepareAtlas } from '../../src/maps/atlas/prepare.ts';
import type { AtlasTopology } from '../../src/maps/atlas/topology.ts';

/**
 * The shapes the bundle carries: BaseMap's base (which topology, and which of its objects are the area and the
 * borders) and the region map's US states laid out on its canvas.
 */
const ATLASES: Record<string, { file: string; prepare: (topology: never) => unknown }> = {
  'atlas:world': { file: 'world-atlas/countries-110m.json', prepare: (t: AtlasTopology) => prepareAtlas(t, { area: 'land', borders: 'countries' }) },
  'atlas:us-states': { file: 'us-atlas/states-10m.json', prepare: (t: AtlasTopology) => prepareAtlas(t, { area: 'nation', borders: 'states' }) },
  'atlas:us-region-map': { file: 'us-atlas/states-10m.json', prepare: (t: UsStatesTopology) => layoutUsMap(t) },
};

const require = createRequire(import.meta.url);

/**
 * `import shapes from 'atlas:world'` (or 'atlas:us-states', 'atlas:us-region-map'): the topology's shapes prepared at
 * build time (src/maps/atlas/packed.ts, src/core/region-map/us-layout.ts). The module is JSON text read with
 * JSON.parse: for a large literal that is cheaper to parse than the same array written as JavaScript.
 */
export function atlasPlugin(): Plugin {
  // Each source topology read once a build: BaseMap's US states and the region map share us-atlas's file.
  const sources = new Map<string, never>();
  const readTopology = (path: string): never => {
    if (!sources.has(path)) sources.set(path, JSON.parse(readFileSync(path, 'utf8')) as never);
    return sources.get(path)!;
  };
  return {
    name: 'locator:atlas',
    buildStart() {
      sources.clear();
    },
    resolveId(id) {
      return id in ATLASES ? `\0${id}` : null;
    },
    load(id) {
      const atlas = id.startsWith('\0') ? ATLASES[id.slice(1)] : undefined;
      if (!atlas) return null;
      const path = require.resolve(atlas.file);
      this.addWatchFile(path);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(atlas.prepare(readTopology(path))))});\n`;
    },
  };
}
