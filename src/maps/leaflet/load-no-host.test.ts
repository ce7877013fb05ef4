import { describe, expect, it } from 'vitest';

describe('loadLeaflet on a page without its own Leaflet', () => {
  it('leaves no window.L behind, before or after the cluster plugin', async () => {
    const { loadLeaflet, loadMarkerCluster } = await import('./load');
    await loadLeaflet();
    expect('L' in window).toBe(false);
    await loadMarkerCluster();
    expect('L' in window).toBe(false);
  });
});
