import type { Map as GlMap } from 'mapbox-gl';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_STRIDE } from '../../cluster/core';
import type { ClusterAnswer, ClusterSource, LoadedSet } from '../../cluster/source';
import { FakeGlMap } from '../../../testing/fake-sdks/mapbox-gl';
import { sizedContainer, testContext, testPins, testView } from '../../../testing/provider-fixtures';
import type { MapAdapter, MapPin } from '../../types';
import { createMapboxGlAdapter, pinsClusterMaxZoom } from './adapter';
import { addPinLayers, LAYER, SOURCE_ID } from './layers';
import { itemsToGeoJSON, queryBox } from './view-points';

const createClusterSource = vi.hoisted(() => vi.fn());
vi.mock('../../cluster/source', () => ({ createClusterSource }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Items as the cluster worker packs them: latitude, longitude, count, cluster id, row, id, type. */
const cluster = (lat: number, lng: number, count: number, id: number) => [lat, lng, count, id, -1, -1, -1];
const point = (lat: number, lng: number, row: number, id: number, type: number) => [lat, lng, 1, -1, row, id, type];
const packed = (...items: number[][]) => new Float64Array(items.flat());

describe('itemsToGeoJSON', () => {
  it('gives clusters as mapbox-gl describes its own, and points the pin properties', () => {
    const out = itemsToGeoJSON(packed(cluster(48.8, 2.3, 42, 7), point(45.76, 4.83, 3, 17, 6)));
    expect(out.features).toEqual([
      { type: 'Feature', id: 0, geometry: { type: 'Point', coordinates: [2.3, 48.8] }, properties: { cluster: true, cluster_id: 7, point_count: 42 } },
      { type: 'Feature', id: 1, geometry: { type: 'Point', coordinates: [4.83, 45.76] }, properties: { id: '17', type: 'MU', index: 3 } },
    ]);
    // A type index out of the table reads as the first type.
    expect(itemsToGeoJSON(packed(point(0, 0, 0, 1, 99))).features[0]!.properties).toMatchObject({ type: 'succursale' });
  });

  it('gives one feature per item, in order', () => {
    const item = fc.oneof(
      fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 2 }), fc.nat()).map(([a, b, c, d]) => cluster(a, b, c, d)),
      fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 7 })).map(([a, b, c, d, e]) => point(a, b, c, d, e)),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items) => {
        const features = itemsToGeoJSON(packed(...items)).features;
        expect(features).toHaveLength(items.length);
        features.forEach((feature, k) => {
          expect(feature.geometry.coordinates).toEqual([items[k]![1], items[k]![0]]);
          expect('cluster' in feature.properties).toBe(items[k]![3]! >= 0);
        });
      }),
    );
  });
});

describe('queryBox', () => {
  it('adds a fifth of the view on each side, within the poles', () => {
    expect(queryBox({ south: 40, west: 0, north: 50, east: 20 })).toEqual([-4, 38, 24, 52]);
    expect(queryBox({ south: -85, west: -180, north: 85, east: 180 })).toEqual([-252, -90, 252, 90]);
  });
});

interface Pending {
  bbox: [number, number, number, number];
  zoom: number;
  resolve(answer: ClusterAnswer): void;
  reject(error: Error): void;
}

/** A cluster source whose queries wait until the test answers them. */
function fakeSource(loaded: Promise<LoadedSet> = Promise.resolve({ count: 2, bounds: { south: 1, west: 2, north: 3, east: 4 } })) {
  const queries: Pending[] = [];
  const source = {
    loadPoints: vi.fn(),
    loadUrl: vi.fn(() => loaded),
    query: vi.fn(
      (bbox: [number, number, number, number], zoom: number) =>
        new Promise<ClusterAnswer>((resolve, reject) => queries.push({ bbox, zoom, resolve, reject })),
    ),
    expansionZoom: vi.fn(async () => 9 as number | null),
    destroy: vi.fn(),
  } satisfies ClusterSource;
  return { source, queries };
}

const toPin = vi.fn((id: number, type: MapPin['type'], position: MapPin['position']): MapPin => ({ id: String(id), type, position, label: `Store ${id}`, href: `#point-${id}`, newTab: false }));

