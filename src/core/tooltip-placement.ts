export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The 9 places a tooltip is tried at around its anchor (spec §9: 'Tooltip placement tries 9 positions'), in order. */
export const TOOLTIP_POSITIONS = ['top', 'bottom', 'right', 'left', 'top-right', 'top-left', 'bottom-right', 'bottom-left', 'center'] as const;
export type TooltipPosition = (typeof TOOLTIP_POSITIONS)[number];

export interface Placement {
  position: TooltipPosition;
  x: number;
  y: number;
}

/** The tooltip's top-left corner at one position around the anchor, `gap` px away from it. */
function at(position: TooltipPosition, anchor: Box, tip: { width: number; height: number }, gap: number): Placement {
  const centreX = anchor.x + (anchor.width - tip.width) / 2;
  const centreY = anchor.y + (anchor.height - tip.height) / 2;
  const above = anchor.y - tip.height - gap;
  const below = anchor.y + anchor.height + gap;
  const leftOf = anchor.x - tip.width - gap;
  const rightOf = anchor.x + anchor.width + gap;
  const spots: Record<TooltipPosition, [number, number]> = {
    top: [centreX, above],
    bottom: [centreX, below],
    right: [rightOf, centreY],
    left: [leftOf, centreY],
    'top-right': [rightOf, above],
    'top-left': [leftOf, above],
    'bottom-right': [rightOf, below],
    'bottom-left': [leftOf, below],
    center: [centreX, centreY],
  };
  const [x, y] = spots[position];
  return { position, x, y };
}

/**
 * Where a tooltip goes: the first of the 9 positions at which it lies wholly within `bounds`. When none does (a tip
 * wider than its space), the first position, moved the least to stay inside as far as it can.
 */
export function placeTooltip(anchor: Box, tip: { width: number; height: number }, bounds: Box, gap = 6): Placement {
  for (const position of TOOLTIP_POSITIONS) {
    const spot = at(position, anchor, tip, gap);
    if (spot.x >= bounds.x && spot.y >= bounds.y && spot.x + tip.width <= bounds.x + bounds.width && spot.y + tip.height <= bounds.y + bounds.height) return spot;
  }
  const first = at(TOOLTIP_POSITIONS[0], anchor, tip, gap);
  const clamp = (value: number, min: number, size: number, span: number) => Math.max(min, Math.min(value, min + span - size));
  return { position: first.position, x: clamp(first.x, bounds.x, tip.width, bounds.width), y: clamp(first.y, bounds.y, tip.height, bounds.height) };
}
