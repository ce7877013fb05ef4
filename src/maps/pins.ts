import type { LocationType, PinDesign, PinSize } from './types';
import { languageOf } from '../core/locale';

/** Pin sizes in CSS pixels (spec §9). */
export const PIN_SIZES: Record<PinSize, { width: number; height: number }> = {
  default: { width: 28, height: 38 },
  compact: { width: 26, height: 37 },
  search: { width: 38.7, height: 39.8 },
};

/** The pin size a provider draws: Bing's are the 26x37 'compact' size (spec §9), except on the search screen. */
export function providerPinSize(provider: string, size: PinSize): PinSize {
  return provider === 'Bing' && size === 'default' ? 'compact' : size;
}

export const COLORS = {
  darkBlue: '#1d3c6e',
  lightBlue: '#4a90c8',
  yellow: '#f2c230',
  red: '#c62828',
  selected: '#1b1b1f',
} as const;

interface PinStyle {
  fill: string;
  striped: boolean;
}

const LEGACY: Record<LocationType, PinStyle> = {
  succursale: { fill: COLORS.darkBlue, striped: false },
  COAF: { fill: COLORS.darkBlue, striped: false },
  franchise: { fill: COLORS.darkBlue, striped: false },
  monomarque: { fill: COLORS.darkBlue, striped: false },
  concession: { fill: COLORS.yellow, striped: false },
  corner: { fill: COLORS.yellow, striped: false },
  MU: { fill: COLORS.red, striped: false },
  multimarque: { fill: COLORS.lightBlue, striped: true },
};

const CURRENT: Record<LocationType, PinStyle> = {
  succursale: { fill: COLORS.darkBlue, striped: false },
  COAF: { fill: COLORS.lightBlue, striped: true },
  franchise: { fill: COLORS.lightBlue, striped: true },
  monomarque: { fill: COLORS.lightBlue, striped: true },
  concession: { fill: COLORS.lightBlue, striped: true },
  corner: { fill: COLORS.lightBlue, striped: true },
  MU: { fill: COLORS.red, striped: false },
  multimarque: { fill: COLORS.lightBlue, striped: true },
};

/** The Japanese locale keeps the legacy pin design (spec §9): every page in Japanese (ja, ja_JP), like the map's centre. */
export function pinDesignFor(locale: string): PinDesign {
  return languageOf(locale) === 'ja' ? 'legacy' : 'current';
}

export function pinStyle(type: LocationType, design: PinDesign, selected: boolean): PinStyle {
  const style = (design === 'legacy' ? LEGACY : CURRENT)[type];
  return selected ? { fill: COLORS.selected, striped: style.striped } : style;
}

/** The teardrop outline of every pin and cluster pin, in a 28x38 viewBox. */
export const PIN_PATH = 'M14 1C6.8 1 1 6.7 1 13.8c0 9.6 11.2 21.7 12.2 22.9a1.1 1.1 0 0 0 1.6 0C15.8 35.5 27 23.4 27 13.8 27 6.7 21.2 1 14 1z';

/**
 * The pin as an SVG document: a teardrop drawn in a 28x38 viewBox and scaled to the requested size, so it stays sharp
 * at any pixel ratio. Stripes are a diagonal pattern over the fill.
 */
export function pinSvg(type: LocationType, design: PinDesign, size: PinSize = 'default', selected = false): string {
  const { width, height } = PIN_SIZES[size];
  const { fill, striped } = pinStyle(type, design, selected);
  const stripes = striped
    ? `<defs><pattern id="s" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#fff" fill-opacity=".45"/></pattern></defs>`
    : '';
  // Selected is more than a darker fill (1.6:1 against the dark blue pin): a bullseye in place of the dot and a wider
  // outline, a change of shape that reads without colour.
  const mark = selected ? `<circle cx="14" cy="13.8" r="6.4" fill="#fff"/><circle cx="14" cy="13.8" r="3" fill="${fill}"/>` : `<circle cx="14" cy="13.8" r="4.6" fill="#fff"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 28 38">${stripes}` +
    `<path d="${PIN_PATH}" fill="${fill}" stroke="#fff" stroke-width="${selected ? 2.4 : 1.5}"/>` +
    (striped ? `<path d="${PIN_PATH}" fill="url(#s)"/>` : '') +
    `${mark}</svg>`
  );
}

export function pinDataUrl(type: LocationType, design: PinDesign, size: PinSize = 'default', selected = false): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg(type, design, size, selected))}`;
}

/** The anchor: the tip of the teardrop, bottom centre. */
export function pinAnchor(size: PinSize): [number, number] {
  const { width, height } = PIN_SIZES[size];
  return [width / 2, height];
}
