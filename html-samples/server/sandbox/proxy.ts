import type { SandboxContext } from './context';
import { send, sendJson } from './http-util';

/** How long the proxy waits for its target, as a real proxy gives up on a hung origin (504). */
export const PROXY_TARGET_TIMEOUT_MS = 10_000;

/**
 * GET /sandbox/proxy?url={encoded target}: the proxy service of the proxy helper. It relays the target's status,
 * content type and body (a redirect as it is, not followed). Nothing here reaches another host: a target must have
 * the origin the page asked this server by (any other is 403), and it is asked of this server's own socket address,
 * whatever the request's Host header says. The proxy does not call itself.
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
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const self = `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
  let answer: Response;
  try {
    answer = await fetch(new URL(target.pathname + target.search, self), {
      signal: AbortSignal.timeout(PROXY_TARGET_TIMEOUT_MS),
      headers: { Accept: ctx.req.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return sendJson(ctx.res, timedOut ? 504 : 502, { message: timedOut ? 'The target did not answer in time' : 'The target could not be reached' });
  }
  const body = new Uint8Array(await answer.arrayBuffer());
  const location = answer.headers.get('Location');
  send(ctx.res, answer.status, body, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream', ...(location ? { Location: location } : {}) });
}
