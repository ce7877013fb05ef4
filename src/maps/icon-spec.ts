/** The spec's console message for a pin icon given without an anchor (spec §8). */
export const ICON_ANCHOR_WARNING = 'icon missing iconAnchor, pin might be mispositioned';
export const SVG_SIZE_ERROR = 'an SVG pin icon needs a scaled size';

/** A pin or cluster icon as every provider describes one: an image, its drawn size and the pixel on its position. */
export interface IconSpec {
  url: string;
  /** Drawn size in CSS px. An SVG has no intrinsic pixel size the providers agree on, so it must have one. */
  scaledSize?: { width: number; height: number };
  /** The pixel of the image that sits on the location (the tip of a pin). */
  anchor?: { x: number; y: number };
}

/**
 * Checks an icon before a provider draws it (spec §5, §8): an SVG icon without a scaled size throws; an icon without
 * an anchor logs 'icon missing iconAnchor, pin might be mispositioned' and is drawn centred by the provider.
 */
export function checkIcon(spec: IconSpec, warn: (message: string) => void = (message) => console.warn(message)): IconSpec {
  if (isSvgUrl(spec.url) && (!spec.scaledSize || !(spec.scaledSize.width > 0) || !(spec.scaledSize.height > 0))) {
    throw new Error(`[locator] ${SVG_SIZE_ERROR}: ${spec.url.slice(0, 60)}`);
  }
  // The spec's text as quoted (README: console texts).
  if (!spec.anchor) warn(ICON_ANCHOR_WARNING);
  return spec;
}

export function isSvgUrl(url: string): boolean {
  if (/^data:image\/svg\+xml[;,]/i.test(url)) return true;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.svgz?$/i.test(path);
}
