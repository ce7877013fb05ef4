import type { AdapterContext, AdapterFactory, MapAdapter, MapViewOptions, ScriptView } from '../../types';

/**
 * A factory whose SDK loads in a step of its own, which the widget may take before the map has a place to be drawn
 * (AdapterFactory.loadScripts). `scripts` checks the key material and loads the SDK (once per page: see
 * script-loader), then `build` draws the map with what it resolved to.
 */
export function withScripts<Sdk>(
  scripts: (view: ScriptView, context: AdapterContext) => Promise<Sdk>,
  build: (sdk: Sdk, container: HTMLElement, view: MapViewOptions, context: AdapterContext) => MapAdapter | Promise<MapAdapter>,
): AdapterFactory {
  const factory: AdapterFactory = async (container, view, context) => {
    const sdk = await scripts(view, context);
    context.signal.throwIfAborted();
    return build(sdk, container, view, context);
  };
  factory.loadScripts = async (view, context) => {
    await scripts(view, context);
  };
  return factory;
}

/**
 * The apiID a provider cannot start without (its key, or Mapbox's access token), checked in the step before the build
 * so a map without one says BaseMap in data-loaded.
 */
export function apiIdOf(context: AdapterContext, provider: string, what: 'key' | 'access token' = 'key'): string {
  const value = context.credentials.apiId;
  if (!value) throw new Error(`[locator] ${provider} map: no ${what} (apiID) in the configuration`);
  return value;
}
