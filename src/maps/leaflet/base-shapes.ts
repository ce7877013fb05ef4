import { nextTask } from '../../loader/yield';
import type * as Leaf from 'leaflet';
import { loadUs, type Leaflet, type WorldPaths } from './load';
import { createShapeLayer, type Shape } from './shape-layer';

/** Colours of the vector base: light land on a pale sea (the sea is the map background, see map.css). */
export const BASE_COLORS = { land: '#f3f0ea', border: '#b9b2a6', state: '#d3cdc2', sea: '#cfe2ee' } as const;

const PANE = 'locatorBase';
/** The box the US shapes are drawn for: continental states, Alaska and Hawaii. */
const US_BOX = { south: 18, west: -180, north: 72, east: -65 } as const;

/**
 * The vector base of BaseMap, on one canvas in a pane under the tiles (an optional raster layer covers it, and the
 * shapes still show where tiles fail): the world, then the finer US outline and state lines once the view reaches
 * the United States (their own lazy chunk).
 */
export function addBaseShapes(L: Leaflet, map: Leaf.Map, world: Promise<WorldPaths>, onError: (error: unknown) => void): { ready: Promise<void>; remove(): void } {
  const pane = map.createPane(PANE);
  pane.style.zIndex = '150';
  pane.style.pointerEvents = 'none';
  const layer = createShapeLayer(L, PANE);
  let removed = false;
  let shapes: Shape[] = [];
  // Added in a task of its own: creating the map is already a task's worth of work.
  const added = nextTask().then(() => {
    if (!removed) layer.addTo(map);
  });
  const show = (more: Shape[]) => {
    if (removed) return;
    shapes = [...shapes, ...more];
    layer.setShapes(shapes);
  };

  const ready = Promise.all([world, added]).then(([{ land, borders }]) => show([{ path: land, fill: BASE_COLORS.land }, { path: borders, stroke: BASE_COLORS.border, width: 0.8 }]));
  let us: Promise<void> | null = null;
  const usBox = L.latLngBounds([US_BOX.south, US_BOX.west], [US_BOX.north, US_BOX.east]);
  const checkUs = () => {
    if (us || removed || !map.getBounds().intersects(usBox)) return;
    // The finer US base is a refinement: it loads and is traced once nothing more urgent is waiting.
    us = Promise.all([ready, loadUs()]).then(([, { nation, borders }]) => {
      if (removed) return;
      show([{ path: nation, fill: BASE_COLORS.land }, { path: borders, stroke: BASE_COLORS.state, width: 0.7 }, { path: nation, stroke: BASE_COLORS.border, width: 0.8 }]);
    });
    us.catch(onError);
  };
  map.on('moveend', checkUs);
  map.whenReady(checkUs);
  ready.catch(onError);

  return {
    ready: ready.catch(() => {}),
    remove() {
      removed = true;
      map.off('moveend', checkUs);
      layer.remove();
    },
  };
}
