import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../src/maps/emitter';
import type { MapAdapter, MapPin } from '../../src/maps/types';
import { applyPlan, nextIdle } from './show-map';
import { showPoints } from './show-points';
import { shownPins } from './view-options';

const FIT = { padding: 30, minZoom: 2, maxZoom: 14 };

function fakeAdapter(extra: Partial<MapAdapter> = {}) {
  const events = createEmitter();
  const adapter = { provider: 'Google', on: events.on, setPins: vi.fn(), setView: vi.fn(), fitBounds: vi.fn(), ...extra } as unknown as MapAdapter;
  return { adapter, events };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('applyPlan', () => {
  it('fits bounds or sets a centre', () => {
    const { adapter } = fakeAdapter();
    const bounds = { south: 1, west: 2, north: 3, east: 4 };
    applyPlan(adapter, { kind: 'fit', bounds }, FIT);
    expect(adapter.fitBounds).toHaveBeenCalledWith(bounds, FIT);
    applyPlan(adapter, { kind: 'center', center: { latitude: 1, longitude: 2 }, zoom: 5 }, FIT);
    expect(adapter.setView).toHaveBeenCalledWith({ latitude: 1, longitude: 2 }, 5);
  });
});

describe('nextIdle', () => {
  it("resolves on the adapter's next idle and unsubscribes", async () => {
    vi.useFakeTimers();
    const { adapter, events } = fakeAdapter();
    let done = false;
    void nextIdle(adapter, new AbortController().signal, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    events.emit({ type: 'idle' });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves after the timeout for a provider that never reports idle', async () => {
    vi.useFakeTimers();
    const { adapter } = fakeAdapter();
    let done = false;
    void nextIdle(adapter, new AbortController().signal, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('gives the provider its time only once the pins are handed over (a points file may take long to read)', async () => {
    vi.useFakeTimers();
    const { adapter } = fakeAdapter();
    let done = false;
    let arm!: () => void;
    void nextIdle(adapter, new AbortController().signal, 5000, new Promise<void>((resolve) => (arm = resolve))).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(done).toBe(false);
    arm();
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('showPoints', () => {
  const source = { url: '/points.json', toPin: (id: number, type: MapPin['type'], position: MapPin['position']): MapPin => ({ id: String(id), type, position, label: `P${id}`, href: `#${id}`, newTab: false }) };

  it('lets an adapter that can load the points file do it, then fits their bounds', async () => {
    const bounds = { south: 1, west: 2, north: 3, east: 4 };
    const setPointsSource = vi.fn().mockResolvedValue({ count: 3, bounds });
    const { adapter } = fakeAdapter({ setPointsSource });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await showPoints(adapter, source, { kind: 'center', center: { latitude: 0, longitude: 0 }, zoom: 3 }, (plan) => applyPlan(adapter, plan, FIT), new AbortController().signal)).toEqual({ count: 3, plan: { kind: 'fit', bounds } });
    expect(adapter.fitBounds).toHaveBeenCalledWith(bounds, FIT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the file and hands pins to an adapter that cannot', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify([[1, 48.8, 2.3, 6], [2, 45.7, 4.8, 0]]))));
    const { adapter } = fakeAdapter();
    const shown = await showPoints(adapter, source, { kind: 'center', center: { latitude: 0, longitude: 0 }, zoom: 3 }, (plan) => applyPlan(adapter, plan, FIT), new AbortController().signal);
    expect(shown.count).toBe(2);
    expect(adapter.setPins).toHaveBeenCalledWith([
      { id: '1', type: 'MU', position: { latitude: 48.8, longitude: 2.3 }, label: 'P1', href: '#1', newTab: false },
      { id: '2', type: 'succursale', position: { latitude: 45.7, longitude: 4.8 }, label: 'P2', href: '#2', newTab: false },
    ]);
    expect(adapter.fitBounds).toHaveBeenCalledWith({ south: 45.7, west: 2.3, north: 48.8, east: 4.8 }, FIT);
  });

  it('fits and counts what Bing draws, its first 100 pins (spec §9), not every row of the file', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [i + 1, i < 100 ? 45 + i / 100 : -30, i < 100 ? 4 : 150, 0]);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(rows))));
    const { adapter } = fakeAdapter({ provider: 'Bing' } as Partial<MapAdapter>);
    const shown = await showPoints(adapter, source, { kind: 'center', center: { latitude: 0, longitude: 0 }, zoom: 3 }, (plan) => applyPlan(adapter, plan, FIT), new AbortController().signal, (pins) => shownPins('Bing', pins));
    expect(shown.count).toBe(100);
    expect(adapter.fitBounds).toHaveBeenCalledWith({ south: 45, west: 4, north: 45.99, east: 4 }, FIT);
  });

  it('fails as the cluster worker does: the status, an unreadable body, and a file that never arrives', async () => {
    const href = new URL('/points.json', document.baseURI).href;
    const plan = { kind: 'center', center: { latitude: 0, longitude: 0 }, zoom: 3 } as const;
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('gone', { status: 404 })));
    await expect(showPoints(fakeAdapter().adapter, source, plan, vi.fn(), new AbortController().signal)).rejects.toThrow(`[locator] the points file ${href} answered 404`);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('[[1, 2')));
    await expect(showPoints(fakeAdapter().adapter, source, plan, vi.fn(), new AbortController().signal)).rejects.toThrow(`[locator] the points file ${href} could not be read: `);
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))));
    const never = showPoints(fakeAdapter().adapter, source, plan, vi.fn(), new AbortController().signal);
    const failed = expect(never).rejects.toThrow(`[locator] the points file ${href} did not arrive within 60 s`);
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
    vi.useRealTimers();
  });
});
