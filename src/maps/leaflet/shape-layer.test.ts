import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaflet } from './load';
import { createShapeLayer, type Shape } from './shape-layer';

// jsdom has no 2D context: a stand-in counts what is drawn. The paths are opaque to the layer.
const ctx = { setTransform: vi.fn(), fill: vi.fn(), stroke: vi.fn(), fillStyle: '', strokeStyle: '', lineWidth: 1, lineJoin: '' };
const SHAPES: Shape[] = [{ path: {} as Path2D, fill: '#eee' }];
const leaflet = L as unknown as Leaflet;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  document.body.innerHTML = '<div id="map" style="width: 400px; height: 300px"></div>';
  // jsdom lays nothing out: the map's size is given.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

afterEach(() => {
  vi.restoreAllMocks();
  ctx.fill.mockClear();
  document.body.innerHTML = '';
});

function mapWithShapes() {
  const map = leaflet.map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([46, 2], 5);
  const layer = createShapeLayer(leaflet, 'overlayPane');
  map.addLayer(layer);
  layer.setShapes(SHAPES);
  ctx.fill.mockClear();
  return { map, layer };
}

describe('the base shapes layer', () => {
  it('draws the world once for a view set without animation, though Leaflet asks it twice (moveend, viewreset)', () => {
    const { map } = mapWithShapes();
    map.setView([40, -3], 6, { animate: false });
    expect(ctx.fill).toHaveBeenCalledTimes(1);
    // The same view again changes no pixel.
    map.setView([40, -3], 6, { animate: false });
    expect(ctx.fill).toHaveBeenCalledTimes(1);
  });

  it('draws again after a pan, a resize and new shapes', () => {
    const { map, layer } = mapWithShapes();
    map.panBy([120, 0], { animate: false });
    expect(ctx.fill).toHaveBeenCalledTimes(1);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    map.invalidateSize({ pan: false, animate: false });
    expect(ctx.fill).toHaveBeenCalledTimes(2);
    layer.setShapes([...SHAPES]);
    expect(ctx.fill).toHaveBeenCalledTimes(3);
  });

  it('puts its canvas back at the view origin whether it draws or not: a pinch ending where it began leaves it scaled', () => {
    const { map, layer } = mapWithShapes();
    const canvas = (layer as unknown as { _container: HTMLCanvasElement })._container;
    // Leaflet's position, a plain translation, replaces the scale a pinch set.
    const place = vi.spyOn(leaflet.DomUtil, 'setPosition');
    map.fire('moveend');
    expect(ctx.fill).not.toHaveBeenCalled();
    expect(place).toHaveBeenCalledWith(canvas, expect.anything());
  });
});
