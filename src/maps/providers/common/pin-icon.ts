import { CLUSTER_SIZES, clusterDataUrl, type ClusterSize } from '../../cluster-icon';
import { checkIcon } from '../../icon-spec';
import { PIN_SIZES, pinAnchor, pinDataUrl } from '../../pins';
import type { LocationType, MapViewOptions, PinDesign, PinSize } from '../../types';

/** An icon spec that passed checkIcon with every part present: what the SDK adapters draw. */
export interface CheckedIcon {
  url: string;
  scaledSize: { width: number; height: number };
  anchor: { x: number; y: number };
}

const pins = new Map<string, CheckedIcon>();
const clusters = new Map<string, CheckedIcon>();

/** The generated SVG pin of a location type at its scaled size, anchored at its tip (cached: the URLs are long). */
export function pinIcon(type: LocationType, design: PinDesign, size: PinSize, selected = false): CheckedIcon {
  const key = `${type}|${design}|${size}|${selected ? 1 : 0}`;
  let icon = pins.get(key);
  if (!icon) {
    const [x, y] = pinAnchor(size);
    icon = { url: pinDataUrl(type, design, size, selected), scaledSize: { ...PIN_SIZES[size] }, anchor: { x, y } };
    checkIcon(icon);
    pins.set(key, icon);
  }
  return icon;
}

export const clusterSizeOf = (view: MapViewOptions): ClusterSize => view.clusterSize ?? (view.pinSize === 'search' ? 'search' : 'default');

/** The cluster pin with its count, anchored at its tip like the pins. */
export function clusterIcon(count: number, size: ClusterSize): CheckedIcon {
  const key = `${count}|${size}`;
  let icon = clusters.get(key);
  if (!icon) {
    const { width, height } = CLUSTER_SIZES[size];
    icon = { url: clusterDataUrl(count, size), scaledSize: { width, height }, anchor: { x: width / 2, y: height } };
    checkIcon(icon);
    // Counts vary without bound on big maps: keep the cache small.
    if (clusters.size > 1000) clusters.clear();
    clusters.set(key, icon);
  }
  return icon;
}
