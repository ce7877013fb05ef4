import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { unwrapCollection, unwrapGeometry } from './antimeridian.ts';

/** A topology with one area object (land, nation) and one object whose inner edges are the borders drawn. */
export type AtlasTopology = Topology<Record<string, GeometryCollection>>;

export interface AtlasKeys {
  area: string;
  borders: string;
}

function parts(topology: AtlasTopology, keys: AtlasKeys) {
  const area = topology.objects[keys.area];
  const divided = topology.objects[keys.borders];
  if (!area || !divided) throw new Error(`atlas topology has no "${keys.area}" or "${keys.borders}" object`);
  return { area, divided };
}

/** The area as GeoJSON and the borders between its parts (each drawn once), made continuous across the antimeridian. */
export function atlasShapes(topology: AtlasTopology, keys: AtlasKeys): { area: FeatureCollection; borders: MultiLineString } {
  const { area, divided } = parts(topology, keys);
  return {
    area: unwrapCollection(feature(topology, area) as unknown as FeatureCollection),
    borders: unwrapGeometry(mesh(topology, divided, (a, b) => a !== b)) as MultiLineString,
  };
}
