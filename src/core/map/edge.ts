import { MAP } from './constants';

/**
 * Whether an icon's box (its top-left corner and size, in the map's pixels) lies wholly inside the map's edge buffer,
 * where a fit puts every pin, clear of the corners' controls. Only such a pin or cluster is a Tab stop, on every
 * provider: the browser scrolls the page to a focused element before the map can pan to it, so a pin past the map's
 * edge scrolled the page away from the map. The map's keys bring the others in.
 */
export function insideEdgeBuffer(box: { x: number; y: number; width: number; height: number }, mapWidth: number, mapHeight: number): boolean {
  const edge = MAP.edgeBuffer;
  return box.x >= edge && box.y >= edge && box.x + box.width <= mapWidth - edge && box.y + box.height <= mapHeight - edge;
}
