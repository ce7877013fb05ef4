import { describe, expect, it } from 'vitest';
import { leafletMapOptions } from './map-options';

const VIEW = { center: { latitude: 48.85, longitude: 2.35 }, zoom: 12, minZoom: 2, maxZoom: 21, disableControls: false } as Parameters<typeof leafletMapOptions>[0];

describe('leafletMapOptions', () => {
  it('keeps Leaflet animations for most visitors and turns them off for those who ask for reduced motion', () => {
    expect(leafletMapOptions(VIEW, false)).not.toHaveProperty('zoomAnimation');
    expect(leafletMapOptions(VIEW, true)).toMatchObject({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, zoom: 12 });
  });
});
