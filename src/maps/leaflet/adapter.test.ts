import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClusterSource } from '../cluster/source';
import { sizedContainer, testContext, testView } from '../../testing/provider-fixtures';
import type { Leaflet } from './load';

const fresh = vi.hoisted(() => ({ source: null as unknown }));
vi.mock('./layer-for', async (original) => ({ ...(await original<typeof import('./layer-for')>()), clusterSourceFor: () => fresh.source }));
vi.mock('./load', async (original) => ({ ...(await original<typeof import('./load')>()), loadViewLayer: () => new Promise(() => {}) }));

const { leafletAdapter } = await import('./adapter');

function fakeSource() {
  return { loadPoints: vi.fn(), loadUrl: vi.fn(() => new Promise<never>(() => {})), query: vi.fn(), expansionZoom: vi.fn(), destroy: vi.fn() } satisfies ClusterSource;
}

afterEach(() => void (document.body.innerHTML = ''));

describe('Leaflet adapter, points file', () => {
  it('releases a points file started early for another file, and loads the one asked for', () => {
    const map = (L as unknown as Leaflet).map(sizedContainer()).setView([47, 3], 6);
    const early = fakeSource();
    const other = fakeSource();
    fresh.source = other;
    const adapter = leafletAdapter(L as unknown as Leaflet, map, 'BaseMap', testView(), testContext(), () => {}, { url: '/old.json', source: early, loaded: new Promise(() => {}) });
    void adapter.setPointsSource!({ url: '/new.json', toPin: vi.fn() }, new AbortController().signal);
    expect(early.destroy).toHaveBeenCalledOnce();
    expect(other.loadUrl).toHaveBeenCalledWith('/new.json', expect.any(AbortSignal));
    adapter.destroy();
  });
});

describe('Leaflet adapter, points files asked for one after the other', () => {
  it('stops the first when a second is asked for: the first never replaces the second, even answering last', async () => {
    const map = (L as unknown as Leaflet).map(sizedContainer()).setView([47, 3], 6);
    const adapter = leafletAdapter(L as unknown as Leaflet, map, 'BaseMap', testView(), testContext());
    let answerFirst!: (value: { count: number; bounds: null }) => void;
    const first = { ...fakeSource(), loadUrl: vi.fn(() => new Promise<{ count: number; bounds: null }>((resolve) => (answerFirst = resolve))) };
    fresh.source = first;
    const firstCall = adapter.setPointsSource!({ url: '/b.json', toPin: vi.fn() }, new AbortController().signal);
    const second = fakeSource();
    fresh.source = second;
    void adapter.setPointsSource!({ url: '/c.json', toPin: vi.fn() }, new AbortController().signal);
    expect(first.destroy).toHaveBeenCalled();
    answerFirst({ count: 3, bounds: null });
    await expect(firstCall).rejects.toThrow('replaced');
    // A map removed meanwhile releases the load still in progress (its worker and download).
    adapter.destroy();
    expect(second.destroy).toHaveBeenCalled();
  });
});

describe('Leaflet adapter, idle', () => {
  it('says no idle for a view set before it has pins or a points file: the map drawn is not the map with its pins', async () => {
    const map = (L as unknown as Leaflet).map(sizedContainer()).setView([47, 3], 6);
    const adapter = leafletAdapter(L as unknown as Leaflet, map, 'BaseMap', testView(), testContext());
    const idles: number[] = [];
    adapter.on('idle', () => idles.push(idles.length));
    adapter.setView({ latitude: 48, longitude: 2 }, 7);
    await Promise.resolve();
    await Promise.resolve();
    expect(idles).toEqual([]);
    adapter.setPins([{ id: 'a', type: 'succursale', position: { latitude: 48, longitude: 2 }, label: 'A', href: '#a', newTab: false }]);
    await vi.waitFor(() => expect(idles).toEqual([0]));
    // Once it has them, each view set is drawn and idle again.
    adapter.setView({ latitude: 48.1, longitude: 2 }, 7);
    await vi.waitFor(() => expect(idles).toEqual([0, 1]));
    adapter.destroy();
  });
});
