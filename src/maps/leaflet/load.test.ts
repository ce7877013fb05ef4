import { afterEach, describe, expect, it } from 'vitest';

type HostWindow = { L?: unknown };
const host = window as unknown as HostWindow;

afterEach(() => {
  delete host.L;
});

describe('loadLeaflet and loadMarkerCluster', () => {
  it("leave the page's own window.L in place and add the cluster plugin to our Leaflet only", async () => {
    const pagesLeaflet = { version: 'the page’s own' };
    host.L = pagesLeaflet;
    const { loadLeaflet, loadMarkerCluster } = await import('./load');
    const L = await loadLeaflet();
    expect(typeof L.map).toBe('function');
    expect(host.L).toBe(pagesLeaflet);

    const withClusters = await loadMarkerCluster();
    expect(withClusters).toBe(L);
    expect(typeof (L as unknown as { markerClusterGroup?: unknown }).markerClusterGroup).toBe('function');
    expect(host.L).toBe(pagesLeaflet);
    expect((pagesLeaflet as { markerClusterGroup?: unknown }).markerClusterGroup).toBeUndefined();
  });
});
