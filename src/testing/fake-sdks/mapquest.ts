import type * as Leaf from 'leaflet';

interface LeafletLike {
  map(element: HTMLElement | string, options?: Leaf.MapOptions): Leaf.Map;
  tileLayer(url: string, options?: Leaf.TileLayerOptions): Leaf.TileLayer;
  mapquest?: unknown;
}

/**
 * The fake MapQuest.js plugin over a real Leaflet (MapQuest.js itself is a Leaflet build plus L.mapquest):
 * `L.mapquest.key`, `L.mapquest.map(element, options)` (refuses to work without a key, as MapQuest.js does) and
 * `L.mapquest.tileLayer(style)` over the sandbox's MapQuest tiles with the key. The sandbox serves it after leaflet.js.
 *
 * SELF-CONTAINED: served as browser script text (html-samples/server/sandbox/maps/scripts.ts).
 */
export function mapquestShim(L: LeafletLike, tileTemplate: string): void {
  const mapquest = {
    key: '',
    map(element: HTMLElement | string, options?: Leaf.MapOptions): Leaf.Map {
      if (!mapquest.key) throw new Error('MapQuest.js: set L.mapquest.key before creating a map');
      return L.map(element, options);
    },
    tileLayer(style: string): Leaf.TileLayer {
      const url = `${tileTemplate.replace('/vivid/', `/${style === 'map' ? 'vivid' : style}/`)}?key=${encodeURIComponent(mapquest.key)}`;
      return L.tileLayer(url, { tileSize: 256, attribution: '© MapQuest, © OpenStreetMap contributors (sandbox)' });
    },
  };
  L.mapquest = mapquest;
}

/** For jsdom tests: a MapQuest `L` on window, built on a copy of the given Leaflet (which stays untouched). */
export function installFakeMapQuest(win: Window, leaflet: LeafletLike, tileTemplate = 'https://tiles.example/vivid/{z}/{x}/{y}/256/png'): LeafletLike {
  const L = Object.create(leaflet as object) as LeafletLike;
  mapquestShim(L, tileTemplate);
  (win as Window & { L?: unknown }).L = L;
  return L;
}
