import { afterEach, describe, expect, it } from 'vitest';
import L from '../../leaflet/leaflet-core';
import { leafletMapOptions, ownControls } from './map-options';

const VIEW = { center: { latitude: 48.85, longitude: 2.35 }, zoom: 12, minZoom: 2, maxZoom: 21, disableControls: false } as Parameters<typeof leafletMapOptions>[0];

afterEach(() => void (document.body.innerHTML = ''));

describe('leafletMapOptions', () => {
  it('keeps Leaflet animations for most visitors and turns them off for those who ask for reduced motion', () => {
    expect(leafletMapOptions(VIEW, false)).not.toHaveProperty('zoomAnimation');
    expect(leafletMapOptions(VIEW, true)).toMatchObject({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false, zoom: 12 });
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

  it('names the surface that takes the keys as the map’s region, an application; Space presses a zoom button', () => {
    const region = document.body.appendChild(document.createElement('section'));
    region.setAttribute('aria-label', 'Carte de nos boutiques');
    const container = region.appendChild(document.createElement('div'));
    const map = L.map(container, leafletMapOptions(VIEW, false));
    ownControls(map, { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière' });
    expect(container.tabIndex).toBe(0);
    expect(container.getAttribute('role')).toBe('application');
    expect(container.getAttribute('aria-label')).toBe('Carte de nos boutiques');
    const zoomIn = container.querySelector<HTMLElement>('.leaflet-control-zoom-in')!;
    let pressed = 0;
    zoomIn.addEventListener('click', () => pressed++);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    zoomIn.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(pressed).toBe(1);
    zoomIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(pressed).toBe(1);
  });
});
