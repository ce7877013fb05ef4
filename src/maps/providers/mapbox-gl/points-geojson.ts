import { LOCATION_TYPES, type Bounds } from '../../types';

export interface PointsGeoJSON {
  /** A GeoJSON FeatureCollection as text, ready for mapbox-gl's worker to parse. */
  json: string;
  count: number;
  bounds: Bounds | null;
}

/**
 * A points file (`[id, latitude, longitude, typeIndex][]`, fixtures/data/points-*.json) as the GeoJSON the pin layers
 * read: properties id (text, as pins have), type and index (list order). Malformed rows are skipped. Pure: it runs in
 * the points worker, so 100,000 points never cost the page's main thread.
 */
export function pointsToGeoJSON(rows: unknown): PointsGeoJSON {
  if (!Array.isArray(rows)) throw new Error('[locator] the points file must be a JSON array of [id, latitude, longitude, type] rows');
  const features: string[] = [];
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const row of rows as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [id, lat, lng, typeIndex] = row as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const type = LOCATION_TYPES[typeof typeIndex === 'number' ? typeIndex : 0] ?? LOCATION_TYPES[0];
    const index = features.length;
    const key = typeof id === 'number' || typeof id === 'string' ? String(id) : String(index);
    features.push(
      `{"type":"Feature","id":${index},"geometry":{"type":"Point","coordinates":[${lng},${lat}]},"properties":{"id":${JSON.stringify(key)},"type":"${type}","index":${index}}}`,
    );
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return {
    json: `{"type":"FeatureCollection","features":[${features.join(',')}]}`,
    count: features.length,
    bounds: features.length ? { south, west, north, east } : null,
  };
}
