import { atlasShapes, type AtlasKeys, type AtlasTopology } from './topology';
import { packGeometries, type PackedShapes } from './packed';

/**
 * A topology's area and inner borders, made continuous across the antimeridian and packed (./packed.ts). Run when the
 * bundle is built, not on the page.
 */
export function prepareAtlas(topology: AtlasTopology, keys: AtlasKeys): PackedShapes {
  const { area, borders } = atlasShapes(topology, keys);
  return { area: packGeometries(area.features.map((feature) => feature.geometry)), borders: packGeometries([borders]) };
}
