import type * as Leaf from 'leaflet';
import type { Leaflet } from '../../leaflet/load';
import { loadScript, loadStylesheet } from '../../script-loader';

/** `L` as MapQuest.js defines it: Leaflet plus L.mapquest (documented at developer.mapquest.com, MapQuest.js v1.3). */
export type MapQuestLeaflet = Leaflet & {
  mapquest: {
    key: string;
    map(element: HTMLElement | string, options: Leaf.MapOptions): Leaf.Map;
    tileLayer(style: 'map' | 'hybrid' | 'satellite' | 'light' | 'dark'): Leaf.TileLayer;
  };
};

const mapquestL = (): MapQuestLeaflet | undefined => {
  const L = (window as unknown as { L?: Partial<MapQuestLeaflet> }).L;
  return L?.mapquest ? (L as MapQuestLeaflet) : undefined;
};

/**
 * mapquest.js and mapquest.css from `base` (once per page). MapQuest.js sets the page's `window.L` to its own Leaflet:
 * we read it from there once loaded and pass it around; nothing of ours reads `L` at module scope.
 */
export async function loadMapQuest(base: string, signal: AbortSignal): Promise<MapQuestLeaflet> {
  if (!mapquestL()) {
    await Promise.all([
      loadStylesheet(`${base}/mapquest.css`),
      loadScript(`${base}/mapquest.js`, { signal, ready: () => !!mapquestL() }),
    ]);
  }
  const L = mapquestL();
  if (!L) throw new Error('[locator] L.mapquest is missing after mapquest.js loaded');
  return L;
}
