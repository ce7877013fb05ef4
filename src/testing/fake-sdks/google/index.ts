import type { GoogleMapsApi } from '../../../maps/providers/google/sdk-types';
import { defineBackdrop } from '../backdrop';
import { defineGoogleCore } from './core';
import { defineGoogleMap } from './map';
import { defineGoogleMarker } from './marker';
import { defineGoogleOverlay } from './overlay';

/**
 * A fake google.maps for jsdom unit tests and for the sandbox's /sandbox/maps/google/js script: the same code in both.
 * It implements what the adapter and @googlemaps/markerclusterer use (Map, Marker, LatLng, LatLngBounds, Size, Point,
 * OverlayView with a projection, event) and draws pins as DOM elements with a simple Web Mercator projection.
 * Key 'bad-key' (or client 'bad-client') calls window.gm_authFailure once a map exists, as Google does.
 */
export const FAKE_GOOGLE_PARTS = { core: defineGoogleCore, map: defineGoogleMap, overlay: defineGoogleOverlay, marker: defineGoogleMarker, backdrop: defineBackdrop };

/** SELF-CONTAINED like the parts: the sandbox serializes it with them. */
export function installFakeGoogle(win: Window, query: string, tileUrl: string | null, parts: typeof FAKE_GOOGLE_PARTS) {
  const params = new URLSearchParams(query);
  const authFails = params.get('key') === 'bad-key' || params.get('client') === 'bad-client';
  const core = parts.core();
  const map = parts.map(core, win, { authFails, tileUrl }, parts.backdrop(win));
  const overlay = parts.overlay();
  const marker = parts.marker(core, map, win);
  const maps = { ...core, ...map, ...overlay, ...marker, version: `${params.get('v') ?? 'weekly'}-sandbox` };
  (win as Window & { google?: { maps: typeof maps } }).google = { maps };
  return maps;
}

export type FakeGoogleMaps = ReturnType<typeof installFakeGoogle>;

/** Installs the fake on a window (jsdom) and returns it, typed as the adapter sees it and as the fake itself. */
export function installFakeGoogleMaps(win: Window = window, query = 'v=3.31&key=test-key'): { api: GoogleMapsApi; fake: FakeGoogleMaps } {
  const fake = installFakeGoogle(win, query, null, FAKE_GOOGLE_PARTS);
  // The fake's Marker and OverlayView need the fake Map's internals where the API types say any google.maps.Map;
  // at run time they only ever get the fake's own maps.
  const api = fake as unknown as GoogleMapsApi;
  return { api, fake };
}

export function uninstallFakeGoogleMaps(win: Window = window): void {
  const host = win as Window & { google?: unknown; gm_authFailure?: unknown };
  delete host.google;
  // A page's declared function is a property that cannot be deleted: it stays.
  if (Object.getOwnPropertyDescriptor(host, 'gm_authFailure')?.configurable !== false) delete host.gm_authFailure;
}

/**
 * The browser script the sandbox serves: the parts' source text, installed as window.google, then the page's callback
 * called asynchronously, as Google's loader does. `__name` is the helper tsx's transform inserts into function bodies.
 */
export function fakeGoogleScript(query: string, callback: string | null, tileUrl: string | null): string {
  const parts = `{ core: ${defineGoogleCore.toString()}, map: ${defineGoogleMap.toString()}, overlay: ${defineGoogleOverlay.toString()}, marker: ${defineGoogleMarker.toString()}, backdrop: ${defineBackdrop.toString()} }`;
  const call = callback ? `setTimeout(function () { window[${JSON.stringify(callback)}](); }, 0);` : '';
  return `(function () {\nvar __name = function (target) { return target; };\n(${installFakeGoogle.toString()})(window, ${JSON.stringify(query)}, ${JSON.stringify(tileUrl)}, ${parts});\n${call}\n})();\n`;
}
