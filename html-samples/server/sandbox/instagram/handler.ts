import type { FixturePhoto } from '../../../../fixtures/lib/types';
import type { SandboxContext } from '../context';
import { clamp, intParam, requestOrigin, safeDecode, send } from '../http-util';
import { paginate } from './media-store';

/** JSONP callback names the sandbox accepts; anything else could inject script into the answer. */
const CALLBACK = /^[A-Za-z_$][\w$.]*$/;
/** Test hook: this user's feed answers with a broken body ("Invalid JSON response" in the client). */
export const BROKEN_USER_ID = '999001';
const DEFAULT_COUNT = 20;
const MAX_COUNT = 33;

interface Meta {
  code: number;
  error_type?: string;
  error_message?: string;
}

type Source = { kind: 'user' | 'tag' | 'location'; id: string } | { kind: 'popular' };

function sourceOf(ctx: SandboxContext): Source {
  const [, kind, raw = ''] = ctx.match;
  const id = safeDecode(raw) ?? '';
  if (kind === 'users') return { kind: 'user', id };
  if (kind === 'tags') return { kind: 'tag', id };
  if (kind === 'locations') return { kind: 'location', id };
  return { kind: 'popular' };
}

/**
 * Instagram API v1 media endpoints (users, tags, locations recent media; popular media), as JSON or, with a callback,
 * as JSONP. Like Instagram, JSONP errors come with status 200 and the error in meta; the JSON transport uses meta.code.
 */
export function instagramHandler(ctx: SandboxContext): void {
  const { url, res } = ctx;
  const callback = url.searchParams.get('callback');
  if (callback !== null && !CALLBACK.test(callback)) {
    return send(res, 400, 'Invalid callback name', { 'Content-Type': 'text/plain; charset=utf-8' });
  }
  const reply = (meta: Meta, extra: Record<string, unknown> = {}) => {
    const json = JSON.stringify({ meta, ...extra });
    if (callback !== null) {
      return send(res, 200, `${callback}(${json});`, { 'Content-Type': 'text/javascript; charset=utf-8' });
    }
    send(res, meta.code, json, { 'Content-Type': 'application/json; charset=utf-8' });
  };

  const token = url.searchParams.get('access_token');
  if (!token && !url.searchParams.get('client_id')) {
    return reply({ code: 400, error_type: 'OAuthParameterException', error_message: 'Missing client_id or access_token URL parameter.' });
  }
  if (token === 'bad-token') {
    return reply({ code: 400, error_type: 'OAuthAccessTokenException', error_message: 'The access_token provided is invalid.' });
  }
  const source = sourceOf(ctx);
  if (source.kind === 'user' && source.id === BROKEN_USER_ID) {
    // JSONP: a script that fails to parse, so the callback never runs. JSON: an HTML error page with status 200.
    const body = callback !== null ? `${callback}("not json` : '<html>oops';
    return send(res, 200, body, { 'Content-Type': callback !== null ? 'text/javascript' : 'application/json' });
  }
  if (source.kind === 'location' && !/^\d+$/.test(source.id)) {
    return reply({ code: 400, error_type: 'APINotFoundError', error_message: 'invalid location id' });
  }

  const media = ctx.fixtures.media();
  const list: readonly FixturePhoto[] =
    source.kind === 'popular' ? media.popular : source.kind === 'tag' ? media.tag(source.id) : media.user(source.id);
  const count = clamp(intParam(url, 'count', DEFAULT_COUNT), 1, MAX_COUNT);
  if (source.kind === 'popular') return reply({ code: 200 }, { data: list.slice(0, count) });

  const page = paginate(list, count, url.searchParams.get('max_id'));
  const pagination: Record<string, string> = {};
  if (page.nextMaxId) {
    // The same parameters with max_id moved on; the sandbox test hooks (__delay…) are not carried over.
    const next = new URL(`${requestOrigin(ctx.req, url)}${url.pathname}`);
    for (const [key, value] of url.searchParams) {
      if (key !== 'max_id' && !key.startsWith('__')) next.searchParams.append(key, value);
    }
    next.searchParams.set('max_id', page.nextMaxId);
    pagination.next_url = next.toString();
    pagination.next_max_id = page.nextMaxId;
  }
  reply({ code: 200 }, { data: page.data, pagination });
}
