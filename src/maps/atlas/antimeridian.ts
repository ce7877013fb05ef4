import type { FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Makes rings that cross the antimeridian continuous for a flat map: world-atlas gives Russia, Fiji and a few islands
 * as rings that jump from 180 to -180 and back, which a planar renderer draws as bands across the whole world (and,
 * filled even-odd, as holes in unrelated land). After a jump the following points are shifted by 360 degrees, so the
 * shape runs on past 180 instead. Polar rings (Antarctica, closed along the pole on purpose) are left as they are.
 */
export function unwrapRing(ring: Position[]): Position[] {
  if (ring.some(([, lat]) => Math.abs(lat ?? 0) >= 89.9)) return ring;
  let offset = 0;
  let previous: number | undefined;
  return ring.map(([lng = 0, lat = 0]) => {
    if (previous !== undefined) {
      const delta = lng - previous;
      if (delta < -180) offset += 360;
      else if (delta > 180) offset -= 360;
    }
    previous = lng;
    return [lng + offset, lat];
  });
}

export function unwrapGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
    case 'MultiLineString':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
    case 'LineString':
      return { ...geometry, coordinates: unwrapRing(geometry.coordinates) };
    default:
      return geometry;
  }
}

export function unwrapCollection(collection: FeatureCollection): FeatureCollection {
  return { ...collection, features: collection.features.map((feature) => ({ ...feature, geometry: unwrapGeometry(feature.geometry) })) };
}
