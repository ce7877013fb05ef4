import { atlasShapes, type AtlasKeys, type AtlasTopology } from './topology.ts';
import { packGeometries, type PackedShapes } from './packed.ts';

// This module and the ones it imports name their files with extensions: the Vite config loads them (the atlas plugin),
// and a config loaded by Node's own module loader, Vite's coming default, resolves no extensionless path.

/**
 * A topology's area and inner borders, made continuous across the antimeridian and packed (./packed.ts). Run when the
 * bundle is built, not on the page.
 */
export function prepareAtlas(topology: AtlasTopology, keys: AtlasKeys): PackedShapes {
  const { area, borders } = atlasShapes(topology, keys);
  return { area: packGeometries(area.features.map((feature) => feature.geometry)), borders: packGeometries([borders]) };
}
