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

/** A credential the provider cannot start without: the value, or the provider's own error when it is missing. */
export function requireCredential(value: string, missing: string): string {
  if (!value) throw new Error(missing);
  return value;
}
