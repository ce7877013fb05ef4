// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocations } from '../../../fixtures/index';
import type { FixtureLocation, FixturePhoto } from '../../../fixtures/lib/types';
import { startTestSandbox, type TestSandbox } from './test-server';

interface FeedAnswer {
  meta: { code: number; error_type?: string; error_message?: string };
  data?: FixturePhoto[];
  pagination?: { next_url?: string; next_max_id?: string };
}

let t: TestSandbox;
let rich: FixtureLocation;
beforeAll(async () => {
  t = await startTestSandbox();
  const found = loadLocations(t.dir).find((l) => l.photos.length >= 7);
  if (!found) throw new Error('fixtures have no location with 7 photos');
  rich = found;
});
afterAll(() => t.close());

/** Evaluates a JSONP body the way a script tag would, capturing what the callback receives. */
function runJsonp(body: string, name: string): unknown {
  let received: unknown;
  new Function(name, body)((value: unknown) => {
    received = value;
  });
  return received;
}

describe('photo feed (Instagram v1)', () => {
  it('wraps the answer in the callback and pages with next_url', async () => {
    const res = await t.get(`/sandbox/instagram/v1/users/${rich.id}/media/recent?access_token=tok&count=4&callback=feedCb`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await res.text();
    expect(text.startsWith('feedCb({')).toBe(true);
    expect(text.endsWith('});')).toBe(true);
    const first = runJsonp(text, 'feedCb') as FeedAnswer;
    expect(first.meta.code).toBe(200);
    expect(first.data).toHaveLength(4);
    expect(first.data?.[0]).toMatchObject({ type: 'image', user: { id: rich.id } });
    const next = new URL(first.pagination?.next_url ?? '');
    expect(next.origin).toBe(t.base);
    expect(next.searchParams.get('max_id')).toBe(first.data?.[3]?.id);
    expect(next.searchParams.get('callback')).toBe('feedCb');
    expect(next.searchParams.get('count')).toBe('4');

    const second = runJsonp(await (await fetch(next)).text(), 'feedCb') as FeedAnswer;
    const ids = [...(first.data ?? []), ...(second.data ?? [])].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const created = ids.map((id) => Number(rich.photos.find((p) => p.id === id)?.created_time));
    expect(created).toEqual(created.slice().sort((a, b) => b - a));
  });

  it('serves JSON with CORS and omits next_url on the last page', async () => {
    const res = await t.get(`/sandbox/instagram/v1/users/${rich.id}/media/recent?client_id=abc&count=33`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as FeedAnswer;
    expect(body.data).toHaveLength(rich.photos.length);
    expect(body.pagination).toEqual({});
  });

  it('lists by tag, by location and by popularity', async () => {
    const tag = rich.photos[0]?.tags[0] ?? '';
    const byTag = (await (await t.get(`/sandbox/instagram/v1/tags/${tag}/media/recent?access_token=tok&count=5`)).json()) as FeedAnswer;
    expect(byTag.data?.length).toBeGreaterThan(0);
    expect(byTag.data?.every((p) => p.tags.includes(tag))).toBe(true);
    const byPlace = (await (await t.get(`/sandbox/instagram/v1/locations/${rich.id}/media/recent?access_token=tok`)).json()) as FeedAnswer;
    expect(byPlace.data?.map((p) => p.id).sort()).toEqual(rich.photos.map((p) => p.id).sort());
    const popular = (await (await t.get('/sandbox/instagram/v1/media/popular?access_token=tok&count=3')).json()) as FeedAnswer;
    const likes = popular.data?.map((p) => p.likes.count) ?? [];
    expect(likes).toHaveLength(3);
    expect(likes).toEqual(likes.slice().sort((a, b) => b - a));
  });

  it('answers errors in the Instagram shape: 200 for JSONP, meta.code for JSON', async () => {
    const jsonp = await t.get('/sandbox/instagram/v1/users/1001/media/recent?access_token=bad-token&callback=cb');
    expect(jsonp.status).toBe(200);
    expect(runJsonp(await jsonp.text(), 'cb')).toEqual({
      meta: { code: 400, error_type: 'OAuthAccessTokenException', error_message: 'The access_token provided is invalid.' },
    });
    const json = await t.get('/sandbox/instagram/v1/users/1001/media/recent');
    expect(json.status).toBe(400);
    expect(((await json.json()) as FeedAnswer).meta.error_type).toBe('OAuthParameterException');
    const bad = await t.get('/sandbox/instagram/v1/locations/abc/media/recent?access_token=tok');
    expect(((await bad.json()) as FeedAnswer).meta.error_type).toBe('APINotFoundError');
  });

  it('gives an empty list for an unknown user', async () => {
    const body = (await (await t.get('/sandbox/instagram/v1/users/123456789/media/recent?access_token=tok')).json()) as FeedAnswer;
    expect(body).toEqual({ meta: { code: 200 }, data: [], pagination: {} });
  });

  it('breaks the body for the test user 999001 in both transports', async () => {
    const jsonp = await (await t.get('/sandbox/instagram/v1/users/999001/media/recent?access_token=tok&callback=cb')).text();
    expect(() => runJsonp(jsonp, 'cb')).toThrow(SyntaxError);
    const json = await t.get('/sandbox/instagram/v1/users/999001/media/recent?access_token=tok');
    expect(json.status).toBe(200);
    await expect(json.json()).rejects.toThrow();
  });

  it('refuses callback names that are not identifiers', async () => {
    const res = await t.get(`/sandbox/instagram/v1/media/popular?access_token=tok&callback=${encodeURIComponent('alert(1);x')}`);
    expect(res.status).toBe(400);
  });
});
