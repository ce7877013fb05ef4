import type { AdapterFactory, ProviderName } from '../types';

/** Resolves to a provider's factory, loading its code (and through it, its SDK) on first use only. */
export type ProviderLoader = () => Promise<AdapterFactory>;

/**
 * Provider name -> lazy import of its adapter file. One line per provider; a provider without a line here has no
 * factory: maps naming it are skipped with `[locator] map#id: no map factory for provider "X"`.
 */
export const PROVIDER_LOADERS: Partial<Record<ProviderName, ProviderLoader>> = {
  BaseMap: () => import('./base-map').then((m) => m.createBaseMap),
  Google: () => import('./google').then((m) => m.createMap),
  'Google-Free': () => import('./google-free').then((m) => m.createMap),
  Bing: () => import('./bing').then((m) => m.createMap),
  MapQuest: () => import('./mapquest').then((m) => m.createMap),
  'MapQuest Leaflet': () => import('./mapquest-leaflet').then((m) => m.createMap),
  Mapbox: () => import('./mapbox').then((m) => m.createMap),
  MapboxGL: () => import('./mapbox-gl').then((m) => m.createMap),
};

export function providerLoader(name: string): ProviderLoader | undefined {
  return Object.hasOwn(PROVIDER_LOADERS, name) ? PROVIDER_LOADERS[name as ProviderName] : undefined;
}
