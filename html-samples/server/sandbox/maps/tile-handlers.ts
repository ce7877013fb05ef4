import type { SandboxContext } from '../context';
import { send, sendJson, sendText } from '../http-util';
import { tileCoordinates, tileSvg, type TileTheme } from './tiles';

const SVG = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };

function answerTile(ctx: SandboxContext, theme: TileTheme, z?: string, x?: string, y?: string): void {
  const tile = tileCoordinates(z, x, y);
  if (!tile) return sendText(ctx.res, 404, 'No such tile');
  send(ctx.res, 200, tileSvg(theme, tile.z, tile.x, tile.y), SVG);
}

/** GET /maps/tiles/{google|bing}/{z}/{x}/{y}.svg: the backdrop the fake SDKs draw. */
export function fakeSdkTileHandler(ctx: SandboxContext): void {
  answerTile(ctx, ctx.match[1] as TileTheme, ctx.match[2], ctx.match[3], ctx.match[4]);
}

/**
 * GET /maps/mapquest/tiles/v1/render/latest/{style}/{z}/{x}/{y}/{size}{@2x}/{format}?key=… (MapQuest Tiles API).
 * No key: 401; key 'bad-key': 403 with MapQuest's message, as the real API refuses an invalid key.
 */
export function mapquestTileHandler(ctx: SandboxContext): void {
  const key = ctx.url.searchParams.get('key');
  if (!key) return sendText(ctx.res, 401, 'A valid key is required');
  if (key === 'bad-key') return sendText(ctx.res, 403, 'The AppKey submitted with this request is invalid.');
  answerTile(ctx, 'mapquest', ctx.match[2], ctx.match[3], ctx.match[4]);
}

/** Mapbox's token check: missing or 'bad-token' answers 401 like api.mapbox.com. Returns true when refused. */
export function refusedToken(ctx: SandboxContext): boolean {
  const token = ctx.url.searchParams.get('access_token');
  if (token && token !== 'bad-token') return false;
  sendJson(ctx.res, 401, { message: token ? 'Not Authorized - Invalid Token' : 'Not Authorized - No Token' });
  return true;
}

/** GET /mapbox/styles/v1/{user}/{style}/tiles/{256|512}/{z}/{x}/{y}{@2x} (Static Tiles API). */
export function mapboxStyleTileHandler(ctx: SandboxContext): void {
  if (refusedToken(ctx)) return;
  answerTile(ctx, 'mapbox', ctx.match[3], ctx.match[4], ctx.match[5]);
}

/** GET /mapbox/v4/{tileset}/{z}/{x}/{y}{@2x}.png (classic raster tilesets). */
export function mapboxTilesetHandler(ctx: SandboxContext): void {
  if (refusedToken(ctx)) return;
  answerTile(ctx, 'mapbox', ctx.match[2], ctx.match[3], ctx.match[4]);
}
