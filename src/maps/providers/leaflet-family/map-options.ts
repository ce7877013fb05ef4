import type * as Leaf from 'leaflet';
import type { MapLabels, MapViewOptions } from '../../types';

const prefersReducedMotion = (): boolean => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The L.map options every Leaflet-family provider shares, BaseMap included. For a visitor who asks for reduced motion,
 * Leaflet's zoom, fade and marker animations are off, and so is the glide after a drag (inertia): a zoom jumps to its
 * level, and a dragged map stops where it is let go.
 */
export function leafletMapOptions(view: MapViewOptions, reduceMotion = prefersReducedMotion()): Leaf.MapOptions {
  return {
    ...(reduceMotion && { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false }),
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
 * the same), and zoom buttons named in the page's language (Leaflet names them in English, title and accessible name)
 * that Space presses too, as it does a button (they are links with the button role). The surface Leaflet makes a Tab
 * stop (arrows pan, plus and minus zoom) is named as the map's region and is an application, so that a screen reader
 * gives it those keys instead of reading on with them (it was a stop with no name and no role).
 */
export function ownControls(map: Leaf.Map, labels: Partial<MapLabels> | undefined): void {
  map.attributionControl?.setPrefix('<a href="https://leafletjs.com/">Leaflet</a>');
  const surface = map.getContainer();
  const name = surface.parentElement?.closest('[aria-label]')?.getAttribute('aria-label');
  if (surface.tabIndex >= 0 && name) {
    surface.setAttribute('role', 'application');
    surface.setAttribute('aria-label', name);
  }
  const zoom = map.zoomControl?.getContainer();
  for (const [button, label] of [
    ['in', labels?.zoomIn],
    ['out', labels?.zoomOut],
  ] as const) {
    const element = zoom?.querySelector<HTMLElement>(`.leaflet-control-zoom-${button}`);
    if (!element) continue;
    element.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      // Not the page's scroll: the button's press.
      event.preventDefault();
      element.click();
    });
    if (!label) continue;
    element.setAttribute('title', label);
    element.setAttribute('aria-label', label);
  }
}
