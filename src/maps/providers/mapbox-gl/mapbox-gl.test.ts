import type { Map as GlMap } from 'mapbox-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from '../../../services/endpoints';
import { FakeGlMap } from '../../../testing/fake-sdks/mapbox-gl';
import { recordPinEvents, sizedContainer, stackedPins, testContext, testPins, testView } from '../../../testing/provider-fixtures';
import type { MapAdapter } from '../../types';
import { createMap } from '../mapbox-gl';
import { createMapboxGlAdapter } from './adapter';
import { LAYER, OWN_SOURCE_ID, SOURCE_ID, addPinLayers } from './layers';

const gl = vi.hoisted(() => ({
  Map: undefined as unknown,
  NavigationControl: class {
    constructor(readonly options: unknown) {}
  },
  supported: () => true,
  config: { API_URL: '' },
  accessToken: '' as string | null,
}));
vi.mock('./load', () => ({
  loadMapboxGl: async () => gl,
  configureMapboxGl: (target: typeof gl, url: string) => {
    target.config.API_URL = url;
  },
}));
const early = vi.hoisted(() => ({ cancel: vi.fn(), started: [] as string[] }));
vi.mock('../../cluster/early', async (original) => ({
  ...(await original<typeof import('../../cluster/early')>()),
  preloadPoints: (view: { pointsUrl?: string | null }) => {
    if (!view.pointsUrl) return null;
    early.started.push(view.pointsUrl);
    return { url: view.pointsUrl, loaded: new Promise(() => {}), source: { destroy: early.cancel } };
  },
}));
// jsdom has no canvas to rasterize the pins: the browser specs cover the images.
vi.mock('./images', async (original) => ({ ...(await original<typeof import('./images')>()), pinImages: async () => [], provideClusterImages: () => () => {} }));

let created: FakeGlMap[] = [];
class RecordedMap extends FakeGlMap {
  constructor(options: Record<string, unknown>) {
    super(options);
    created.push(this);
  }
}

beforeEach(() => {
  created = [];
  gl.Map = RecordedMap;
  resetEndpoints();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('MapboxGL factory', () => {
  it('configures mapbox-gl (API base), gives the map its own token, asks for the style and converts zooms to its 512 px scale', async () => {
    const context = testContext({ credentials: { apiId: 'pk.test', channelId: '', mapId: '', mapboxMapIdentifier: 'sandbox/local' } });
    const pending = createMap(sizedContainer(), testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 5 } }), context);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    const map = created[0]!;
    expect(gl.config.API_URL).toBe('https://api.mapbox.com');
    expect(map.options).toMatchObject({ accessToken: 'pk.test', style: 'mapbox://styles/sandbox/local', center: [3, 47], zoom: 5, minZoom: 1, maxZoom: 20, language: 'fr', fadeDuration: 0 });
    expect(map.controls).toHaveLength(1);
    map.fire('style.load');
    const adapter = await pending;
    expect(adapter.provider).toBe('MapboxGL');
    expect(map.getSource(SOURCE_ID)!.spec).toMatchObject({ type: 'geojson', cluster: true, clusterRadius: 30, clusterMinPoints: 5 });
    expect([...map.layers.keys()]).toEqual([LAYER.clusters, LAYER.pins, LAYER.own, LAYER.selected]);
    expect(adapter.getZoom()).toBe(6);
  });

  it('rejects without a token, and on a style error before load (then the map is removed)', async () => {
    const noToken = testContext({ credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } });
    await expect(createMap(sizedContainer(), testView(), noToken)).rejects.toThrow('[locator] MapboxGL map: no access token (apiID) in the configuration');
    await expect(createMap.loadScripts!(testView(), noToken)).rejects.toThrow('[locator] MapboxGL map: no access token (apiID) in the configuration');
    const container = sizedContainer();
    const pending = createMap(container, testView({ disableControls: true }), testContext());
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.options.style).toBe('mapbox://styles/mapbox/streets-v12');
    expect(created[0]!.controls).toHaveLength(0);
    created[0]!.fire('error', { error: new Error('Unauthorized') });
    await expect(pending).rejects.toThrow('[locator] MapboxGL map: the style could not be loaded (Unauthorized)');
    expect(created[0]!.removed).toBe(true);
    expect(container.children).toHaveLength(0);
  });
});

