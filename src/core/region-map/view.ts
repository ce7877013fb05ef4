/** Pan and zoom of the region map (spec §9: zoom 1 to 8, step 1.6, drag-to-pan). */
export const ZOOM = { min: 1, max: 8, step: 1.6 } as const;

export interface View {
  zoom: number;
  /** Top-left of the visible area in map units. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const INITIAL_VIEW: View = { zoom: 1, x: 0, y: 0 };

function clampView(view: View, size: Size): View {
  const visibleWidth = size.width / view.zoom;
  const visibleHeight = size.height / view.zoom;
  return {
    zoom: view.zoom,
    x: Math.min(Math.max(view.x, 0), size.width - visibleWidth),
    y: Math.min(Math.max(view.y, 0), size.height - visibleHeight),
  };
}

/** Zooms by `steps` (positive in, negative out) around a point in map units, keeping that point still. */
export function zoomAt(view: View, steps: number, point: { x: number; y: number }, size: Size): View {
  const zoom = Math.min(ZOOM.max, Math.max(ZOOM.min, view.zoom * ZOOM.step ** steps));
  const ratio = view.zoom / zoom;
  return clampView({ zoom, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, size);
}

/** Pans by a distance in screen pixels of a map drawn `scale` screen pixels per map unit at zoom 1. */
export function panBy(view: View, dx: number, dy: number, scale: number, size: Size): View {
  return clampView({ zoom: view.zoom, x: view.x - dx / (scale * view.zoom), y: view.y - dy / (scale * view.zoom) }, size);
}

export function viewBox(view: View, size: Size): string {
  return `${view.x} ${view.y} ${size.width / view.zoom} ${size.height / view.zoom}`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept around a revealed region, in screen pixels at the map's drawn scale. */
const REVEAL_MARGIN = 12;

/**
 * The view moved as little as needed to show a box (map units) whole, with a margin; centred on it when it is larger
 * than the view. A keyboard user tabbing through the regions of a zoomed map so never lands on one out of sight.
 */
export function reveal(view: View, box: Box, size: Size): View {
  const margin = REVEAL_MARGIN / view.zoom;
  const axis = (start: number, extent: number, from: number, length: number) => {
    if (length + 2 * margin >= extent) return from + length / 2 - extent / 2;
    if (from - margin < start) return from - margin;
    if (from + length + margin > start + extent) return from + length + margin - extent;
    return start;
  };
  return clampView(
    { zoom: view.zoom, x: axis(view.x, size.width / view.zoom, box.x, box.width), y: axis(view.y, size.height / view.zoom, box.y, box.height) },
    size,
  );
}
