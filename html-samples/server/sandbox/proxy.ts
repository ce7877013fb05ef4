import type { SandboxContext } from './context';
import { send, sendJson } from './http-util';

/** How long the proxy waits for its target, as a real proxy gives up on a hung origin (504). */
export const PROXY_TARGET_TIMEOUT_MS = 10_000;

/**
 * GET /sandbox/proxy?url={encoded target}: the proxy service of the proxy helper. It relays the target's status,
 * content type and body. Nothing here reaches the internet: only this server's own pages, data and sandbox answer
 * (any other host is 403), and the proxy does not call itself.
 */
export async function proxyHandler(ctx: SandboxContext): Promise<void> {
  const given = ctx.url.searchParams.get('url');
  if (!given) return sendJson(ctx.res, 400, { message: 'Missing url' });
  let target: URL;
  try {
    target = new URL(given);
  } catch {
    return sendJson(ctx.res, 400, { message: 'url is not an absolute address' });
  }
  if (target.origin !== ctx.url.origin) {
    return sendJson(ctx.res, 403, { message: 'The sandbox proxy reaches only this server' });
  }
  if (target.pathname.startsWith('/sandbox/proxy')) return sendJson(ctx.res, 400, { message: 'The proxy does not call itself' });
  let answer: Response;
  try {
    answer = await fetch(target, { signal: AbortSignal.timeout(PROXY_TARGET_TIMEOUT_MS), headers: { Accept: ctx.req.headers.accept ?? '*/*' } });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return sendJson(ctx.res, timedOut ? 504 : 502, { message: timedOut ? 'The target did not answer in time' : 'The target could not be reached' });
  }
  const body = new Uint8Array(await answer.arrayBuffer());
  send(ctx.res, answer.status, body, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream' });
}
