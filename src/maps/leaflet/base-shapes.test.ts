import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaflet } from './load';
import type { Shape } from './shape-layer';

// The shapes and the canvas are stand-ins (jsdom has neither Path2D nor a 2D context); what is under test is when
// each set is loaded and what the layer is given to draw.
const loads = vi.hoisted(() => ({ world: vi.fn(), us: vi.fn() }));
vi.mock('./load', () => ({ loadWorld: loads.world, loadUs: loads.us }));
// The layer is added in a task of its own (a MessageChannel message under Node); a settled promise keeps that step
// ahead of `settle` below, whose timeout a message may otherwise follow on a loaded machine.
vi.mock('../../loader/yield', () => ({ nextTask: () => Promise.resolve() }));
const layers = vi.hoisted(() => [] as { setShapes: ReturnType<typeof vi.fn> }[]);
vi.mock('./shape-layer', async () => {
  const { default: Leaf } = await import('leaflet');
  return {
    createShapeLayer: () => {
      const layer = Object.assign(new Leaf.Layer(), { setShapes: vi.fn(), onAdd: () => layer, onRemove: () => layer });
      layers.push(layer);
      return layer;
    },
  };
});

const { addBaseShapes, BASE_SHAPES_MAX_ZOOM, PLAIN_CLASS, SHAPES_CREDIT } = await import('./base-shapes');

const leaflet = L as unknown as Leaflet;
const WORLD = { land: 'world land', borders: 'world borders' };
const US = { nation: 'us nation', borders: 'us borders' };
const PARIS = [48.85, 2.35] as [number, number];
const KANSAS = [39, -98] as [number, number];

let resolveWorld: (paths: typeof WORLD) => void;
let rejectWorld: (error: Error) => void;

beforeEach(() => {
  loads.world.mockImplementation(() => new Promise((resolve, reject) => ((resolveWorld = resolve), (rejectWorld = reject))));
  loads.us.mockImplementation(() => Promise.resolve(US));
});

afterEach(() => {
  vi.clearAllMocks();
  layers.length = 0;
  document.body.innerHTML = '';
});

function setup(center: [number, number], zoom: number) {
  document.body.innerHTML = '<div id="map"></div>';
  const map = leaflet.map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView(center, zoom);
  const onError = vi.fn();
  const shapes = addBaseShapes(leaflet, map, onError);
  const layer = layers.at(-1)!;
  const drawn = () => (layer.setShapes.mock.calls.at(-1)?.[0] as Shape[] | undefined)?.map((shape) => shape.path);
  const credited = () => map.getContainer().querySelector('.leaflet-control-attribution')?.textContent?.includes(SHAPES_CREDIT);
  return { map, shapes, layer, drawn, onError, credited, container: map.getContainer() };
}

/** Lets the chained promises (the world, the task the layer is added in, the US chunk) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BaseMap shapes, by zoom', () => {
  it('opens closer than zoom 8 on plain land, without loading the shapes', async () => {
    const { drawn, container, credited } = setup(PARIS, 14);
    await settle();
    expect(loads.world).not.toHaveBeenCalled();
    expect(container.classList).toContain(PLAIN_CLASS);
    expect(drawn()).toEqual([]);
    // Nothing of Natural Earth's is drawn: it is not credited.
    expect(credited()).toBe(false);
  });

  it('credits Natural Earth with the views that show its shapes, from the first one, and only then', async () => {
    const { map, credited, shapes } = setup(PARIS, 6);
    // With the map itself, as the shapes load: no credit appearing later and shifting the attribution.
    expect(credited()).toBe(true);
    resolveWorld(WORLD);
    await settle();
    expect(credited()).toBe(true);
    map.setZoom(12);
    expect(credited()).toBe(false);
    map.setZoom(7);
    expect(credited()).toBe(true);
    shapes.remove();
    expect(credited()).toBe(false);
  });

  it('loads and draws the world once the view zooms out to 8, and hides it again closer in', async () => {
    const { map, drawn, container, layer } = setup(PARIS, 12);
    map.setZoom(BASE_SHAPES_MAX_ZOOM + 1);
    expect(loads.world).not.toHaveBeenCalled();
    map.setZoom(BASE_SHAPES_MAX_ZOOM);
    expect(loads.world).toHaveBeenCalledTimes(1);
    expect(container.classList).not.toContain(PLAIN_CLASS);
    resolveWorld(WORLD);
    await settle();
    expect(drawn()).toEqual(['world land', 'world borders']);
    map.setZoom(10);
    expect(container.classList).toContain(PLAIN_CLASS);
    expect(drawn()).toEqual([]);
    // Moves that keep the plain state give the layer nothing new (it redraws itself on a move).
    const calls = layer.setShapes.mock.calls.length;
    map.panBy([40, 0], { animate: false });
    map.setZoom(12);
    expect(layer.setShapes.mock.calls.length).toBe(calls);
    map.setZoom(5);
    expect(drawn()).toEqual(['world land', 'world borders']);
    expect(loads.world).toHaveBeenCalledTimes(1);
  });

  it('adds the finer US shapes once a far view reaches the United States, after the world', async () => {
    const { map, drawn } = setup(PARIS, 4);
    expect(loads.world).toHaveBeenCalledTimes(1);
    expect(loads.us).not.toHaveBeenCalled();
    map.setView(KANSAS, 4, { animate: false });
    expect(loads.us).toHaveBeenCalledTimes(1);
    resolveWorld(WORLD);
    await settle();
    expect(drawn()).toEqual(['world land', 'world borders', 'us nation', 'us borders', 'us nation']);
  });

  it('does not load the US shapes for a close view of the United States', async () => {
    const { map } = setup(KANSAS, 12);
    map.panBy([100, 100], { animate: false });
    await settle();
    expect(loads.us).not.toHaveBeenCalled();
    expect(loads.world).not.toHaveBeenCalled();
  });

  it('reports a world that fails to load once, and keeps the map', async () => {
    const { map, onError, drawn } = setup(KANSAS, 4);
    const failure = new Error('chunk failed');
    rejectWorld(failure);
    await settle();
    map.setZoom(3);
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(drawn() ?? []).toEqual([]);
  });

  it('draws nothing more and leaves the container as it was once removed', async () => {
    const { shapes, drawn, container, map } = setup(PARIS, 6);
    shapes.remove();
    resolveWorld(WORLD);
    await settle();
    expect(drawn() ?? []).toEqual([]);
    expect(container.classList).not.toContain(PLAIN_CLASS);
    map.setZoom(12);
    expect(container.classList).not.toContain(PLAIN_CLASS);
  });
});
