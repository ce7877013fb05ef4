import { endpoints } from '../../services/endpoints';
import { createBingAdapter } from './bing/adapter';
import { bingKeyRefused } from './bing/key-check';
import { bingScriptUrl, loadBing, loadClustering } from './bing/load';
import { apiIdOf, withScripts } from './common/with-scripts';

/**
 * Bing Maps V8 with its Clustering module; key from config apiID. At most 100 pins are drawn: the first 100 in list
 * order (the search screen lists nearest first, so those are the nearest). See docs/widgets/map-providers.md.
 */
export const createMap = withScripts(
  async (view, context) => {
    const key = apiIdOf(context, 'Bing');
    if (bingKeyRefused(key)) throw new Error('[locator] Bing map: Bing rejected the key (apiID) earlier on this page');
    const api = await loadBing(bingScriptUrl(endpoints().bingMapsApi, key, view.language), context.signal);
    if (view.cluster) await loadClustering(api, context.signal);
    return api;
  },
  (api, container, view, context) => createBingAdapter(api, container, view, context, endpoints().bingRest),
);
