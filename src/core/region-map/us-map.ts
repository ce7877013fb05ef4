import { US_STATES } from '../us-states';

/**
 * The US states map of the region map (spec §9): a canvas 900 wide and about 589 high, an Albers projection with
 * central meridian -100, and two insets, Alaska 220 wide and Hawaii 80 wide, in the space below the south-west.
 */
export const US_MAP = { width: 900, height: 589, alaskaWidth: 220, hawaiiWidth: 80, margin: 4 } as const;

/** The regions it draws, as ISO 3166-2 codes: the 50 states and DC; the insets have no room for the territories. */
export const US_MAP_DRAWN: ReadonlySet<string> = new Set(
  Object.keys(US_STATES)
    .filter((code) => !['PR', 'AS', 'GU', 'MP', 'VI', 'UM'].includes(code))
    .map((code) => `US-${code}`),
);
