import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapViewOptions } from '../types';
import { claimEarlyPoints, EARLY_POINTS_TTL_MS, loadPointsEarly, preloadPoints } from './early';
import type { ClusterOptions } from './core';
import type { ClusterSource } from './source';

const OPTIONS: ClusterOptions = { gridSize: 30, minPoints: 2, tileSize: 256 };

function fakeSource() {
  const signals: AbortSignal[] = [];
  const source: ClusterSource = {
    loadPoints: vi.fn(),
    loadUrl: vi.fn((_url: string, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ count: 3, bounds: null });
    }),
    query: vi.fn(),
    expansionZoom: vi.fn(),
    destroy: vi.fn(),
  };
  return { source, signals, create: vi.fn(() => source) };
}

afterEach(() => {
  // Whatever a test left unclaimed goes.
  while (claimEarlyPoints('/points.json', OPTIONS, new AbortController().signal));
  vi.useRealTimers();
});

describe('points loaded ahead of their map', () => {
  it('are claimed once, by the same file and cluster settings, written relative or absolute', async () => {
    const fake = fakeSource();
    loadPointsEarly('/points.json', OPTIONS, { width: 800, height: 600 }, fake.create);
    expect(fake.source.loadUrl).toHaveBeenCalledWith('/points.json', expect.any(AbortSignal), { width: 800, height: 600 });
    expect(claimEarlyPoints('/points.json', { ...OPTIONS, minPoints: 5 }, new AbortController().signal)).toBeNull();
    expect(claimEarlyPoints('/other.json', OPTIONS, new AbortController().signal)).toBeNull();
    const claimed = claimEarlyPoints(new URL('/points.json', document.baseURI).href, OPTIONS, new AbortController().signal);
    expect(claimed?.source).toBe(fake.source);
    await expect(claimed?.loaded).resolves.toEqual({ count: 3, bounds: null });
    expect(claimEarlyPoints('/points.json', OPTIONS, new AbortController().signal)).toBeNull();
  });

  it('belong to the map that claims them: its unmount aborts the load', () => {
    const fake = fakeSource();
    loadPointsEarly('/points.json', OPTIONS, undefined, fake.create);
    const map = new AbortController();
    claimEarlyPoints('/points.json', OPTIONS, map.signal);
    expect(fake.signals[0]!.aborted).toBe(false);
    map.abort();
    expect(fake.signals[0]!.aborted).toBe(true);
  });

  it('start no worker for an address that does not parse', () => {
    const fake = fakeSource();
    expect(() => loadPointsEarly('https://cdn example.com/p.json', OPTIONS, undefined, fake.create)).toThrow(TypeError);
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('are released when no map claims them in time', () => {
    vi.useFakeTimers();
    const fake = fakeSource();
    loadPointsEarly('/points.json', OPTIONS, undefined, fake.create);
    vi.advanceTimersByTime(EARLY_POINTS_TTL_MS - 1);
    expect(fake.source.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.source.destroy).toHaveBeenCalledTimes(1);
    expect(claimEarlyPoints('/points.json', OPTIONS, new AbortController().signal)).toBeNull();
  });

  it('are what a Leaflet map with that points file takes over instead of starting a second load', () => {
    const fake = fakeSource();
    loadPointsEarly('/points.json', OPTIONS, undefined, fake.create);
    const view = { pointsUrl: '/points.json', cluster: { gridSize: 30, minimumClusterSize: 2 } } as MapViewOptions;
    const preloaded = preloadPoints(view, new AbortController().signal);
    expect(preloaded?.source).toBe(fake.source);
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(fake.source.loadUrl).toHaveBeenCalledTimes(1);
  });
});
