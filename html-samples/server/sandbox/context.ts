import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FixtureStore } from './fixture-store';
import type { RequestLog } from './request-log';
import type { SentryStore } from './sentry/store';

/** What a route handler gets: the request, its sandbox-relative path match and the shared sandbox state. */
export interface SandboxContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Match of the route pattern against the path after "/sandbox". */
  match: RegExpExecArray;
  /** Request body for POST requests, else undefined. */
  body: string | undefined;
  now: () => number;
  fixtures: FixtureStore;
  log: RequestLog;
  sentry: SentryStore;
  /** Per-key request counters for the flaky image endpoint. */
  counters: Map<string, number>;
}

export type RouteHandler = (ctx: SandboxContext) => void | Promise<void>;

export interface Route {
  /** Allowed methods; GET routes answer HEAD too. OPTIONS preflight is answered for every route. */
  methods: readonly ('GET' | 'POST')[];
  /** Matched against the path after "/sandbox", e.g. "/geocoding/v5/...". */
  pattern: RegExp;
  handler: RouteHandler;
  /** Internal endpoints (the log) are neither logged nor subject to fault injection. */
  internal?: boolean;
}
