/// <reference types="bingmaps" />
import { defineBackdrop } from '../backdrop';
import { defineBingClustering } from './clustering';
import { defineBingCore } from './core';
import { defineBingMap } from './map';
import { defineBingPinElements } from './pins';

/**
 * A fake Microsoft.Maps (Bing Maps V8) for jsdom unit tests and the sandbox's /sandbox/maps/bing/mapcontrol script:
 * Map, Location, LocationRect, Point, PixelReference, Events, Layer, Pushpin, loadModule and the Clustering module.
 * Key 'bad-key' shows Bing's "Invalid Credentials" banner (Bing V8 reports no key failure to the page); getCredentials
 * answers with that key, which the sandbox's REST service refuses.
 */
export const FAKE_BING_PARTS = { core: defineBingCore, map: defineBingMap, pins: defineBingPinElements, clustering: defineBingClustering, backdrop: defineBackdrop };

/** SELF-CONTAINED like the parts: the sandbox serializes it with them. */
export function installFakeBing(win: Window, tileUrl: string | null, parts: typeof FAKE_BING_PARTS) {
  const core = parts.core();
  const ns: Record<string, unknown> = { ...core, ...parts.map(core, win, tileUrl, parts.backdrop(win), parts.pins(core, win)) };
  ns.loadModule = (name: string, options?: (() => void) | { callback?: () => void; errorCallback?: () => void }) => {
    const callback = typeof options === 'function' ? options : options?.callback;
    const errorCallback = typeof options === 'function' ? undefined : options?.errorCallback;
    setTimeout(() => {
      if (name !== 'Microsoft.Maps.Clustering') return errorCallback?.();
      if (!ns.ClusterLayer) Object.assign(ns, parts.clustering(core));
      callback?.();
    }, 0);
  };
  (win as Window & { Microsoft?: { Maps: unknown } }).Microsoft = { Maps: ns };
  return ns;
}

export function installFakeBingMaps(win: Window = window): typeof Microsoft.Maps {
  // The fake implements the part of Microsoft.Maps the adapter calls, not the whole namespace the types describe.
  return installFakeBing(win, null, FAKE_BING_PARTS) as unknown as typeof Microsoft.Maps;
}

export function uninstallFakeBingMaps(win: Window = window): void {
  delete (win as Window & { Microsoft?: unknown }).Microsoft;
}

/** The browser script the sandbox serves; the page's callback is called asynchronously, as Bing's loader does. */
export function fakeBingScript(callback: string | null, tileUrl: string | null): string {
  const parts = `{ core: ${defineBingCore.toString()}, map: ${defineBingMap.toString()}, pins: ${defineBingPinElements.toString()}, clustering: ${defineBingClustering.toString()}, backdrop: ${defineBackdrop.toString()} }`;
  const call = callback ? `setTimeout(function () { window[${JSON.stringify(callback)}](); }, 0);` : '';
  return `(function () {\nvar __name = function (target) { return target; };\n(${installFakeBing.toString()})(window, ${JSON.stringify(tileUrl)}, ${parts});\n${call}\n})();\n`;
}
