// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvelope } from './sentry/envelope';
import { startTestSandbox, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('link-checker targets', () => {
  it.each([
    ['ok', 200],
    ['missing', 404],
    ['gone', 410],
    ['error', 500],
  ])('HEAD /links/%s answers %i', async (kind, status) => {
    const res = await t.get(`/sandbox/links/${kind}/some/page`, { method: 'HEAD' });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe('');
  });

  it('redirects to the ok target, which a following client sees as 200', async () => {
    const manual = await t.get('/sandbox/links/redirect/a/b', { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/sandbox/links/ok/a/b');
    expect((await t.get('/sandbox/links/redirect/a/b', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('generated images', () => {
  it('draws a deterministic w x w SVG labelled with the id, cacheable', async () => {
    const res = await t.get('/sandbox/images/photo/1001001_1001-320.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const svg = await res.text();
    expect(svg).toContain('width="320" height="320"');
    expect(svg).toContain('>1001001_1001</text>');
    expect(await (await t.get('/sandbox/images/photo/1001001_1001-320.svg')).text()).toBe(svg);
    expect((await t.get('/sandbox/images/photo/x-4000.svg')).status).toBe(400);
  });

  it('fails on /images/fail and fails n times per key on /images/flaky', async () => {
    expect((await t.get('/sandbox/images/fail/anything.jpg')).status).toBe(500);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.get('/sandbox/images/flaky/2/retry-key.svg')).status);
    expect(statuses).toEqual([500, 500, 200, 200]);
    expect((await t.get('/sandbox/images/flaky/2/other-key.svg')).status).toBe(500);
  });
});

describe('analytics pixel', () => {
  it('answers a 1x1 GIF and records the query', async () => {
    await t.get('/sandbox/__log/reset', { method: 'POST' });
    const res = await t.get('/sandbox/analytics/pixel.gif?eventType=pageview&businessids=42&v=123');
    expect(res.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    expect(bytes[6]).toBe(1);
    const log = (await (await t.get('/sandbox/__log?path=/sandbox/analytics')).json()) as { query: Record<string, string> }[];
    expect(log).toHaveLength(1);
    expect(log[0]?.query).toEqual({ eventType: 'pageview', businessids: '42', v: '123' });
  });
});

describe('Sentry ingest', () => {
  const event = { event_id: 'abc', message: 'boom\nwith newline', tags: { widget: 'hours' } };
  const payload = JSON.stringify(event);
  const envelope = [
    JSON.stringify({ event_id: 'abc', sent_at: '2026-11-21T12:00:00.000Z' }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify({ discarded_events: [] }),
  ].join('\n');

  it('parses envelopes, with and without item lengths', () => {
    const parsed = parseEnvelope(`${envelope}\n`);
    expect(parsed.header).toMatchObject({ event_id: 'abc' });
    expect(parsed.items.map((i) => i.payload)).toEqual([event, { discarded_events: [] }]);
  });

  it('records a posted envelope and answers 200 {} with CORS, preflight included', async () => {
    const preflight = await t.get('/sandbox/sentry/api/7/envelope/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const res = await t.get('/sandbox/sentry/api/7/envelope/?sentry_key=k&sentry_version=7', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: envelope,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({});
    const records = (await (await t.get('/sandbox/__sentry?project=7')).json()) as { items: { payload: unknown }[] }[];
    expect(records.at(-1)?.items[0]?.payload).toEqual(event);
    expect(t.sandbox.sentry.records('7').length).toBeGreaterThan(0);
    const logged = t.sandbox.log.entries('/sentry').at(-1);
    expect(logged?.method).toBe('POST');
    expect(logged?.body).toBe(envelope);
  });

  it('answers 405 to a GET on the ingest', async () => {
    expect((await t.get('/sandbox/sentry/api/7/envelope/')).status).toBe(405);
  });
});

describe('proxy', () => {
  const through = (target: string) => t.get(`/sandbox/proxy?url=${encodeURIComponent(target)}`);

  it('relays a target of this server: status, content type and body', async () => {
    const page = await through(`${t.base}/sandbox/links/ok/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>Link target</h1>');
    const places = await through(`${t.base}/sandbox/geocoding/v5/mapbox.places/Lyon.json?access_token=pk.t&limit=1`);
    expect(places.headers.get('content-type')).toContain('json');
    expect(((await places.json()) as { features: { text: string }[] }).features[0]!.text).toBe('Lyon');
    expect((await through(`${t.base}/sandbox/links/gone/x`)).status).toBe(410);
  });

  it('asks its own socket, whatever Host the request names: a forged Host reaches no other server', async () => {
    const { request } = await import('node:http');
    const port = new URL(t.base).port;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
      request({ host: '127.0.0.1', port, path: `/sandbox/proxy?url=${target}`, headers: { Host: '169.254.169.254' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject).end();
    });
    // This server's own answer for that path (not a sandbox route), not the other host's.
    expect(answer).toEqual({ status: 404, body: 'not a sandbox route' });
  });

  it('relays a redirect without following it', async () => {
    const moved = await t.get(`/sandbox/proxy?url=${encodeURIComponent(`${t.base}/sandbox/links/redirect/a`)}`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/sandbox/links/ok/a');
  });

  it('reaches nothing else: another host 403, no or a relative address 400, itself 400', async () => {
    expect((await through('https://www.example.org/')).status).toBe(403);
    expect((await t.get('/sandbox/proxy')).status).toBe(400);
    expect((await through('/sandbox/links/ok/x')).status).toBe(400);
    expect((await through(`${t.base}/sandbox/proxy?url=x`)).status).toBe(400);
  });
});
