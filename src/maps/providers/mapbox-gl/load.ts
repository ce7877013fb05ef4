import type mapboxgl from 'mapbox-gl';
import { loadOnce } from '../../../loader/load-once';

export type MapboxGl = typeof mapboxgl;

/**
 * mapbox-gl's CSP build, in its own lazy chunk, with its worker served from our folder as a plain file (no Blob
 * worker: pages with a strict Content-Security-Policy keep working). Loaded once per page.
 */
export const loadMapboxGl = loadOnce(() =>
  Promise.all([import('mapbox-gl/dist/mapbox-gl-csp.js'), import('mapbox-gl/dist/mapbox-gl-csp-worker.js?url')]).then(([mod, worker]) => {
    const gl = ((mod as { default?: MapboxGl }).default ?? mod) as MapboxGl;
    gl.workerUrl = worker.default;
    return gl;
  }),
);

/**
 * Where mapbox:// URLs (styles, tiles, glyphs) and the telemetry go. mapbox-gl derives its events endpoint from
 * API_URL and sends nothing when that is not api.mapbox.com (or .cn): a page pointing at its own proxy or, in the
 * samples, at the sandbox makes no request to Mapbox at all. The access token is each map's own (its `accessToken`
 * option): the global one is read at each request, so two maps of two accounts would both use the last one set.
 */
export function configureMapboxGl(gl: MapboxGl, apiUrl: string): void {
  gl.config.API_URL = apiUrl;
}