function setup(preloaded: Parameters<typeof createMapboxGlAdapter>[4] = null) {
  const map = new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 });
  addPinLayers(map as unknown as GlMap, null, 15);
  const adapter: MapAdapter = createMapboxGlAdapter(map as unknown as GlMap, testView(), testContext(), () => {}, preloaded);
  const idle = vi.fn();
  adapter.on('idle', idle);
  const data = () => map.getSource(SOURCE_ID)!.data as ReturnType<typeof itemsToGeoJSON> | null;
  return { map, adapter, idle, data };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MapboxGL points source', () => {
  it('draws the clusters of the view the caller sets, and is idle once mapbox-gl has loaded them', async () => {
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter, idle, data } = setup();
    const result = await adapter.setPointsSource!({ url: '/fixtures-data/points-10k.json', toPin }, new AbortController().signal);
    expect(result).toEqual({ count: 2, bounds: { south: 1, west: 2, north: 3, east: 4 } });
    expect(createClusterSource).toHaveBeenCalledWith({ gridSize: 30, minPoints: 2, tileSize: 256 }, '/fixtures-data/points-10k.json');
    // Nothing is asked before the caller sets the view; the map idle over the empty source is not ready.
    expect(fake.queries).toHaveLength(0);
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    expect(fake.queries).toHaveLength(1);
    // The view (the fake's: the centre ± 1°) and a fifth more on each side, at the raster zoom.
    expect(fake.queries[0]).toMatchObject({ bbox: [3.6, 43.6, 6.4, 46.4], zoom: 8 });
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
    fake.queries[0]!.resolve({ zoom: 8, generation: 1, items: packed(cluster(45, 5, 12, 3), point(45.5, 5.5, 0, 17, 6)) });
    await flush();
    expect(data()!.features.map((f) => f.properties)).toEqual([{ cluster: true, cluster_id: 3, point_count: 12 }, { id: '17', type: 'MU', index: 0 }]);
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
    map.fire('sourcedata', { sourceId: SOURCE_ID, isSourceLoaded: true });
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    adapter.destroy();
    expect(fake.source.destroy).toHaveBeenCalledOnce();
  });

  it('keeps only the answer to the latest view, and is not idle while one is asked for', async () => {
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter, idle, data } = setup();
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    fake.queries[0]!.resolve({ zoom: 8, generation: 1, items: packed(point(45, 5, 0, 1, 0)) });
    await flush();
    map.fire('sourcedata', { sourceId: SOURCE_ID, isSourceLoaded: true });
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    adapter.setView({ latitude: 46, longitude: 6 }, 9);
    adapter.setView({ latitude: 47, longitude: 7 }, 10);
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    fake.queries[2]!.resolve({ zoom: 10, generation: 1, items: packed(point(47, 7, 2, 3, 0)) });
    await flush();
    fake.queries[1]!.resolve({ zoom: 9, generation: 1, items: packed(point(46, 6, 1, 2, 0)) });
    await flush();
    expect(data()!.features.map((f) => f.properties)).toEqual([{ id: '3', type: 'succursale', index: 2 }]);
    map.fire('idle');
    expect(idle).toHaveBeenCalledTimes(2);
    adapter.destroy();
  });

  it('asks again at each whole zoom level an animation crosses, not at each of its frames, nor twice for a jump', async () => {
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter } = setup();
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    map.fire('zoom');
    expect(fake.queries).toHaveLength(1);
    map.animateZoom(7.4);
    expect(fake.queries).toHaveLength(1);
    map.animateZoom(7.9);
    expect(fake.queries).toHaveLength(1);
    map.animateZoom(8.2);
    expect(fake.queries.map((q) => q.zoom)).toEqual([8, 9.2]);
    map.moving = false;
    map.fire('moveend');
    expect(fake.queries).toHaveLength(3);
    adapter.destroy();
    map.animateZoom(12);
    expect(fake.queries).toHaveLength(3);
  });

  it('makes pins only for the features reached, and opens a cluster at the zoom the worker gives', async () => {
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter } = setup();
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    fake.queries[0]!.resolve({ zoom: 8, generation: 4, items: packed(cluster(45, 5, 12, 3), point(48.85, 2.35, 0, 17, 6)) });
    await flush();
    expect(toPin).not.toHaveBeenCalled();
    const clicks: string[] = [];
    adapter.on('pin-click', (e) => {
      clicks.push(e.id);
      e.originalEvent?.preventDefault();
    });
    const [clusterFeature, pinFeature] = itemsToGeoJSON(packed(cluster(45, 5, 12, 3), point(48.85, 2.35, 0, 17, 6))).features;
    map.fire('click', { features: [pinFeature], originalEvent: new MouseEvent('click', { cancelable: true }) }, LAYER.pins);
    expect(clicks).toEqual(['17']);
    expect(toPin).toHaveBeenCalledWith(17, 'MU', { latitude: 48.85, longitude: 2.35 });
    const ease = vi.spyOn(map, 'easeTo');
    map.fire('click', { features: [clusterFeature] }, LAYER.clusters);
    await flush();
    // With the place it was drawn at (answer zoom 8), to be found again in an index rebuilt since.
    expect(fake.source.expansionZoom).toHaveBeenCalledWith(3, 4, { latitude: 45, longitude: 5, zoom: 8 });
    // The worker's raster zoom 9 is mapbox-gl's 8.
    expect(ease).toHaveBeenCalledWith({ center: [5, 45], zoom: 8 });
    // A cluster the worker no longer knows opens by two levels: from raster 9 (mapbox-gl's 8) to 11 (its 10).
    fake.source.expansionZoom.mockResolvedValueOnce(null);
    map.fire('click', { features: [clusterFeature] }, LAYER.clusters);
    await flush();
    expect(ease).toHaveBeenLastCalledWith({ center: [5, 45], zoom: 10 });
    // A move already going when the visitor clicked (inertia after a drag) does not stop it.
    map.fire('movestart');
    fake.source.expansionZoom.mockResolvedValueOnce(12);
    map.fire('click', { features: [clusterFeature] }, LAYER.clusters);
    await flush();
    expect(ease).toHaveBeenCalledTimes(3);
    // The visitor moved the map while the answer was coming: the late answer does not take the map back.
    let answer: (zoom: number) => void = () => {};
    fake.source.expansionZoom.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    map.fire('click', { features: [clusterFeature] }, LAYER.clusters);
    map.jumpTo({ center: [7, 46] });
    answer(12);
    await flush();
    expect(ease).toHaveBeenCalledTimes(3);
    adapter.destroy();
  });

  it('reports a failed query and then lets the map be ready with what it has', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter, idle } = setup();
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    fake.queries[0]!.reject(new Error('the cluster worker stopped'));
    await flush();
    expect(error).toHaveBeenCalledWith('[locator] MapboxGL: the pins could not be drawn', expect.objectContaining({ message: 'the cluster worker stopped' }));
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    adapter.destroy();
  });

  it('fails with the load, releasing its worker, and lets the map be ready without the points', async () => {
    const fake = fakeSource(Promise.reject(new Error('[locator] the points file /p.json answered 404')));
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter, idle } = setup();
    await expect(adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal)).rejects.toThrow('answered 404');
    expect(fake.source.destroy).toHaveBeenCalledOnce();
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    adapter.destroy();
  });

  it('stops a file still loading when pins are given instead or the map is removed, and is idle after the pins', async () => {
    let finish!: (loaded: LoadedSet) => void;
    const fake = fakeSource(new Promise<LoadedSet>((resolve) => (finish = resolve)));
    createClusterSource.mockReturnValue(fake.source);
    const { map, adapter, idle, data } = setup();
    const pending = adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    adapter.setPins([{ id: 'a', type: 'MU', position: { latitude: 45, longitude: 5 }, label: 'A', href: '/a', newTab: false }]);
    expect(fake.source.destroy).toHaveBeenCalledOnce();
    // A load that still ends (its worker's answer already on its way) changes nothing.
    finish({ count: 2, bounds: null });
    await expect(pending).rejects.toThrow('its points file was replaced or removed while it loaded');
    expect(fake.source.destroy).toHaveBeenCalledOnce();
    expect(data()!.features.map((f) => f.properties)).toEqual([{ id: 'a', type: 'MU', index: 0 }]);
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    adapter.setView({ latitude: 45, longitude: 5 }, 8);
    expect(fake.source.query).not.toHaveBeenCalled();
    adapter.destroy();

    const removed = fakeSource(new Promise<never>(() => {}));
    createClusterSource.mockReturnValue(removed.source);
    const second = setup();
    void second.adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal).catch(() => {});
    second.adapter.destroy();
    expect(removed.source.destroy).toHaveBeenCalledOnce();
  });

  it('takes over the file the factory started loading with the map, instead of asking again', async () => {
    createClusterSource.mockClear();
    const early = fakeSource(Promise.resolve({ count: 5, bounds: null }));
    const { adapter } = setup({ url: '/p.json', source: early.source, loaded: early.source.loadUrl() });
    const result = await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    expect(result.count).toBe(5);
    expect(createClusterSource).not.toHaveBeenCalled();
    expect(early.source.destroy).not.toHaveBeenCalled();
    adapter.destroy();
    expect(early.source.destroy).toHaveBeenCalledOnce();
  });

  it('releases an early load it does not use: another file, or the map removed first; and a replaced file', async () => {
    const other = fakeSource(new Promise<never>(() => {}));
    const fresh = fakeSource();
    createClusterSource.mockReturnValue(fresh.source);
    const { adapter } = setup({ url: '/old.json', source: other.source, loaded: other.source.loadUrl() });
    await adapter.setPointsSource!({ url: '/new.json', toPin }, new AbortController().signal);
    expect(other.source.destroy).toHaveBeenCalledOnce();
    expect(fresh.source.loadUrl).toHaveBeenCalledWith('/new.json', expect.any(AbortSignal));
    // Pins given instead of the file: its worker goes.
    adapter.setPins([]);
    expect(fresh.source.destroy).toHaveBeenCalledOnce();
    adapter.destroy();

    const unused = fakeSource(new Promise<never>(() => {}));
    setup({ url: '/p.json', source: unused.source, loaded: unused.source.loadUrl() }).adapter.destroy();
    expect(unused.source.destroy).toHaveBeenCalledOnce();
  });
});

