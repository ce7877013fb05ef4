import { COLORS, PIN_PATH } from './pins';

/** Cluster pin sizes: the search screen's 27.2x37.8 (spec §9), and the pin size elsewhere. */
export const CLUSTER_SIZES = {
  search: { width: 27.2, height: 37.8 },
  default: { width: 28, height: 38 },
} as const;
export type ClusterSize = keyof typeof CLUSTER_SIZES;

/** The count as it fits in the pin's head: 7, 42, 999, 1.2k, 12k, 120k. The accessible name keeps the full count. */
export function shortCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.floor(count / 1000)}k`;
}

/**
 * A cluster as a pin with its count in the head, drawn in a 28x38 viewBox and scaled to the size (sharp at any pixel
 * ratio). Counts that draw alike share one image (1234 and 1250 both read 1.2k); the marker element carries the
 * accessible name with the exact count.
 */
export function clusterSvg(count: number, size: ClusterSize = 'default'): string {
  const text = shortCount(count);
  const font = countFontSize(text);
  return (
    clusterPin(size) +
    `<text x="14" y="13.8" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${font}" fill="${COLORS.darkBlue}">${text}</text></svg>`
  );
}

/** The cluster pin up to its count: the outline and the white head, in an SVG document left open. */
function clusterPin(size: ClusterSize): string {
  const { width, height } = CLUSTER_SIZES[size];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 28 38">` +
    `<path d="${PIN_PATH}" fill="${COLORS.darkBlue}" stroke="#fff" stroke-width="1.5"/><circle cx="14" cy="13.8" r="10" fill="#fff"/>`
  );
}

export function clusterDataUrl(count: number, size: ClusterSize = 'default'): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clusterSvg(count, size))}`;
}

/**
 * The cluster pin without its count, for DOM markers that write the count as text over it: one image for every
 * cluster of a map. Each distinct SVG image costs the browser a document of its own, so a count per image does not
 * scale to hundreds of clusters.
 */
export function clusterBaseDataUrl(size: ClusterSize = 'default'): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`${clusterPin(size)}</svg>`)}`;
}

/** The font size of a count drawn over the cluster pin's head (28 px wide), in px at the default size. */
export function countFontSize(text: string): number {
  return text.length <= 2 ? 11 : text.length === 3 ? 9.5 : 8;
}
