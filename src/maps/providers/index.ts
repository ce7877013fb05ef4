import { loadLeaflet, loadMarkerCluster, loadTiles } from '../leaflet/load';
import { loadMapboxGl } from './mapbox-gl/load';
import type { AdapterFactory, ProviderName } from '../types';

/** Resolves to a provider's factory, loading its code (and through it, its SDK) on first use only. */
export type ProviderLoader = () => Promise<AdapterFactory>;

/**
 * Starts the shared code a provider's file will ask for (each loaded once per page) together with that file, so
 * neither waits for the other. The file awaits them itself; a failure is handled there.
 */
function alongside<T>(file: Promise<T>, ...shared: Promise<unknown>[]): Promise<T> {
  for (const load of shared) load.catch(() => {});
  return file;
}

/**
 * Provider name -> lazy import of its adapter file (with the shared code it needs). One line per provider; a provider
 * without a line here has no factory: maps naming it are skipped with `[locator] map#id: no map factory for provider "X"`.
 */
export const PROVIDER_LOADERS: Partial<Record<ProviderName, ProviderLoader>> = {
  // BaseMap's world shapes are not among them: a BaseMap opening closer than they are drawn
  // (a location page's) never needs them (see base-shapes.ts).
  BaseMap: () => alongside(import('./base-map'), loadLeaflet()).then((m) => m.createBaseMap),
  Google: () => import('./google').then((m) => m.createMap),
  'Google-Free': () => import('./google-free').then((m) => m.createMap),
  Bing: () => import('./bing').then((m) => m.createMap),
  MapQuest: () => import('./mapquest').then((m) => m.createMap),
  'MapQuest Leaflet': () => alongside(import('./mapquest-leaflet'), loadMarkerCluster(), loadTiles()).then((m) => m.createMap),
  Mapbox: () => alongside(import('./mapbox'), loadMarkerCluster(), loadTiles()).then((m) => m.createMap),
  MapboxGL: () => alongside(import('./mapbox-gl'), loadMapboxGl()).then((m) => m.createMap),
};

export function providerLoader(name: string): ProviderLoader | undefined {
  return Object.hasOwn(PROVIDER_LOADERS, name) ? PROVIDER_LOADERS[name as ProviderName] : undefined;
}
