import type { SandboxContext } from './context';
import { sendJson } from './http-util';

/** GET /sandbox/__log?path=<prefix>: the recorded requests, oldest first. */
export function logHandler(ctx: SandboxContext): void {
  sendJson(ctx.res, 200, ctx.log.entries(ctx.url.searchParams.get('path') ?? ''));
}

/** POST /sandbox/__log/reset: clears the log, the recorded Sentry envelopes and the flaky-image counters. */
export function resetHandler(ctx: SandboxContext): void {
  ctx.log.reset();
  ctx.sentry.reset();
  ctx.counters.clear();
  sendJson(ctx.res, 200, { ok: true });
}

/** GET /sandbox/__sentry?project=<id>: the parsed envelopes the fake ingest received. */
export function sentryRecordsHandler(ctx: SandboxContext): void {
  sendJson(ctx.res, 200, ctx.sentry.records(ctx.url.searchParams.get('project') ?? undefined));
}