describe('MapboxGL pins source clustering, as the data comes', () => {
  it("clusters pins given after a points file itself (the page's API), and leaves a points file after pins to the worker", async () => {
    const fake = fakeSource();
    createClusterSource.mockReturnValue(fake.source);
    const view = testView({ pointsUrl: '/p.json', cluster: { gridSize: 30, minimumClusterSize: 5 } });
    const map = new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 });
    // As the factory makes it for a points file: not clustered by mapbox-gl.
    addPinLayers(map as unknown as GlMap, null, pinsClusterMaxZoom(view));
    const adapter = createMapboxGlAdapter(map as unknown as GlMap, view, testContext(), () => {});
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    expect(map.getSource(SOURCE_ID)!.spec).toMatchObject({ cluster: false });
    adapter.highlight('p2');
    adapter.setPins(testPins());
    expect(map.getSource(SOURCE_ID)!.spec).toMatchObject({ cluster: true, clusterRadius: 30, clusterMinPoints: 5, clusterMaxZoom: pinsClusterMaxZoom(view) });
    expect((map.getSource(SOURCE_ID)!.data as { features: unknown[] }).features).toHaveLength(3);
    // The layers in their places, the highlighted pin still raised.
    expect([...map.layers.keys()]).toEqual([LAYER.clusters, LAYER.pins, LAYER.own, LAYER.selected]);
    expect(map.filters.get(LAYER.selected)).toEqual(['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], 'p2']]);
    const made = map.getSource(SOURCE_ID);
    adapter.setPins(testPins().slice(1));
    expect(map.getSource(SOURCE_ID)).toBe(made);
    // A points file again: the worker's clusters must not be clustered a second time.
    await adapter.setPointsSource!({ url: '/p.json', toPin }, new AbortController().signal);
    expect(map.getSource(SOURCE_ID)!.spec).toMatchObject({ cluster: false });
    expect([...map.layers.keys()]).toEqual([LAYER.clusters, LAYER.pins, LAYER.own, LAYER.selected]);
  });
});
