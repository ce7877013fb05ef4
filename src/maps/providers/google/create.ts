import { endpoints } from '../../../services/endpoints';
import { failureSink } from '../common/failure';
import type { AdapterContext, MapAdapter, MapViewOptions } from '../../types';
import { createGoogleAdapter } from './adapter';
import { googleAuthFailed, watchGoogleAuth } from './auth';
import { googleScriptUrl, loadGoogleMaps, type GoogleAuth } from './load';

/**
 * Loads the Maps JavaScript API (once per page) and builds the adapter. Rejects when the script fails, times out, or
 * Google already rejected the page's key; a rejection that arrives later (gm_authFailure fires once the map exists)
 * goes to context.onFailure. Either way the widget falls back to BaseMap.
 */
export async function createGoogleMap(
  provider: 'Google' | 'Google-Free',
  auth: GoogleAuth,
  container: HTMLElement,
  view: MapViewOptions,
  context: AdapterContext,
): Promise<MapAdapter> {
  const what = auth.kind === 'key' ? 'API key (apiID)' : 'client id (apiID)';
  if (!(auth.kind === 'key' ? auth.key : auth.client)) throw new Error(`[locator] ${provider} map: no ${what} in the configuration`);
  if (googleAuthFailed()) throw new Error(`[locator] ${provider} map: Google rejected the ${what} earlier on this page`);
  const url = googleScriptUrl(endpoints().googleMapsApi, auth, {
    version: context.sdk?.version,
    libraries: context.sdk?.libraries,
    language: view.language,
  });
  const api = await loadGoogleMaps(url, context.signal);
  context.signal.throwIfAborted();
  const fail = failureSink(context.onFailure);
  const unwatch = watchGoogleAuth(() => fail(new Error(`[locator] ${provider} map: Google rejected the ${what} (gm_authFailure)`)));
  const adapter = createGoogleAdapter(api, container, view, context, provider);
  return {
    ...adapter,
    destroy() {
      unwatch();
      adapter.destroy();
    },
  };
}
