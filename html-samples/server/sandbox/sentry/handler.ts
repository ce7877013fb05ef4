import type { SandboxContext } from '../context';
import { send } from '../http-util';
import { parseEnvelope } from './envelope';

/**
 * POST /sandbox/sentry/api/{projectId}/envelope/ (and the legacy /store/): records what arrives and answers like
 * Sentry's ingest, including the CORS headers browsers need to read it.
 */
export function sentryHandler(ctx: SandboxContext): void {
  const projectId = ctx.match[1] ?? '';
  const kind = ctx.match[2] === 'store' ? 'store' : 'envelope';
  const body = ctx.body ?? '';
  if (kind === 'envelope') {
    ctx.sentry.add({ time: ctx.now(), projectId, kind, ...parseEnvelope(body) });
  } else {
    let event: unknown = body;
    try {
      event = JSON.parse(body) as unknown;
    } catch {
      // Kept as text: a malformed report is still worth seeing in tests.
    }
    ctx.sentry.add({ time: ctx.now(), projectId, kind, header: {}, items: [{ header: { type: 'event' }, payload: event }] });
  }
  send(ctx.res, 200, '{}', {
    'Content-Type': 'application/json',
    'Access-Control-Expose-Headers': 'x-sentry-error, x-sentry-rate-limits, retry-after',
  });
}
