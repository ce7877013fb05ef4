import type { SandboxContext } from '../context';
import { escapeHtml, send } from '../http-util';
import { renderFooter, renderHeader } from './render';
import { isShopSite } from './strings';

/**
 * GET /sandbox/shop/{site}/header and /footer: HTML fragments as the shop serves them. The product asks with an
 * Accept header for JSON but reads the answer as text, so the answer is HTML whatever the Accept header says.
 */
export function shopHandler(ctx: SandboxContext): void {
  const site = ctx.match[1] ?? '';
  const part = ctx.match[2];
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
  if (!isShopSite(site)) {
    return send(ctx.res, 404, `<!doctype html><title>Not found</title><p>No shop site "${escapeHtml(site)}".</p>`, html);
  }
  const year = new Date(ctx.now()).getUTCFullYear();
  send(ctx.res, 200, part === 'header' ? renderHeader(site) : renderFooter(site, year), html);
}
