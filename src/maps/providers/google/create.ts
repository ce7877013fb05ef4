import { endpoints } from '../../../services/endpoints';
import { failureSink } from '../common/failure';
import { withScripts } from '../common/with-scripts';
import type { AdapterContext, AdapterFactory, ScriptView } from '../../types';
import { createGoogleAdapter } from './adapter';
import { googleAuthFailed, watchGoogleAuth } from './auth';
import { googleScriptUrl, loadGoogleMaps, type GoogleAuth } from './load';
import type { GoogleMapsApi } from './sdk-types';

type Provider = 'Google' | 'Google-Free';

const credentialName = (auth: GoogleAuth) => (auth.kind === 'key' ? 'API key (apiID)' : 'client id (apiID)');

/**
 * The Maps JavaScript API (loaded once per page) for one map. Rejects when the key material is missing, Google already
 * rejected the page's key, or the script fails or times out: the widget then falls back to BaseMap.
 */
function googleScripts(provider: Provider, authOf: (context: AdapterContext) => GoogleAuth) {
  return async (view: ScriptView, context: AdapterContext): Promise<GoogleMapsApi> => {
    const auth = authOf(context);
    const what = credentialName(auth);
    if (!(auth.kind === 'key' ? auth.key : auth.client)) throw new Error(`[locator] ${provider} map: no ${what} in the configuration`);
    if (googleAuthFailed()) throw new Error(`[locator] ${provider} map: Google rejected the ${what} earlier on this page`);
    const url = googleScriptUrl(endpoints().googleMapsApi, auth, {
      version: context.sdk?.version,
      libraries: context.sdk?.libraries,
      language: view.language,
    });
    return loadGoogleMaps(url, context.signal);
  };
}

/**
 * A Google map factory. A rejection of the key that arrives once the map exists (gm_authFailure) goes to
 * context.onFailure; the widget then falls back to BaseMap as it does when the script fails.
 */
export function googleFactory(provider: Provider, authOf: (context: AdapterContext) => GoogleAuth): AdapterFactory {
  return withScripts(googleScripts(provider, authOf), (api, container, view, context) => {
    const what = credentialName(authOf(context));
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
  });
}
