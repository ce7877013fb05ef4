import { nextTask } from '../../loader/yield';
import type * as Leaf from 'leaflet';
import { loadUs, loadWorld, type Leaflet } from './load';
import { createShapeLayer, type Shape } from './shape-layer';

/** Colours of the vector base: light land on a pale sea (the sea is the map background, see map.css). */
export const BASE_COLORS = { land: '#f3f0ea', border: '#b9b2a6', state: '#d3cdc2', sea: '#cfe2ee' } as const;

const PANE = 'locatorBase';
/**
 * The last zoom the bundled shapes are drawn at. Natural Earth's 1:110m world is generalized by kilometres: past
 * zoom 8 (about 0.6 km a pixel in Europe) its coasts would be drawn tens of pixels from the real ones, so closer views
 * show plain land instead, and a map that opens closer (a location page's map) never loads the shapes at all.
 */
export const BASE_SHAPES_MAX_ZOOM = 8;
/** Whether a view at `zoom` shows the shapes (else plain land). */
export const showsShapes = (zoom: number) => zoom <= BASE_SHAPES_MAX_ZOOM;
/** Set on the map container while it shows plain land: the sea colour is then the land's (see map.css). */
export const PLAIN_CLASS = 'locator-basemap--plain';
/** The shapes' source, credited while the view shows them (plain land draws nothing of theirs). */
export const SHAPES_CREDIT = 'Natural Earth';
/** The box the US shapes are drawn for: continental states, Alaska and Hawaii. */
const US_BOX = { south: 18, west: -180, north: 72, east: -65 } as const;

/**
 * The vector base of BaseMap, on one canvas in a pane under the tiles (an optional raster layer covers it, and the
 * shapes still show where tiles fail): the world, then the finer US outline and state lines once the view reaches
 * the United States (their own lazy chunk). Each loads the first time a view at BASE_SHAPES_MAX_ZOOM or below needs
 * it; closer views show plain land.
 */
export function addBaseShapes(L: Leaflet, map: Leaf.Map, onError: (error: unknown) => void): { remove(): void } {
  const pane = map.createPane(PANE);
  pane.style.zIndex = '150';
  pane.style.pointerEvents = 'none';
  const layer = createShapeLayer(L, PANE);
  const container = map.getContainer();
  let removed = false;
  let shapes: Shape[] = [];
  let drawnPlain: boolean | null = null;
  let credited = false;
  const credit = (on: boolean) => {
    if (on === credited) return;
    credited = on;
    // A map made without the attribution control has nothing to credit in.
    const control = map.attributionControl as Leaf.Control.Attribution | undefined;
    if (on) control?.addAttribution(SHAPES_CREDIT);
    else control?.removeAttribution(SHAPES_CREDIT);
  };
  // Added in a task of its own: creating the map is already a task's worth of work.
  const added = nextTask().then(() => {
    if (!removed) layer.addTo(map);
  });
  const plain = () => !showsShapes(map.getZoom());
  // The layer redraws itself on every move; it is given new shapes only when they or the plain state change.
  const draw = (changed: boolean) => {
    const now = plain();
    if (removed || (!changed && now === drawnPlain)) return;
    drawnPlain = now;
    container.classList.toggle(PLAIN_CLASS, now);
    layer.setShapes(now ? [] : shapes);
    // Credited with the view that shows the shapes, while they load too: a credit added later would shift the
    // attribution's text under the visitor's eyes.
    credit(!now);
  };
  const show = (more: Shape[]) => {
    if (removed) return;
    shapes = [...shapes, ...more];
    draw(true);
  };

  let world: Promise<void> | null = null;
  let us: Promise<void> | null = null;
  const usBox = L.latLngBounds([US_BOX.south, US_BOX.west], [US_BOX.north, US_BOX.east]);
  const update = () => {
    draw(false);
    if (removed || plain()) return;
    if (!world) {
      world = Promise.all([loadWorld(), added]).then(([{ land, borders }]) => show([{ path: land, fill: BASE_COLORS.land }, { path: borders, stroke: BASE_COLORS.border, width: 0.8 }]));
      world.catch(onError);
    }
    if (us || !map.getBounds().intersects(usBox)) return;
    // The finer US base is a refinement: it loads and is traced once nothing more urgent is waiting.
    us = Promise.all([world, loadUs()]).then(([, { nation, borders }]) => {
      show([{ path: nation, fill: BASE_COLORS.land }, { path: borders, stroke: BASE_COLORS.state, width: 0.7 }, { path: nation, stroke: BASE_COLORS.border, width: 0.8 }]);
    });
    // A failed world is reported once, above.
    us.catch((error: unknown) => world!.then(() => onError(error), () => {}));
  };
  map.on('moveend', update);
  map.whenReady(update);

  return {
    remove() {
      removed = true;
      map.off('moveend', update);
      container.classList.remove(PLAIN_CLASS);
      credit(false);
      layer.remove();
    },
  };
}
