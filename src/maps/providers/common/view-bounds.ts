import { unproject, worldPixel } from '../../../core/map/mercator';
import type { Bounds, LatLng } from '../../types';

/** The bounds a viewport of `size` shows around `center` at `zoom`, for SDKs that have none yet (before first render). */
export function viewBounds(center: LatLng, zoom: number, size: { width: number; height: number }, tileSize = 256): Bounds {
  const scale = tileSize * 2 ** zoom;
  const c = worldPixel(center, zoom, tileSize);
  const nw = unproject({ x: (c.x - size.width / 2) / scale, y: (c.y - size.height / 2) / scale });
  const se = unproject({ x: (c.x + size.width / 2) / scale, y: (c.y + size.height / 2) / scale });
  return { north: nw.latitude, west: nw.longitude, south: se.latitude, east: se.longitude };
}
