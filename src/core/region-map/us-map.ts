/**
 * The US states map of the region map (spec §9): a canvas 900 wide and about 589 high, an Albers projection with
 * central meridian -100, and two insets, Alaska 220 wide and Hawaii 80 wide, in the space below the south-west.
 */
export const US_MAP = { width: 900, height: 589, alaskaWidth: 220, hawaiiWidth: 80, margin: 4 } as const;
