import type { Position } from 'geojson';
import { worldShapes } from './world-shapes';
import { TILE_THEMES, type TileTheme } from './tile-themes';

export { TILE_THEMES, type TileTheme } from './tile-themes';

interface Ring {
  points: { x: number; y: number }[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Web Mercator in world units (0..1 from the north-west corner). */
function unit([lng, lat]: Position): { x: number; y: number } {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat ?? 0));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: ((lng ?? 0) + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

function ring(positions: Position[]): Ring {
  const points = positions.map(unit);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { points, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

let shapes: { land: Ring[]; borders: Ring[] } | undefined;

/** Natural Earth 1:110m land and borders (world-atlas, the shapes BaseMap bundles), projected once. */
function worldRings(): { land: Ring[]; borders: Ring[] } {
  if (!shapes) {
    const world = worldShapes();
    const land: Ring[] = [];
    for (const f of world.land.features) {
      const g = f.geometry;
      const polygons = g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [];
      for (const polygon of polygons) for (const r of polygon) land.push(ring(r));
    }
    shapes = { land, borders: world.borders.coordinates.map(ring) };
  }
  return shapes;
}

function pathOf(rings: Ring[], z: number, x: number, y: number, close: boolean): string {
  const scale = 2 ** z;
  const [x0, x1, y0, y1] = [x / scale, (x + 1) / scale, y / scale, (y + 1) / scale];
  let d = '';
  for (const r of rings) {
    if (r.maxX < x0 || r.minX > x1 || r.maxY < y0 || r.minY > y1) continue;
    d += r.points.map((p, i) => `${i ? 'L' : 'M'}${((p.x * scale - x) * 256).toFixed(1)} ${((p.y * scale - y) * 256).toFixed(1)}`).join('');
    if (close) d += 'Z';
  }
  return d;
}

const cache = new Map<string, string>();

/** A 256 px tile z/x/y: water, land and country borders, drawn from the bundled shapes (no network). */
export function tileSvg(theme: TileTheme, z: number, x: number, y: number): string {
  const key = `${theme}/${z}/${x}/${y}`;
  let svg = cache.get(key);
  if (!svg) {
    const colours = TILE_THEMES[theme];
    const { land, borders } = worldRings();
    svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${colours.water}"/>` +
      `<path d="${pathOf(land, z, x, y, true)}" fill="${colours.land}" fill-rule="evenodd" stroke="${colours.border}" stroke-width="0.6"/>` +
      `<path d="${pathOf(borders, z, x, y, false)}" fill="none" stroke="${colours.border}" stroke-width="0.8" stroke-dasharray="3 2"/></svg>`;
    if (cache.size > 3000) cache.clear();
    cache.set(key, svg);
  }
  return svg;
}

/** Tile coordinates from path parts, or null when they are outside the world at that zoom. */
export function tileCoordinates(z: string | undefined, x: string | undefined, y: string | undefined): { z: number; x: number; y: number } | null {
  const [zoom, col, row] = [Number(z), Number(x), Number(y)];
  if (![zoom, col, row].every(Number.isInteger) || zoom < 0 || zoom > 22) return null;
  const size = 2 ** zoom;
  return col >= 0 && col < size && row >= 0 && row < size ? { z: zoom, x: col, y: row } : null;
}
