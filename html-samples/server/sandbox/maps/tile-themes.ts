/** Colours of each fake provider's tiles (and of the sandbox Mapbox style), so screenshots show which provider drew. */
export const TILE_THEMES = {
  google: { water: '#aadaff', land: '#f5f3ee', border: '#b8b0a0' },
  bing: { water: '#a3ccff', land: '#f7f6f2', border: '#b9b3a4' },
  mapquest: { water: '#9fd0e6', land: '#f2efe9', border: '#b4a99a' },
  mapbox: { water: '#c6dbe3', land: '#f4f1ec', border: '#c3b8a8' },
} as const;
export type TileTheme = keyof typeof TILE_THEMES;
