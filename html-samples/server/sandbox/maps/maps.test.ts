import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-server';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  const host = window as unknown as Record<string, unknown>;
  for (const key of ['google', 'Microsoft', 'gm_authFailure', 'ready']) delete host[key];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** Runs a served script as a page would (jsdom), after vitest's transform of the same sources: proves them self-contained. */
const run = (source: string) => new Function(source)();

describe('fake map SDK scripts', () => {
  it('/maps/google/js defines google.maps and calls back; its maps draw sandbox tiles', async () => {
    vi.useFakeTimers();
    const response = await sandbox.get('/sandbox/maps/google/js?v=3.31&key=k&callback=ready');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const ready = vi.fn();
    (window as unknown as { ready: () => void }).ready = ready;
    run(await response.text());
    const maps = (window as unknown as { google: { maps: { Map: new (el: HTMLElement, o: object) => unknown; version: string } } }).google.maps;
    expect(maps.version).toBe('3.31-sandbox');
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
    const div = document.body.appendChild(document.createElement('div'));
    new maps.Map(div, { center: { lat: 48, lng: 2 }, zoom: 5 });
    expect(div.querySelector('img[data-tile]')!.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/maps\/tiles\/google\/5\/\d+\/\d+\.svg$/);
  });

  it('answers 400 for a callback that is not an identifier and 500 for the failing-script key', async () => {
    expect((await sandbox.get('/sandbox/maps/google/js?key=k&callback=alert(1)')).status).toBe(400);
    expect((await sandbox.get('/sandbox/maps/google/js?key=fail-script&callback=cb')).status).toBe(500);
    expect((await sandbox.get('/sandbox/maps/bing/mapcontrol?key=fail-script&callback=cb')).status).toBe(500);
    expect((await sandbox.get('/sandbox/maps/fail.js')).status).toBe(500);
  });

  it('/maps/bing/rest/Imagery/Metadata answers like Bing REST: 401 for a refused or missing key, 200 otherwise', async () => {
    const refused = await sandbox.get('/sandbox/maps/bing/rest/Imagery/Metadata/RoadOnDemand?key=bad-key&output=json');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ authenticationResultCode: 'InvalidCredentials', statusCode: 401, resourceSets: [] });
    const none = await sandbox.get('/sandbox/maps/bing/rest/Imagery/Metadata/RoadOnDemand');
    expect(await none.json()).toMatchObject({ authenticationResultCode: 'NoCredentials' });
    const accepted = await sandbox.get('/sandbox/maps/bing/rest/Imagery/Metadata/RoadOnDemand?key=session-k');
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('access-control-allow-origin')).toBe('*');
    expect(await accepted.json()).toMatchObject({ authenticationResultCode: 'ValidCredentials', statusCode: 200 });
  });

  it('/maps/bing/mapcontrol defines Microsoft.Maps with loadModule and the Clustering module', async () => {
    vi.useFakeTimers();
    const ready = vi.fn();
    (window as unknown as { ready: () => void }).ready = ready;
    run(await (await sandbox.get('/sandbox/maps/bing/mapcontrol?key=k&callback=ready')).text());
    const ns = (window as unknown as { Microsoft: { Maps: Record<string, unknown> & { loadModule(name: string, cb: () => void): void } } }).Microsoft.Maps;
    expect(typeof ns.Map).toBe('function');
    expect(ns.ClusterLayer).toBeUndefined();
    const loaded = vi.fn();
    ns.loadModule('Microsoft.Maps.Clustering', loaded);
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledOnce();
    expect(loaded).toHaveBeenCalledOnce();
    expect(typeof ns.ClusterLayer).toBe('function');
  });

  it('/maps/mapquest/mapquest.js is Leaflet plus L.mapquest; mapquest.css is Leaflet’s', async () => {
    const js = await (await sandbox.get('/sandbox/maps/mapquest/mapquest.js')).text();
    expect(js).toContain('L.mapquest = mapquest');
    expect(js).toMatch(/Leaflet 1\.\d/);
    const css = await sandbox.get('/sandbox/maps/mapquest/mapquest.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.leaflet-container');
  });
});

describe('tiles and styles', () => {
  it('serves MapQuest tiles with a key (401 without, 403 for a bad key) and 404 outside the world', async () => {
    const tile = await sandbox.get('/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/3/4/2/256/png?key=k');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect((await sandbox.get('/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/3/4/2/256/png')).status).toBe(401);
    expect((await sandbox.get('/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/3/4/2/256/png?key=bad-key')).status).toBe(403);
    expect((await sandbox.get('/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/3/8/2/256/png?key=k')).status).toBe(404);
  });

  it('serves Mapbox static tiles and classic tilesets with a token, 401 like Mapbox without one', async () => {
    expect((await sandbox.get('/sandbox/mapbox/styles/v1/mapbox/streets-v12/tiles/256/2/1/1?access_token=pk.x')).status).toBe(200);
    expect((await sandbox.get('/sandbox/mapbox/styles/v1/mapbox/streets-v12/tiles/256/2/1/1@2x?access_token=pk.x')).status).toBe(200);
    expect((await sandbox.get('/sandbox/mapbox/v4/mapbox.streets/2/1/1.png?access_token=pk.x')).status).toBe(200);
    const refused = await sandbox.get('/sandbox/mapbox/styles/v1/mapbox/streets-v12/tiles/256/2/1/1?access_token=bad-token');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Not Authorized - Invalid Token' });
  });

  it('serves a local style with no remote tiles, glyphs or sprites, and its GeoJSON', async () => {
    const style = (await (await sandbox.get('/sandbox/mapbox/styles/v1/sandbox/local?access_token=pk.x')).json()) as {
      version: number;
      sources: Record<string, { type: string; data: string }>;
      layers: { id: string; type: string }[];
      glyphs?: string;
      sprite?: string;
    };
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'fill', 'line']);
    for (const source of Object.values(style.sources)) expect(source.data.startsWith(`${sandbox.base}/sandbox/mapbox/data/`)).toBe(true);
    const land = (await (await sandbox.get('/sandbox/mapbox/data/land.geojson')).json()) as { type: string; features: unknown[] };
    expect(land.type).toBe('FeatureCollection');
    expect(land.features.length).toBeGreaterThan(0);
    expect((await sandbox.get('/sandbox/mapbox/styles/v1/sandbox/local')).status).toBe(401);
  });
});
