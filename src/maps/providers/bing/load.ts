/// <reference types="bingmaps" />
import { loadScript } from '../../script-loader';

/** Microsoft.Maps as the bingmaps package types it. */
export type BingMaps = typeof Microsoft.Maps;

/** Bing Maps V8: `mapcontrol?callback=…&key=…` (the loader adds the unique callback), setLang for the map language. */
export function bingScriptUrl(base: string, key: string, language: string | null): string {
  const params = new URLSearchParams({ key });
  if (language) params.set('setLang', language);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

const apiOf = (): BingMaps | undefined => (window as unknown as { Microsoft?: { Maps?: BingMaps } }).Microsoft?.Maps;

export async function loadBing(url: string, signal: AbortSignal): Promise<BingMaps> {
  if (typeof apiOf()?.Map !== 'function') {
    await loadScript(url, { callbackParam: 'callback', signal, group: 'bing-maps', ready: () => typeof apiOf()?.Map === 'function' });
  }
  const api = apiOf();
  if (!api) throw new Error('[locator] Microsoft.Maps is missing after its script loaded');
  return api;
}

/** Microsoft.Maps.loadModule('Microsoft.Maps.Clustering') as a promise (the module loads once; later calls are quick). */
export function loadClustering(api: BingMaps, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    api.loadModule('Microsoft.Maps.Clustering', {
      callback: () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      errorCallback: () => {
        signal.removeEventListener('abort', onAbort);
        reject(new Error('[locator] Bing: the Clustering module failed to load'));
      },
    });
  });
}
