import type * as Leaf from 'leaflet';
import { insideEdgeBuffer } from '../../core/map/edge';

/**
 * Only a marker (pin or cluster) wholly inside the map's edge buffer is a Tab stop (see insideEdgeBuffer), kept so as
 * the map moves and the marker moves (a cluster's pins spreading to their places). Once per marker; returns the check.
 */
export function tabStopInView(map: Leaf.Map, marker: Leaf.Marker): () => void {
  const reachable = () => {
    const element = marker.getElement();
    if (!element) return;
    // A leaflet.markercluster cluster is its own icon option: the icon it made for its count is `_iconObj`.
    const icon = (marker as Leaf.Marker & { _iconObj?: Leaf.Icon })._iconObj ?? marker.options.icon!;
    const { iconSize = [0, 0], iconAnchor = [0, 0] } = icon.options as { iconSize?: Leaf.PointTuple; iconAnchor?: Leaf.PointTuple };
    const corner = map.latLngToContainerPoint(marker.getLatLng()).subtract(iconAnchor);
    const size = map.getSize();
    element.tabIndex = insideEdgeBuffer({ x: corner.x, y: corner.y, width: iconSize[0], height: iconSize[1] }, size.x, size.y) ? 0 : -1;
  };
  const watch = () => {
    reachable();
    map.on('moveend resize', reachable);
  };
  marker.on('add', watch);
  marker.on('move', reachable);
  marker.on('remove', () => map.off('moveend resize', reachable));
  // Already on the map (a cluster whose icon is made once it is shown).
  if (marker.getElement()) watch();
  // Judged again on demand: a cluster given a new icon (its count changed) has a new element, a Tab stop by default.
  return reachable;
}
