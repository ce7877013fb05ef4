import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPin } from '../types';
import { createClusterGroup } from './cluster-group';
import { loadMarkerCluster } from './load';

const LOOK = { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' } as const;
const CLUSTER = { gridSize: 30, size: 'default', label: (count: number) => `${count} stores, zoom in` } as const;
const handlers = { click: () => {}, hover: () => {}, leave: () => {} };

/** A thousand pins over northern France: clustered from the start. */
const PINS: MapPin[] = Array.from({ length: 1000 }, (_, i) => ({
  id: String(i),
  position: { latitude: 47 + (i % 40) * 0.1, longitude: 0 + Math.floor(i / 40) * 0.2 },
  type: 'succursale',
  label: `Store ${i}`,
  href: `/l/${i}`,
  newTab: false,
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a thousand pins through the real leaflet.markercluster', () => {
  it('are added slice by slice, and no marker is added once the layer is destroyed (nothing throws)', async () => {
    const L = await loadMarkerCluster();
    // Timers of the page's own: run as time goes, and all run at once at the end (see below).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    document.body.innerHTML = '<div id="map"></div>';
    const map = L.map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false, maxZoom: 18 }).setView([49, 2], 6);
    // A slow machine: every reading of the clock is 40 ms after the last, so each slice holds one batch (and the
    // clusterer's own chunked loading, were it used, would break off too).
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 40));
    vi.spyOn(Date.prototype, 'getTime').mockImplementation(() => (clock += 40));
    // The layer is destroyed (an unmount) as soon as the clusterer has its first markers.
    const proto = (L as unknown as { MarkerClusterGroup: { prototype: { addLayers(layers: unknown[]): unknown } } }).MarkerClusterGroup.prototype;
    const addLayers = proto.addLayers;
    const calls: number[] = [];
    let layer: ReturnType<typeof createClusterGroup> | null = null;
    vi.spyOn(proto, 'addLayers').mockImplementation(function (this: unknown, layers: unknown[]) {
      // The clusterer hands itself its own (none) when added to the map: the pins' batches are the calls counted.
      if (!layers.length) return addLayers.call(this, layers);
      calls.push(layers.length);
      const result = addLayers.call(this, layers);
      layer?.destroy();
      return result;
    });
    layer = createClusterGroup(L, map, PINS, { look: LOOK, cluster: CLUSTER, handlers });
    await layer.whenDrawn();
    // A pending slice of the clusterer's own, were there one, runs now (and throws).
    vi.runAllTimers();
    vi.useRealTimers();
    expect(calls).toEqual([200]);
    map.remove();
  });
});
