import type * as Leaf from 'leaflet';
import type { Leaflet } from './load';

/** How far the shapes reach past either side of their world, in world widths. */
const WORLD_OVERHANG = 0.05;

/** One thing the base draws: a filled area or a line, in world units (see atlas/paths.ts). */
export type Shape = { path: Path2D; fill: string } | { path: Path2D; stroke: string; width: number };

export interface ShapeLayer extends Leaf.Layer {
  setShapes(shapes: Shape[]): void;
}

interface RendererInternals {
  _map: Leaf.Map & { _animatingZoom?: boolean };
  _container: HTMLCanvasElement;
  _ctx: CanvasRenderingContext2D;
  _bounds: Leaf.Bounds;
  _shapes: Shape[];
  /** The view the canvas shows (its key, see _update); null once it must be drawn again. */
  _drawn: string | null;
}

/**
 * A canvas layer that draws the base shapes with one transform per view: the paths are traced once in world units,
 * so a move or zoom costs a few native fill and stroke calls, not a projection of every point as vector layers do.
 * It extends L.Renderer (Leaflet 1.9) for its padding and zoom-animation handling, and overrides its
 * container and update hooks.
 */
export function createShapeLayer(L: Leaflet, pane: string): ShapeLayer {
  const Renderer = L.Renderer as unknown as { extend(props: object): new (options: object) => ShapeLayer; prototype: { _update(): void } };
  const ShapeRenderer = Renderer.extend({
    _initContainer(this: RendererInternals) {
      const canvas = document.createElement('canvas');
      canvas.style.pointerEvents = 'none';
      this._container = canvas;
      this._ctx = canvas.getContext('2d')!;
    },
    _destroyContainer(this: RendererInternals) {
      this._container.remove();
      this._drawn = null;
    },
    _updatePaths() {},
    _update(this: RendererInternals) {
      if (this._map._animatingZoom && this._bounds) return;
      Renderer.prototype._update.call(this);
      const bounds = this._bounds;
      const size = bounds.getSize();
      const ratio = window.devicePixelRatio || 1;
      const canvas = this._container;
      // Always: a pinch that ends at the zoom it started from leaves the canvas scaled.
      L.DomUtil.setPosition(canvas, bounds.min!);
      // Leaflet asks a renderer to update twice for one view set without animation (its moveend, then its viewreset):
      // the second drawing of the whole world (a canvas the size of the map and a fifth around it) would change no pixel.
      const origin = this._map.getPixelOrigin();
      const key = [bounds.min!.x, bounds.min!.y, size.x, size.y, this._map.getZoom(), origin.x, origin.y, ratio].join();
      if (key === this._drawn) return;
      this._drawn = key;
      // Setting the size also clears the canvas.
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
      const scale = 256 * 2 ** this._map.getZoom();
      // The world is drawn once per copy the canvas shows: a view across the antimeridian (a Pacific map, or a wide
      // map zoomed out) has land on both sides, not sea past 180°.
      // A copy spans a little more than its world: world-atlas draws eastern Chukotka past 180° (x up to 1.03).
      const left = Math.ceil((origin.x + bounds.min!.x) / scale - 1 - WORLD_OVERHANG);
      const right = Math.floor((origin.x + bounds.max!.x) / scale + WORLD_OVERHANG);
      for (let copy = left; copy <= right; copy++) {
        // World unit u of this copy lands on layer point (u + copy) * scale - origin; the canvas starts at bounds.min.
        this._ctx.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * (copy * scale - origin.x - bounds.min!.x), -ratio * (origin.y + bounds.min!.y));
        drawShapes(this._ctx, this._shapes ?? [], scale);
      }
    },
    setShapes(this: RendererInternals & { _update(): void }, shapes: Shape[]) {
      this._shapes = shapes;
      this._drawn = null;
      if (this._map) this._update();
    },
  });
  return new ShapeRenderer({ pane, padding: 0.2 });
}

/** The shapes in world units, on a context already transformed to them; line widths stay in CSS px at `scale`. */
function drawShapes(ctx: CanvasRenderingContext2D, shapes: readonly Shape[], scale: number): void {
  for (const shape of shapes) {
    if ('fill' in shape) {
      ctx.fillStyle = shape.fill;
      ctx.fill(shape.path, 'evenodd');
    } else {
      ctx.strokeStyle = shape.stroke;
      ctx.lineWidth = shape.width / scale;
      ctx.lineJoin = 'round';
      ctx.stroke(shape.path);
    }
  }
}
