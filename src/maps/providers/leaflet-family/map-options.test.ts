import { afterEach, describe, expect, it } from 'vitest';
import L from '../../leaflet/leaflet-core';
import { leafletMapOptions, ownControls } from './map-options';

const VIEW = { center: { latitude: 48.85, longitude: 2.35 }, zoom: 12, minZoom: 2, maxZoom: 21, disableControls: false } as Parameters<typeof leafletMapOptions>[0];

afterEach(() => void (document.body.innerHTML = ''));

describe('leafletMapOptions', () => {
  it('keeps Leaflet animations for most visitors and turns them off for those who ask for reduced motion', () => {
    expect(leafletMapOptions(VIEW, false)).not.toHaveProperty('zoomAnimation');
    expect(leafletMapOptions(VIEW, true)).toMatchObject({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, zoom: 12 });
  });
});

describe('ownControls', () => {
  const mapWith = (disableControls: boolean) => {
    const container = document.createElement('div');
    document.body.append(container);
    return L.map(container, leafletMapOptions({ ...VIEW, disableControls }, false));
  };

  it('names the zoom buttons in the page’s language, as title and accessible name', () => {
    const map = mapWith(false);
    ownControls(map, { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière' });
    const buttons = [...map.getContainer().querySelectorAll('.leaflet-control-zoom a')];
    expect(buttons.map((button) => [button.getAttribute('title'), button.getAttribute('aria-label')])).toEqual([
      ['Zoom avant', 'Zoom avant'],
      ['Zoom arrière', 'Zoom arrière'],
    ]);
    expect(map.getContainer().querySelector('.leaflet-control-attribution')?.innerHTML).toContain('<a href="https://leafletjs.com/">Leaflet</a>');
  });

  it('keeps Leaflet’s names without texts, and minds a map without zoom buttons', () => {
    const map = mapWith(false);
    ownControls(map, undefined);
    expect(map.getContainer().querySelector('.leaflet-control-zoom-in')?.getAttribute('aria-label')).toBe('Zoom in');
    expect(() => ownControls(mapWith(true), { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière' })).not.toThrow();
  });
});
