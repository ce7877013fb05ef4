import { describe, expect, it } from 'vitest';

describe('loadLeaflet on a page without its own Leaflet', () => {
  it('leaves no window.L behind, before or after the cluster plugin', async () => {
    const { loadLeaflet, loadMarkerCluster } = await import('./load');
    await loadLeaflet();
    expect('L' in window).toBe(false);
    const L = await loadMarkerCluster();
    expect('L' in window).toBe(false);
    // The plugin's code runs against our Leaflet without a global one (it reads `L` at every call).
    const group = (L as unknown as { markerClusterGroup(): { addLayer(layer: unknown): unknown; getLayers(): unknown[] } }).markerClusterGroup();
    group.addLayer(L.marker([48.85, 2.35]));
    expect(group.getLayers()).toHaveLength(1);
  });
});
