import type * as Leaf from 'leaflet';
import type { MapLabels, MapViewOptions } from '../../types';

const prefersReducedMotion = (): boolean => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The L.map options every Leaflet-family provider shares, BaseMap included. For a visitor who asks for reduced motion,
 * Leaflet's zoom, fade and marker animations are off: a zoom jumps to its level instead of gliding.
 */
export function leafletMapOptions(view: MapViewOptions, reduceMotion = prefersReducedMotion()): Leaf.MapOptions {
  return {
    ...(reduceMotion && { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false }),
    center: [view.center.latitude, view.center.longitude],
    zoom: view.zoom,
    minZoom: view.minZoom,
    maxZoom: view.maxZoom,
    zoomControl: !view.disableControls,
    zoomSnap: 1,
    attributionControl: true,
  };
}

/**
 * The controls Leaflet draws, made ours: a plain attribution prefix (Leaflet's carries a flag image; a plain link says
 * the same), and zoom buttons named in the page's language (Leaflet names them in English, title and accessible name).
 */
export function ownControls(map: Leaf.Map, labels: Partial<MapLabels> | undefined): void {
  map.attributionControl?.setPrefix('<a href="https://leafletjs.com/">Leaflet</a>');
  const zoom = map.zoomControl?.getContainer();
  for (const [button, name] of [
    ['in', labels?.zoomIn],
    ['out', labels?.zoomOut],
  ] as const) {
    const element = name && zoom?.querySelector(`.leaflet-control-zoom-${button}`);
    if (!element) continue;
    element.setAttribute('title', name);
    element.setAttribute('aria-label', name);
  }
}
