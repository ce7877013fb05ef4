import type { SandboxContext } from './context';
import { send } from './http-util';

/** The classic 1x1 transparent GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /sandbox/analytics/pixel.gif?... — the analytics pixel. The query (site data, eventType, businessids, seed) is
 * what matters; the request log records it for tests. Never cached, so every event reaches the log.
 */
export function analyticsPixelHandler(ctx: SandboxContext): void {
  send(ctx.res, 200, PIXEL, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
}
