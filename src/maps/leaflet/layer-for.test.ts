import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINT_STRIDE } from '../cluster/core';
import type { MapPin } from '../types';
import type { Leaflet } from './load';

// The cluster worker's source, as a stand-in that answers every view with one point: the row the test names.
const worker = vi.hoisted(() => ({ loaded: [] as Float64Array[], answerRow: 0, destroyed: 0 }));
vi.mock('../cluster/source', () => ({
  createClusterSource: () => ({
    loadPoints: async (points: Float64Array) => {
      worker.loaded.push(points);
      return { count: points.length / 4, bounds: null };
    },
    query: async () => {
      const points = worker.loaded.at(-1)!;
      const row = worker.answerRow;
      return { zoom: 10, generation: 1, items: new Float64Array([points[row * 4]!, points[row * 4 + 1]!, 1, -1, row, -1, -1]) };
    },
    expansionZoom: async () => null,
    destroy: () => void worker.destroyed++,
  }),
}));
vi.mock('./load', () => ({
  loadViewLayer: () => import('./view-layer'),
  loadMarkerCluster: () => Promise.reject(new Error('no clusterer for standalone pins')),
}));

const { pinLayerFor } = await import('./layer-for');

const LOOK = { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' } as const;
const context = { look: LOOK, clusterLabel: (count: number) => `${count} stores, zoom in`, handlers: { click: () => {}, hover: () => {}, leave: () => {} }, onError: vi.fn() };

afterEach(() => void (document.body.innerHTML = ''));

describe("a large set (the cluster worker) with the page's own pin", () => {
  it('keeps the own pin out of the worker: a plain marker, first for the keyboard; highlights and release reach both', async () => {
    document.body.innerHTML = '<div id="map" style="width: 400px; height: 300px"></div>';
    const map = (L as unknown as Leaflet).map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([48.85, 2.35], 10);
    const pins: MapPin[] = [0, 1, 2, 3].map((i) => ({ id: String(i), position: { latitude: 48.85 + i * 0.001, longitude: 2.35 }, type: 'succursale', label: `Store ${i}`, href: `/l/${i}`, newTab: false, ...(i === 2 ? { standalone: true } : {}) }));
    const view = { cluster: { gridSize: 30, minimumClusterSize: 2 }, workerThreshold: 3 } as Parameters<typeof pinLayerFor>[3];
    // The worker's third row is the fourth pin: the own pin is not among its rows.
    worker.answerRow = 2;
    const layer = pinLayerFor(L as unknown as Leaflet, map, pins, view, context);
    await layer.whenDrawn();
    expect(worker.loaded[0]!.length).toBe(3 * POINT_STRIDE);
    await vi.waitFor(() => expect(map.getContainer().querySelectorAll('.locator-pin')).toHaveLength(2));
    const links = [...map.getContainer().querySelectorAll<HTMLElement>('.locator-pin')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/l/2', '/l/3']);
    const zOf = (element: HTMLElement) => Number(element.style.zIndex);
    expect(zOf(links[0]!)).toBeGreaterThan(zOf(links[1]!));
    // Each layer highlights its own pin.
    layer.highlight('3');
    expect(links[1]!.classList.contains('locator-pin--selected')).toBe(true);
    layer.highlight('2');
    expect(links[0]!.classList.contains('locator-pin--selected')).toBe(true);
    expect(links[1]!.classList.contains('locator-pin--selected')).toBe(false);
    layer.destroy();
    expect(map.getContainer().querySelectorAll('.locator-pin')).toHaveLength(0);
    expect(context.onError).not.toHaveBeenCalled();
  });
});