describe('MapboxGL factory with a points file', () => {
  beforeEach(() => {
    early.started = [];
    early.cancel.mockClear();
  });

  it('starts the points file before mapbox-gl has even loaded, and cancels it when the map cannot be built', async () => {
    const pending = createMap(sizedContainer(), testView({ pointsUrl: '/fixtures-data/points-10k.json' }), testContext());
    // Once the token is checked (a microtask), and before any mapbox-gl map exists.
    await Promise.resolve();
    expect(early.started).toEqual(['/fixtures-data/points-10k.json']);
    expect(created).toHaveLength(0);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    created[0]!.fire('error', { error: new Error('Unauthorized') });
    await expect(pending).rejects.toThrow('the style could not be loaded');
    expect(early.cancel).toHaveBeenCalledOnce();
  });

  it('leaves the clustering of a points file to the cluster worker: the pins source is not clustered by mapbox-gl', async () => {
    const pending = createMap(sizedContainer(), testView({ pointsUrl: '/fixtures-data/points-10k.json', cluster: { gridSize: 30, minimumClusterSize: 5 } }), testContext());
    await vi.waitFor(() => expect(created).toHaveLength(1));
    created[0]!.fire('style.load');
    await pending;
    expect(created[0]!.getSource(SOURCE_ID)!.spec).toMatchObject({ type: 'geojson', cluster: false });
  });

  it('starts nothing without a points file', async () => {
    const pending = createMap(sizedContainer(), testView(), testContext());
    await vi.waitFor(() => expect(created).toHaveLength(1));
    created[0]!.fire('style.load');
    await pending;
    expect(early.started).toEqual([]);
  });
});

