/**
 * The sandbox: local stand-ins for every third party the widgets call (geocoder, shop header/footer, photo feed,
 * analytics pixel, Sentry ingest, link-checker targets, generated images), with a request log and fault injection
 * for browser tests. See README.md in this folder for the endpoint list.
 *
 * @example
 * const sandbox = createSandbox({ fixturesDir: 'fixtures/data' });
 * http.createServer(async (req, res) => {
 *   const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
 *   if (!(await sandbox.handle(req, res, url))) { res.writeHead(404); res.end(); }
 * });
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { FixtureStore } from './fixture-store';
import { forceStatus, parseFaults, waitUnlessClosed } from './faults';
import { BodyTooLargeError, CORS_HEADERS, queryRecord, readBody, sendJson, sendText } from './http-util';
import { RequestLog } from './request-log';
import { findRoute } from './routes';
import { SentryStore } from './sentry/store';

export { RequestLog } from './request-log';
export type { RequestLogEntry } from './request-log';
export { SentryStore } from './sentry/store';
export type { SentryRecord } from './sentry/store';
export { ROUTES } from './routes';
export { escapeHtml } from './http-util';

export const SANDBOX_PREFIX = '/sandbox';

export interface SandboxOptions {
  fixturesDir: string;
  /** Clock for log times and dates in answers (epoch ms); defaults to Date.now. */
  now?: () => number;
}

export interface Sandbox {
  /** Answers a request under /sandbox/. Resolves false (nothing written) for paths the sandbox does not serve. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  log: RequestLog;
  sentry: SentryStore;
  /**
   * Builds the geocoding index and the photo-feed lists now instead of on the first request (about half a second),
   * e.g. right after the server starts listening. Throws when the fixtures are missing.
   */
  warm(): void;
  /** Ends the responses held open by __hang=1, so a server can close. */
  dispose(): void;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.now ?? Date.now;
  const log = new RequestLog();
  const sentry = new SentryStore();
  const fixtures = new FixtureStore(options.fixturesDir);
  const counters = new Map<string, number>();
  const hanging = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(`${SANDBOX_PREFIX}/`)) return false;
    const method = (req.method ?? 'GET').toUpperCase();
    const found = findRoute(url.pathname.slice(SANDBOX_PREFIX.length));
    const entry = { time: now(), method, path: url.pathname, query: queryRecord(url) };
    if (!found) {
      // Still logged: a test asking "was the pixel requested?" wants to see a mistyped path too.
      log.append(entry);
      return false;
    }
    const { route, match } = found;
    if (method === 'OPTIONS') {
      if (!route.internal) log.append(entry);
      res.writeHead(204, {
        ...CORS_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return true;
    }
    const allowed = route.methods.some((m) => m === method || (m === 'GET' && method === 'HEAD'));
    if (!allowed) {
      if (!route.internal) log.append(entry);
      res.setHeader('Allow', `${route.methods.join(', ')}, OPTIONS`);
      sendText(res, 405, `Method ${method} not allowed`);
      return true;
    }

    let body: string | undefined;
    if (method === 'POST') {
      try {
        body = await readBody(req);
      } catch (error) {
        sendText(res, error instanceof BodyTooLargeError ? 413 : 400, 'Unreadable request body');
        return true;
      }
    }
    if (route.internal) {
      await route.handler({ req, res, url, match, body, now, fixtures, log, sentry, counters });
      return true;
    }
    log.append(body === undefined ? entry : { ...entry, body });

    const faults = parseFaults(url);
    if (faults.hang) {
      // Nothing is ever written; forget the response once the client gives up.
      hanging.add(res);
      res.once('close', () => hanging.delete(res));
      return true;
    }
    if (!(await waitUnlessClosed(res, faults.delay))) return true;
    if (faults.status !== undefined) forceStatus(res, faults.status);

    const ctx: SandboxContext = { req, res, url, match, body, now, fixtures, log, sentry, counters };
    try {
      await route.handler(ctx);
    } catch (error) {
      console.error('[sandbox] handler failed', url.pathname, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Sandbox handler failed', error: String(error) });
      else res.end();
    }
    return true;
  }

  return {
    handle,
    log,
    sentry,
    warm() {
      fixtures.places();
      fixtures.media();
    },
    dispose() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
}
