import { worldShapes } from './world-shapes';
import type { SandboxContext } from '../context';
import { requestOrigin, sendJson } from '../http-util';
import { TILE_THEMES } from './tile-themes';
import { refusedToken } from './tile-handlers';

/**
 * GET /mapbox/styles/v1/{user}/{style}?access_token=… (Styles API): a style of our own, whatever the id, with no remote
 * tiles, glyphs or sprite: a background (water) and Natural Earth land and borders as GeoJSON from this sandbox.
 */
export function mapboxStyleHandler(ctx: SandboxContext): void {
  if (refusedToken(ctx)) return;
  const data = `${requestOrigin(ctx.req, ctx.url)}/sandbox/mapbox/data`;
  const colours = TILE_THEMES.mapbox;
  sendJson(ctx.res, 200, {
    version: 8,
    name: `Sandbox ${ctx.match[1]}/${ctx.match[2]}`,
    sources: {
      land: { type: 'geojson', data: `${data}/land.geojson`, attribution: 'Natural Earth (sandbox)' },
      borders: { type: 'geojson', data: `${data}/borders.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land, 'fill-outline-color': colours.border } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colours.border, 'line-width': 0.8, 'line-dasharray': [3, 2] } },
    ],
  });
}

let geojson: { land: unknown; borders: unknown } | undefined;

/** GET /mapbox/data/{land|borders}.geojson: the shapes the sandbox style draws. */
export function mapboxDataHandler(ctx: SandboxContext): void {
  if (!geojson) {
    const world = worldShapes();
    geojson = { land: world.land, borders: { type: 'Feature', properties: {}, geometry: world.borders } };
  }
  sendJson(ctx.res, 200, ctx.match[1] === 'land' ? geojson.land : geojson.borders, 'application/geo+json');
}
