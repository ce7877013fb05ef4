import type * as Leaf from 'leaflet';
import type { MapViewOptions } from '../../types';

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

/** Leaflet's default attribution prefix carries a flag image; a plain link says the same. */
export function plainPrefix(map: Leaf.Map): void {
  map.attributionControl?.setPrefix('<a href="https://leafletjs.com/">Leaflet</a>');
}
