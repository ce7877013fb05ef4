// @vitest-environment node
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveFixtureData } from './fixtures-data';

const fixturesDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'fixtures', 'data');

function response() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('serveFixtureData', () => {
  it('serves the 10k points and the first 1,000 of them as the 1k set', async () => {
    const ten = response();
    expect(await serveFixtureData(fixturesDir, '/fixtures-data/points-10k.json', ten.res)).toBe(true);
    const one = response();
    expect(await serveFixtureData(fixturesDir, '/fixtures-data/points-1k.json', one.res)).toBe(true);
    const all = JSON.parse(ten.sent.body!.toString()) as unknown[];
    const first = JSON.parse(one.sent.body!.toString()) as unknown[];
    expect(all).toHaveLength(10_000);
    expect(first).toEqual(all.slice(0, 1000));
    expect(one.sent.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': one.sent.body!.length });
  });

  it('answers HEAD without a body and leaves other paths to the server', async () => {
    const head = response();
    expect(await serveFixtureData(fixturesDir, '/fixtures-data/points-100k.json', head.res, true)).toBe(true);
    expect([head.sent.status, head.sent.body]).toEqual([200, undefined]);
    expect(await serveFixtureData(fixturesDir, '/fixtures-data/locations.json', response().res)).toBe(false);
    expect(await serveFixtureData(fixturesDir, '/fixtures-data/../package.json', response().res)).toBe(false);
  });
});
