import { tracePath, type PathSink } from './paths.ts';
import type { Geometry } from 'geojson';

/**
 * Base shapes prepared when the bundle is built (html-samples/tools/atlas-plugin.ts), so a page never decodes a
 * topology: each path is a flat list of integers, ring after ring, `count, x0, y0, dx1, dy1, …` in world units times
 * PACKED_SCALE, each point after the first given as its step from the one before. Tracing one into a Path2D is a loop
 * of lineTo calls; the topology's arc stitching, merging and projection (40 ms and a garbage collection of main-thread
 * time on a two-core machine, while the map's clusters were being drawn) happen once, at build time.
 */
export interface PackedShapes {
  /** Filled areas (land, a nation), each ring closed. */
  area: number[];
  /** Border lines, open. */
  borders: number[];
}

/**
 * 2^17 units across the world: half a pixel at zoom 8, the last zoom the base shapes are drawn at (see
 * BASE_SHAPES_MAX_ZOOM): finer than the 1:110m and 1:10m sources can show there.
 */
export const PACKED_SCALE = 2 ** 17;

/** Packs geometries as tracePath traces them (Web Mercator world units); a point on its predecessor is dropped. */
export function packGeometries(geometries: Geometry[], scale = PACKED_SCALE): number[] {
  const packed: number[] = [];
  let ring: number[] = [];
  let previous: [number, number] = [0, 0];
  const flush = () => {
    // A ring of one point draws nothing.
    if (ring.length > 3) packed.push(ring.length / 2, ...ring);
    ring = [];
  };
  const sink: PathSink = {
    moveTo(x, y) {
      flush();
      previous = [Math.round(x * scale), Math.round(y * scale)];
      ring.push(...previous);
    },
    lineTo(x, y) {
      const point: [number, number] = [Math.round(x * scale), Math.round(y * scale)];
      if (point[0] === previous[0] && point[1] === previous[1]) return;
      ring.push(point[0] - previous[0], point[1] - previous[1]);
      previous = point;
    },
    closePath() {},
  };
  for (const geometry of geometries) tracePath(geometry, sink);
  flush();
  return packed;
}

/** Traces packed rings into `sink` in world units, closing each when `closed`. Malformed data ends the trace. */
export function tracePacked(packed: readonly number[], closed: boolean, sink: PathSink, scale = PACKED_SCALE): void {
  let i = 0;
  while (i < packed.length) {
    const count = packed[i++]!;
    if (!(count > 0) || i + count * 2 > packed.length) return;
    let x = packed[i++]!;
    let y = packed[i++]!;
    sink.moveTo(x / scale, y / scale);
    for (let k = 1; k < count; k++) {
      x += packed[i++]!;
      y += packed[i++]!;
      sink.lineTo(x / scale, y / scale);
    }
    if (closed) sink.closePath();
  }
}

/** The areas and borders of packed shapes as canvas paths. */
export function packedPaths(shapes: PackedShapes): { area: Path2D; borders: Path2D } {
  const area = new Path2D();
  const borders = new Path2D();
  tracePacked(shapes.area, true, area);
  tracePacked(shapes.borders, false, borders);
  return { area, borders };
}
