// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, parseFaults } from './faults';
import { RequestLog } from './request-log';
import { startTestSandbox, TEST_NOW, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const reset = () => t.get('/sandbox/__log/reset', { method: 'POST' });
const log = async (prefix = '') =>
  (await (await t.get(`/sandbox/__log?path=${encodeURIComponent(prefix)}`)).json()) as { path: string; time: number }[];

describe('request log', () => {
  it('records sandbox requests with the sandbox clock, filters by prefix and resets', async () => {
    await reset();
    await t.get('/sandbox/links/ok/a?x=1');
    await t.get('/sandbox/analytics/pixel.gif?e=1');
    await t.get('/sandbox/not-a-route');
    const all = await log();
    expect(all.map((e) => e.path)).toEqual(['/sandbox/links/ok/a', '/sandbox/analytics/pixel.gif', '/sandbox/not-a-route']);
    expect(all.every((e) => e.time === TEST_NOW)).toBe(true);
    expect((await log('/sandbox/links')).map((e) => e.path)).toEqual(['/sandbox/links/ok/a']);
    expect((await log('/analytics')).map((e) => e.path)).toEqual(['/sandbox/analytics/pixel.gif']);
    expect((await reset()).status).toBe(200);
    expect(await log()).toEqual([]);
  });

  it('leaves paths outside the sandbox and unknown sandbox paths to the host server', async () => {
    expect((await t.get('/other')).status).toBe(404);
    expect(await (await t.get('/sandbox/unknown')).text()).toBe('not a sandbox route');
  });

  it('keeps at most its cap, dropping the oldest', () => {
    const small = new RequestLog(3);
    for (let i = 0; i < 5; i++) small.append({ time: i, method: 'GET', path: `/sandbox/${i}`, query: {} });
    expect(small.entries().map((e) => e.time)).toEqual([2, 3, 4]);
  });
});

describe('fault injection', () => {
  it('parses and bounds the hooks', () => {
    expect(parseFaults(new URL('http://x/?__delay=99999&__status=503&__hang=1'))).toEqual({ delay: MAX_DELAY_MS, status: 503, hang: true });
    expect(parseFaults(new URL('http://x/?__delay=abc&__status=42'))).toEqual({ delay: 0, status: undefined, hang: false });
  });

  it('delays an answer by __delay ms', async () => {
    const started = performance.now();
    const res = await t.get('/sandbox/links/ok/slow?__delay=150');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('forces the status with __status but keeps the body', async () => {
    const res = await t.get('/sandbox/geocoding/v5/mapbox.places/Lyon.json?access_token=tok&__status=503');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { features: unknown[] }).features.length).toBeGreaterThan(0);
    expect((await t.get('/sandbox/links/ok/x?__status=404', { method: 'HEAD' })).status).toBe(404);
  });

  it('never answers with __hang=1 until the client aborts', async () => {
    const controller = new AbortController();
    const pending = t.get('/sandbox/shop/fr/header?__hang=1', { signal: controller.signal });
    const outcome = await Promise.race([pending.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 200))]);
    expect(outcome).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toThrow();
    // The sandbox still answers other requests.
    expect((await t.get('/sandbox/links/ok/after')).status).toBe(200);
  });
});
