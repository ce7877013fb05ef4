import type { Map as GlMap } from 'mapbox-gl';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGlMap } from '../../../testing/fake-sdks/mapbox-gl';
import { sizedContainer, testContext, testView } from '../../../testing/provider-fixtures';
import type { MapPin } from '../../types';
import { createMapboxGlAdapter } from './adapter';
import { addPinLayers, LAYER, SOURCE_ID } from './layers';
import { pointsToGeoJSON } from './points-geojson';

const released = vi.hoisted(() => vi.fn());
const loadPoints = vi.hoisted(() =>
  vi.fn(async (url: string) => ({ url: `blob:${url}`, count: 2, bounds: { south: 1, west: 2, north: 3, east: 4 }, release: released })),
);
vi.mock('./points', () => ({ loadPoints }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pointsToGeoJSON', () => {
  it('turns [id, latitude, longitude, type] rows into pin features with their bounds, skipping bad rows', () => {
    const out = pointsToGeoJSON([[17, 48.85, 2.35, 6], [18, 45.76, 4.83, 0], 'junk', [19, 'x', 1, 0], [20, 95, 1, 0]]);
    expect(out.count).toBe(2);
    expect(out.bounds).toEqual({ south: 45.76, west: 2.35, north: 48.85, east: 4.83 });
    const collection = JSON.parse(out.json) as { features: { id: number; geometry: { coordinates: number[] }; properties: Record<string, unknown> }[] };
    expect(collection.features[0]).toEqual({ type: 'Feature', id: 0, geometry: { type: 'Point', coordinates: [2.35, 48.85] }, properties: { id: '17', type: 'MU', index: 0 } });
    expect(collection.features[1]!.properties).toEqual({ id: '18', type: 'succursale', index: 1 });
    expect(pointsToGeoJSON([]).bounds).toBeNull();
    expect(() => pointsToGeoJSON({})).toThrow('the points file must be a JSON array');
  });

  it('always yields valid GeoJSON with one feature per valid row', () => {
    const row = fc.tuple(fc.integer({ min: 0 }), fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 50 }), (rows) => {
        const out = pointsToGeoJSON(rows);
        expect((JSON.parse(out.json) as { features: unknown[] }).features).toHaveLength(rows.length);
        expect(out.count).toBe(rows.length);
      }),
    );
  });
});

describe('MapboxGL points source', () => {
  it('hands mapbox-gl the GeoJSON by URL, makes pins only for features reached, and releases the URL', async () => {
    const map = new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 });
    addPinLayers(map as unknown as GlMap, { gridSize: 30, minimumClusterSize: 2 }, 19);
    const adapter = createMapboxGlAdapter(map as unknown as GlMap, testView(), testContext(), () => {});
    const idle = vi.fn();
    adapter.on('idle', idle);
    const toPin = vi.fn((id: number, type: MapPin['type'], position: MapPin['position']): MapPin => ({ id: String(id), type, position, label: `Store ${id}`, href: `#point-${id}`, newTab: false }));
    const pending = adapter.setPointsSource!({ url: '/fixtures-data/points-10k.json', toPin }, new AbortController().signal);
    // The empty source's own load, reported while our worker still fetches, does not count.
    map.fire('sourcedata', { sourceId: SOURCE_ID, isSourceLoaded: true });
    const result = await pending;
    expect(result).toEqual({ count: 2, bounds: { south: 1, west: 2, north: 3, east: 4 } });
    expect(map.getSource(SOURCE_ID)!.data).toBe('blob:/fixtures-data/points-10k.json');
    expect(toPin).not.toHaveBeenCalled();
    // Idle over the empty source, before mapbox-gl loaded the points, is not the map being ready.
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
    map.fire('sourcedata', { sourceId: SOURCE_ID, isSourceLoaded: false });
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
    map.fire('sourcedata', { sourceId: SOURCE_ID, isSourceLoaded: true });
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    const clicks: string[] = [];
    adapter.on('pin-click', (e) => {
      clicks.push(e.id);
      e.originalEvent?.preventDefault();
    });
    const feature = { geometry: { type: 'Point', coordinates: [2.35, 48.85] }, properties: { id: '17', type: 'MU', index: 0 } };
    map.fire('click', { features: [feature], originalEvent: new MouseEvent('click', { cancelable: true }) }, LAYER.pins);
    expect(clicks).toEqual(['17']);
    expect(toPin).toHaveBeenCalledWith(17, 'MU', { latitude: 48.85, longitude: 2.35 });
    adapter.setPins([]);
    expect(released).toHaveBeenCalledOnce();
    adapter.destroy();
  });

  const noPin = (id: number): MapPin => ({ id: String(id), type: 'MU', position: { latitude: 0, longitude: 0 }, label: '', href: '', newTab: false });

  it('takes over the file the factory started loading with the map, instead of asking again', async () => {
    loadPoints.mockClear();
    const map = new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 });
    addPinLayers(map as unknown as GlMap, { gridSize: 30, minimumClusterSize: 2 }, 19);
    const early = { url: '/p.json', loaded: Promise.resolve({ url: 'blob:early', count: 5, bounds: null, release: vi.fn() }), cancel: vi.fn() };
    const adapter = createMapboxGlAdapter(map as unknown as GlMap, testView(), testContext(), () => {}, early);
    const result = await adapter.setPointsSource!({ url: '/p.json', toPin: noPin }, new AbortController().signal);
    expect(result.count).toBe(5);
    expect(map.getSource(SOURCE_ID)!.data).toBe('blob:early');
    expect(loadPoints).not.toHaveBeenCalled();
    expect(early.cancel).not.toHaveBeenCalled();
    adapter.destroy();
    expect(early.cancel).not.toHaveBeenCalled();
  });

  it('cancels an early load it does not use: another file, or the map removed first', async () => {
    loadPoints.mockClear();
    const map = new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 });
    addPinLayers(map as unknown as GlMap, { gridSize: 30, minimumClusterSize: 2 }, 19);
    const other = { url: '/old.json', loaded: new Promise<never>(() => {}), cancel: vi.fn() };
    const adapter = createMapboxGlAdapter(map as unknown as GlMap, testView(), testContext(), () => {}, other);
    await adapter.setPointsSource!({ url: '/new.json', toPin: noPin }, new AbortController().signal);
    expect(other.cancel).toHaveBeenCalledOnce();
    expect(loadPoints).toHaveBeenCalledWith('/new.json', expect.any(AbortSignal));
    adapter.destroy();

    const unused = { url: '/p.json', loaded: new Promise<never>(() => {}), cancel: vi.fn() };
    createMapboxGlAdapter(new FakeGlMap({ container: sizedContainer(), center: [3, 47], zoom: 5 }) as unknown as GlMap, testView(), testContext(), () => {}, unused).destroy();
    expect(unused.cancel).toHaveBeenCalledOnce();
  });
});
