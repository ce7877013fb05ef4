import type { Bounds, LatLng } from '../../maps/types';
import { nearestLongitude, project, unproject } from './mercator';

/** An edge buffer per side, CSS px. */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface FitOptions {
  /** Edge buffer, CSS px: the same on each side, or per side. */
  padding: number | Padding;
  minZoom: number;
  maxZoom: number;
  tileSize: number;
  /** Zoom steps a map can show (1: whole zoom levels, as the providers snap). */
  snap?: number;
}

/**
 * The padding of a fit for pins drawn above their locations: the edge buffer around the pins' icons, not only their
 * tips. A pin stands its height above its location and half its width to each side: with the buffer on the tips
 * alone, the northernmost pin was drawn past the map's top, and was no Tab stop (see insideEdgeBuffer).
 */
export function pinPadding(buffer: number, icon: { width: number; height: number }): Padding {
  const side = buffer + Math.ceil(icon.width / 2);
  return { top: buffer + Math.ceil(icon.height), right: side, bottom: buffer, left: side };
}

/**
 * The best fit of bounds in a map of the given size: the largest zoom (a multiple of `snap`) at which the bounds
 * fit inside the map less the edge buffer, clamped to [minZoom, maxZoom], centred on the bounds' middle in
 * projected space (not the latitudes' average, which would sit off-centre on a Mercator map).
 *
 * @example
 * fitView({ south: 48, west: 2, north: 49, east: 3 }, { width: 800, height: 600 },
 *   { padding: 30, minZoom: 2, maxZoom: 18, tileSize: 256 }); // { center: …, zoom: 8 }
 */
export function fitView(bounds: Bounds, size: { width: number; height: number }, options: FitOptions): { center: LatLng; zoom: number } {
  const pad = typeof options.padding === 'number' ? { top: options.padding, right: options.padding, bottom: options.padding, left: options.padding } : options.padding;
  const sw = project({ latitude: bounds.south, longitude: bounds.west });
  const ne = project({ latitude: bounds.north, longitude: bounds.east });
  const dx = Math.abs(ne.x - sw.x);
  const dy = Math.abs(sw.y - ne.y);
  const width = Math.max(1, size.width - pad.left - pad.right);
  const height = Math.max(1, size.height - pad.top - pad.bottom);
  // A span of 0 (one place, or several at the same spot) fits at any zoom: the clamp decides.
  const zx = dx > 0 ? Math.log2(width / (dx * options.tileSize)) : Infinity;
  const zy = dy > 0 ? Math.log2(height / (dy * options.tileSize)) : Infinity;
  const snap = options.snap ?? 1;
  const raw = Math.min(zx, zy);
  const snapped = Number.isFinite(raw) ? Math.floor(raw / snap + 1e-9) * snap : options.maxZoom;
  const zoom = Math.min(options.maxZoom, Math.max(options.minZoom, snapped));
  // The bounds' middle goes to the middle of the buffered area, which is off the map's middle when the buffers differ.
  const scale = options.tileSize * 2 ** zoom;
  const center = unproject({ x: (sw.x + ne.x) / 2 + (pad.right - pad.left) / 2 / scale, y: (sw.y + ne.y) / 2 + (pad.bottom - pad.top) / 2 / scale });
  // Bounds across the antimeridian (east past 180) have their middle past it too: a longitude within -180..180 is
  // one every provider takes (Leaflet's pins are drawn on the world copy nearest it).
  return { center: { latitude: center.latitude, longitude: nearestLongitude(center.longitude, 0) }, zoom };
}
