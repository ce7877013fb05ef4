import type { Geometry, Position } from 'geojson';
import { MAX_LATITUDE } from '../../core/map/mercator.ts';

const RADIANS = Math.PI / 180;

/** What a path is traced into: a Path2D, or a recorder in tests. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/**
 * Traces a GeoJSON geometry in Web Mercator world units (0..1 across the world at every zoom), once. A map then draws
 * it at any zoom with one transform instead of projecting every point again on each move.
 */
export function tracePath(geometry: Geometry, sink: PathSink): void {
  const ring = (positions: Position[], close: boolean) => {
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i]!;
      // project() inlined: this runs for every point of the base shapes, on the main thread.
      const latitude = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, position[1] ?? 0));
      const sin = Math.sin(latitude * RADIANS);
      const x = ((position[0] ?? 0) + 180) / 360;
      const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
      if (i === 0) sink.moveTo(x, y);
      else sink.lineTo(x, y);
    }
    if (close) sink.closePath();
  };
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.forEach((r) => ring(r, true));
    case 'MultiPolygon':
      return geometry.coordinates.forEach((polygon) => polygon.forEach((r) => ring(r, true)));
    case 'LineString':
      return ring(geometry.coordinates, false);
    case 'MultiLineString':
      return geometry.coordinates.forEach((line) => ring(line, false));
    case 'GeometryCollection':
      return geometry.geometries.forEach((g) => tracePath(g, sink));
    default:
      return undefined;
  }
}