describe('MapboxGL adapter', () => {
  let map: FakeGlMap;
  let adapter: MapAdapter;
  const released = vi.fn();

  beforeEach(() => {
    const container = sizedContainer();
    map = new FakeGlMap({ container, center: [3, 47], zoom: 5 });
    addPinLayers(map as unknown as GlMap, { gridSize: 30, minimumClusterSize: 2 }, 19);
    adapter = createMapboxGlAdapter(map as unknown as GlMap, testView(), testContext(), released);
  });

  const features = () => (map.getSource(SOURCE_ID)!.data as { features: { properties: { id: string } }[] }).features;
  const pointOf = (id: string) => {
    const index = testPins().findIndex((p) => p.id === id);
    const pin = testPins()[index]!;
    return { geometry: { type: 'Point' as const, coordinates: [pin.position.longitude, pin.position.latitude] as [number, number] }, properties: { id, type: pin.type, index } };
  };

  it('puts each pin once in the GeoJSON source, in list order', () => {
    adapter.setPins([...testPins(), testPins()[0]!]);
    expect(features().map((f) => f.properties.id)).toEqual(['p1', 'p2', 'p3']);
    expect(features()[2]).toMatchObject({ id: 2, geometry: { coordinates: [4.8357, 45.764] }, properties: { type: 'franchise', index: 2 } });
  });

  it('raises the highlighted pin into the selected layer, and clears it', () => {
    adapter.highlight('p2');
    expect(map.filters.get(LAYER.selected)).toEqual(['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], 'p2']]);
    expect(map.filters.get(LAYER.pins)).toEqual(['all', ['!', ['has', 'point_count']], ['!=', ['get', 'id'], 'p2']]);
    adapter.highlight(null);
    expect(map.filters.get(LAYER.selected)).toEqual(['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], '']]);
  });

  it("puts a standalone pin (a location page's own) in its own unclustered source, drawn selected when highlighted", () => {
    const [first, ...rest] = testPins();
    adapter.setPins([...rest, { ...first!, standalone: true }]);
    const own = map.getSource(OWN_SOURCE_ID)!;
    expect(own.spec).toEqual({ type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    expect((own.data as { features: { properties: unknown }[] }).features.map((f) => f.properties)).toEqual([{ id: first!.id, type: first!.type, index: 2 }]);
    expect(features().map((f) => f.properties.id)).toEqual(rest.map((pin) => pin.id));
    // Between the pins and the selected pin, and never clustered (a source without clustering).
    expect([...map.layers.keys()].indexOf(LAYER.own)).toBe([...map.layers.keys()].indexOf(LAYER.pins) + 1);
    adapter.highlight(first!.id);
    expect(map.layout.get(LAYER.own)).toEqual({ 'icon-image': ['concat', 'locator-pin-', ['get', 'type'], ['case', ['==', ['get', 'id'], first!.id], '-selected', '']] });
    adapter.highlight(null);
    expect(map.layout.get(LAYER.own)!['icon-image']).toEqual(['concat', 'locator-pin-', ['get', 'type'], ['case', ['==', ['get', 'id'], ''], '-selected', '']]);
    // The keyboard list has it first, before the clusters.
    map.rendered = [{ geometry: pointOf('p3').geometry, properties: { cluster_id: 7, point_count: 2 } }, { ...pointOf('p1'), properties: { ...pointOf('p1').properties, index: 2 } }];
    map.fire('idle');
    const controls = [...document.querySelectorAll<HTMLElement>('.locator-map-keys .locator-map-key')];
    expect(controls.map((c) => c.getAttribute('aria-label'))).toEqual(['Pommelune Paris Rivoli', '2 locations, zoom in']);
  });

  it('speaks raster zoom: fits, sets and reports the view one level above mapbox-gl', () => {
    const moves: number[] = [];
    adapter.on('move-end', (e) => moves.push(e.zoom));
    adapter.fitBounds({ south: 45.764, west: 2.3522, north: 48.8566, east: 4.8357 }, { padding: 30, minZoom: 2, maxZoom: 14 });
    expect(map.getZoom()).toBe(6);
    expect(adapter.getZoom()).toBe(7);
    adapter.setView({ latitude: 45.764, longitude: 4.8357 }, 12);
    expect(map.getZoom()).toBe(11);
    expect(adapter.getCenter()).toEqual({ latitude: 45.764, longitude: 4.8357 });
    expect(adapter.getBounds()).toEqual({ north: 46.764, south: 44.764, east: 5.8357, west: 3.8357 });
    expect(moves).toEqual([7, 12]);
  });

  it('lists the rendered pins and clusters for the keyboard, over the drawn symbols, on idle', () => {
    adapter.setPins(testPins());
    const idle = vi.fn();
    adapter.on('idle', idle);
    map.rendered = [pointOf('p2'), pointOf('p1'), pointOf('p1'), { geometry: pointOf('p3').geometry, properties: { cluster_id: 7, point_count: 4 } }];
    map.fire('idle');
    expect(idle).toHaveBeenCalledOnce();
    expect(map.lastQuery).toEqual([LAYER.clusters, LAYER.pins, LAYER.own, LAYER.selected]);
    const controls = [...document.querySelectorAll<HTMLElement>('.locator-map-keys .locator-map-key')];
    expect(controls.map((c) => c.getAttribute('aria-label'))).toEqual(['4 locations, zoom in', 'Pommelune Paris Rivoli', 'Pommelune Paris Louvre']);
    const tip = map.project([2.3522, 48.8566]);
    expect(controls[1]!.style.left).toBe(`${tip.x - 14}px`);
    expect(controls[1]!.style.top).toBe(`${tip.y - 38}px`);
    // The list follows the map while it moves.
    map.jumpTo({ zoom: 8 });
    map.fire('move');
    expect(controls[1]!.style.left).toBe(`${map.project([2.3522, 48.8566]).x - 14}px`);
  });

  it("places a pin's keyboard control over the copy of the world in view, not the first copy", () => {
    adapter.setPins(testPins());
    // Panned a whole world east: the view's centre is at 363°.
    map.jumpTo({ center: [363, 47] });
    map.rendered = [pointOf('p1')];
    map.fire('idle');
    const control = document.querySelector<HTMLElement>('.locator-map-keys .locator-map-key')!;
    expect(control.style.left).toBe(`${map.project([2.3522 + 360, 48.8566]).x - 14}px`);
    expect(parseFloat(control.style.left)).toBeGreaterThan(0);
    expect(parseFloat(control.style.left)).toBeLessThan(800);
  });

  it('turns clicks on the pin layers into pin-click and follows the link unless prevented; hover and leave', async () => {
    adapter.setPins(testPins());
    const { seen, stopPreventing: stop } = recordPinEvents(adapter);
    const feature = pointOf('p2');
    map.fire('mousemove', { features: [feature] }, LAYER.pins);
    map.fire('mousemove', { features: [feature] }, LAYER.pins);
    map.fire('mouseleave', {}, LAYER.pins);
    map.fire('click', { features: [feature], originalEvent: new MouseEvent('click', { cancelable: true }) }, LAYER.pins);
    // A navigation would come after the analytics call settles: give it that chance.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.hash).not.toBe('#loc-p2');
    stop();
    map.fire('click', { features: [feature], originalEvent: new MouseEvent('click', { cancelable: true }) }, LAYER.selected);
    // Followed once the pin's analytics event is settled: at once on a page without analytics.
    await vi.waitFor(() => expect(window.location.hash).toBe('#loc-p2'));
    expect(seen).toEqual(['hover p2', 'leave p2', 'click p2']);
  });

  it('zooms into a cluster to its expansion zoom, from the canvas or the keyboard list', () => {
    adapter.setPins(stackedPins(3));
    const cluster = { geometry: { type: 'Point' as const, coordinates: [5.7, 45.1] as [number, number] }, properties: { cluster_id: 3, point_count: 3 } };
    map.fire('click', { features: [cluster] }, LAYER.clusters);
    expect(map.getZoom()).toBe(9);
    expect(map.getCenter()).toEqual({ lng: 5.7, lat: 45.1 });
    map.jumpTo({ zoom: 5 });
    map.rendered = [cluster];
    map.fire('idle');
    document.querySelector<HTMLButtonElement>('button.locator-map-key--cluster')!.click();
    expect(map.getZoom()).toBe(9);
  });

  it('reports drag-end, resizes, and releases the map, the list and its listeners on destroy', () => {
    const drags = vi.fn();
    adapter.on('drag-end', drags);
    map.fire('dragend');
    expect(drags).toHaveBeenCalledOnce();
    adapter.resize();
    expect(map.resizes).toBe(1);
    adapter.destroy();
    expect(map.removed).toBe(true);
    expect(released).toHaveBeenCalled();
    expect(document.querySelector('.locator-map-keys')).toBeNull();
  });
});
