import type { SandboxContext } from './context';
import { escapeHtml, send } from './http-util';

const STATUS: Record<string, number> = { ok: 200, missing: 404, gone: 410, error: 500 };

/**
 * HEAD|GET /sandbox/links/{ok|missing|gone|error|redirect}/... — link-checker targets. redirect answers 302 to the
 * same rest path under ok, so a checker that follows redirects sees 200.
 */
export function linksHandler(ctx: SandboxContext): void {
  const kind = ctx.match[1] ?? '';
  const rest = ctx.match[2] ?? '';
  if (kind === 'redirect') {
    return send(ctx.res, 302, '', { Location: `/sandbox/links/ok${rest}` });
  }
  const status = STATUS[kind] ?? 404;
  const title = status === 200 ? 'Link target' : `Status ${status}`;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(ctx.url.pathname)}</p></body></html>`;
  send(ctx.res, status, body, { 'Content-Type': 'text/html; charset=utf-8' });
}
