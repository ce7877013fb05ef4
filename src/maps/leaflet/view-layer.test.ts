import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClusterSource } from '../cluster/source';
import type { MapPin } from '../types';
import type { Leaflet } from './load';
import { createViewLayer } from './view-layer';

afterEach(() => void (document.body.innerHTML = ''));

describe('the in-view layer', () => {
  it('opens a cluster at the zoom the source gives, telling it where the cluster was drawn and at which zoom', async () => {
    document.body.innerHTML = '<div id="map" style="width:800px;height:600px"></div>';
    const map = (L as unknown as Leaflet).map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([45, 5], 6);
    // The worker answered a coarser zoom (5) than the map's (6): the place names that one.
    const source = {
      loadPoints: vi.fn(),
      loadUrl: vi.fn(),
      query: vi.fn(async () => ({ zoom: 5, generation: 3, items: new Float64Array([45.2, 5.1, 12, 7, -1, -1, -1]) })),
      expansionZoom: vi.fn(async () => 9 as number | null),
      destroy: vi.fn(),
    } satisfies ClusterSource;
    const toPin = (_row: number, id: number): MapPin => ({ id: String(id), type: 'MU', position: { latitude: 0, longitude: 0 }, label: '', href: '', newTab: false });
    const layer = createViewLayer(L as unknown as Leaflet, map, source, {
      look: { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' },
      clusterSize: 'default',
      clusterLabel: (count) => `${count} stores, zoom in`,
      maxMarkers: 300,
      toPin,
      handlers: { click: () => {}, hover: () => {}, leave: () => {} },
      onError: () => {},
    });
    await layer.whenDrawn();
    const button = map.getContainer().querySelector<HTMLElement>('.locator-cluster')!;
    expect(button).toHaveAccessibleName('12 stores, zoom in');
    button.click();
    await vi.waitFor(() => expect(map.getZoom()).toBe(9));
    expect(source.expansionZoom).toHaveBeenCalledWith(7, 3, { latitude: 45.2, longitude: 5.1, zoom: 5 });
    expect(map.getCenter()).toMatchObject({ lat: 45.2, lng: 5.1 });
    // A cluster from a coarser answer can split at or below the map's zoom: a click still goes one level in.
    source.expansionZoom.mockResolvedValueOnce(5);
    map.getContainer().querySelector<HTMLElement>('.locator-cluster')!.click();
    await vi.waitFor(() => expect(map.getZoom()).toBe(10));
    // The source went (the map is being removed, the worker was lost) before it answered: the click is over, with no
    // unhandled rejection and no move.
    const rejected = Promise.reject(new Error('destroyed'));
    source.expansionZoom.mockReturnValueOnce(rejected);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    map.getContainer().querySelector<HTMLElement>('.locator-cluster')!.click();
    await rejected.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(map.getZoom()).toBe(10);
    // A move already going when the visitor clicked (the pan that brings a focused cluster into view) does not stop it.
    source.expansionZoom.mockResolvedValueOnce(12);
    map.fire('movestart');
    map.getContainer().querySelector<HTMLElement>('.locator-cluster')!.click();
    await vi.waitFor(() => expect(map.getZoom()).toBe(12));
    map.setView([45.2, 5.1], 10, { animate: false });
    await layer.whenDrawn();
    // The visitor moved the map while the answer was coming: the late answer does not take the map back.
    let answer: (zoom: number) => void = () => {};
    source.expansionZoom.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    map.getContainer().querySelector<HTMLElement>('.locator-cluster')!.click();
    map.panBy([120, 0], { animate: false });
    const moved = map.getCenter();
    answer(14);
    await new Promise((resolve) => setTimeout(resolve));
    expect(map.getZoom()).toBe(10);
    expect(map.getCenter()).toEqual(moved);
    map.setView([45.2, 5.1], 10, { animate: false });
    await layer.whenDrawn();
    // The next view has no cluster: a focused one that leaves gives the focus to the map.
    source.query.mockResolvedValueOnce({ zoom: 10, generation: 3, items: new Float64Array([45.2, 5.1, 1, -1, 0, 17, 6]) });
    map.getContainer().querySelector<HTMLElement>('.locator-cluster')!.focus();
    map.setZoom(11);
    await layer.whenDrawn();
    await vi.waitFor(() => expect(map.getContainer().querySelector('.locator-cluster')).toBeNull());
    expect(document.activeElement).toBe(map.getContainer());
    layer.destroy();
  });
});

describe('the in-view layer and the keyboard', () => {
  it('makes a cluster a Tab stop only wholly inside the edge buffer, as pins are (the margin drawn around the view is not)', async () => {
    document.body.innerHTML = '<div id="map"></div>';
    const element = document.getElementById('map')!;
    Object.defineProperty(element, 'clientWidth', { value: 400 });
    Object.defineProperty(element, 'clientHeight', { value: 300 });
    const map = (L as unknown as Leaflet).map(element, { zoomAnimation: false, fadeAnimation: false }).setView([45, 5], 6);
    const inside = map.containerPointToLatLng([200, 200]);
    const margin = map.containerPointToLatLng([450, 200]);
    const source = {
      loadPoints: vi.fn(),
      loadUrl: vi.fn(),
      query: vi.fn(async () => ({ zoom: 6, generation: 1, items: new Float64Array([inside.lat, inside.lng, 12, 1, -1, -1, -1, margin.lat, margin.lng, 8, 2, -1, -1, -1]) })),
      expansionZoom: vi.fn(async () => 8 as number | null),
      destroy: vi.fn(),
    } satisfies ClusterSource;
    const layer = createViewLayer(L as unknown as Leaflet, map, source, {
      look: { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' },
      clusterSize: 'default',
      clusterLabel: (count) => `${count} stores, zoom in`,
      maxMarkers: 300,
      toPin: () => ({ id: 'x', type: 'MU', position: { latitude: 0, longitude: 0 }, label: '', href: '', newTab: false }),
      handlers: { click: () => {}, hover: () => {}, leave: () => {} },
      onError: () => {},
    });
    await layer.whenDrawn();
    const tabIndexOf = (name: string) => Array.from(map.getContainer().querySelectorAll<HTMLElement>('.locator-cluster')).find((button) => button.getAttribute('aria-label') === name)!.tabIndex;
    expect(tabIndexOf('12 stores, zoom in')).toBe(0);
    expect(tabIndexOf('8 stores, zoom in')).toBe(-1);
    layer.destroy();
    map.remove();
  });
});

describe('the in-view layer across index rebuilds and world copies', () => {
  const setup = (query: ClusterSource['query']) => {
    document.body.innerHTML = '<div id="map" style="width:800px;height:600px"></div>';
    const map = (L as unknown as Leaflet).map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([45, 5], 6);
    const source = { loadPoints: vi.fn(), loadUrl: vi.fn(), query: vi.fn(query), expansionZoom: vi.fn(async () => 8 as number | null), destroy: vi.fn() } satisfies ClusterSource;
    const layer = createViewLayer(L as unknown as Leaflet, map, source, {
      look: { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' },
      clusterSize: 'default',
      clusterLabel: (count) => `${count} stores, zoom in`,
      maxMarkers: 300,
      toPin: (_row, id, type, latitude, longitude) => ({ id: String(id), type, position: { latitude, longitude }, label: `Store ${id}`, href: `#${id}`, newTab: false }),
      handlers: { click: () => {}, hover: () => {}, leave: () => {} },
      onError: () => {},
    });
    return { map, source, layer };
  };

  it('keeps a cluster’s marker, and the keyboard focus on it, when a rebuilt index gives the same cluster another id', async () => {
    const { map, source, layer } = setup(async () => ({ zoom: 6, generation: 1, items: new Float64Array([45.2, 5.1, 12, 7, -1, -1, -1]) }));
    await layer.whenDrawn();
    const button = map.getContainer().querySelector<HTMLElement>('.locator-cluster')!;
    button.focus();
    // The worker's full index: the same twelve stores, under a new id and generation, their centre a hair away.
    source.query.mockResolvedValueOnce({ zoom: 6, generation: 2, items: new Float64Array([45.2 + 1e-9, 5.1, 12, 40, -1, -1, -1]) });
    map.panBy([10, 0], { animate: false });
    await layer.whenDrawn();
    expect(map.getContainer().querySelector('.locator-cluster')).toBe(button);
    expect(document.activeElement).toBe(button);
    // Clicked, it asks about the cluster of the new index.
    button.click();
    await vi.waitFor(() => expect(source.expansionZoom).toHaveBeenCalledWith(40, 2, { latitude: 45.2 + 1e-9, longitude: 5.1, zoom: 6 }));
    // At another zoom it is another marker (its click asks at that zoom).
    source.query.mockResolvedValueOnce({ zoom: 7, generation: 2, items: new Float64Array([45.2, 5.1, 12, 41, -1, -1, -1]) });
    map.setView([45, 5], 7, { animate: false });
    await layer.whenDrawn();
    expect(map.getContainer().querySelector('.locator-cluster')).not.toBe(button);
    layer.destroy();
    map.remove();
  });

  it('draws a pin again on the world copy the map has moved to', async () => {
    const { map, layer } = setup(async () => ({ zoom: 3, generation: 1, items: new Float64Array([-17.7, 178.4, 1, -1, 0, 5, 0]) }));
    map.setView([-17, 170], 3, { animate: false });
    await layer.whenDrawn();
    const lngOfPin = () => (map.getContainer().querySelector('.locator-pin') ? Object.values((map as unknown as { _layers: Record<string, { getLatLng?: () => { lng: number }; pin?: unknown }> })._layers).find((l) => l.pin)!.getLatLng!().lng : null);
    expect(lngOfPin()).toBeCloseTo(178.4);
    // Panned a whole world east: the pin is in view on the next copy, not left 360° behind.
    map.setView([-17, 530], 3, { animate: false });
    await layer.whenDrawn();
    expect(lngOfPin()).toBeCloseTo(538.4);
    layer.destroy();
    map.remove();
  });
});
