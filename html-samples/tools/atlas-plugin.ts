import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { prepareAtlas } from '../../src/maps/atlas/prepare.ts';
import type { AtlasKeys, AtlasTopology } from '../../src/maps/atlas/topology.ts';

/** The base shapes BaseMap bundles: which topology, and which of its objects are the area and the borders. */
const ATLASES: Record<string, { file: string; keys: AtlasKeys }> = {
  'atlas:world': { file: 'world-atlas/countries-110m.json', keys: { area: 'land', borders: 'countries' } },
  'atlas:us-states': { file: 'us-atlas/states-10m.json', keys: { area: 'nation', borders: 'states' } },
};

const require = createRequire(import.meta.url);

/**
 * `import shapes from 'atlas:world'` (or 'atlas:us-states'): the topology's shapes prepared at build time
 * (src/maps/atlas/packed.ts). The module is JSON text read with JSON.parse: for a large literal that is cheaper to
 * parse than the same array written as JavaScript.
 */
export function atlasPlugin(): Plugin {
  return {
    name: 'locator:atlas',
    resolveId(id) {
      return id in ATLASES ? `\0${id}` : null;
    },
    load(id) {
      const atlas = id.startsWith('\0') ? ATLASES[id.slice(1)] : undefined;
      if (!atlas) return null;
      const path = require.resolve(atlas.file);
      this.addWatchFile(path);
      const topology = JSON.parse(readFileSync(path, 'utf8')) as AtlasTopology;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(prepareAtlas(topology, atlas.keys)))});\n`;
    },
  };
}
