import { clusterRule } from '../../src/core/map/constants';
import { loadOnce } from '../../src/loader/load-once';
import { ATTR, configJson } from '../../src/loader/schema';
import { clusterOptionsOf } from '../../src/maps/cluster/core';
import { loadPointsEarly } from '../../src/maps/cluster/early';
import { loadTiles, loadViewLayer } from '../../src/maps/leaflet/load';
import { providerLoader } from '../../src/maps/providers/index';
import { fromCmsText, isObject } from '../../src/core/type-check';

export interface MapPeek {
  provider: string;
  pointsUrl: string | null;
  searchScreen: boolean;
  /** Joined to a results list (config.resultsGroup). */
  linked: boolean;
  /** BaseMap's raster tiles (config.tileUrl): the tile layers' code starts too. */
  tiles: boolean;
}

/** The results screen's map-list link: a chunk of its own, which a location page's map never loads. */
export const loadResultsLink = loadOnce(() => import('./results-link'));

/** How a points file's pins are drawn: a chunk of its own, which a location page's map never loads. */
export const loadShowPoints = loadOnce(() => import('./show-points'));

/**
 * The map's warm-up, which the loader starts beside the widget's own code (and React): what the map needs right after
 * it mounts starts loading now instead of after the mount: its provider's code with the shared code it needs (Leaflet:
 * see PROVIDER_LOADERS), and a points file, loaded and indexed in the cluster worker (claimed
 * by the map, see preloadPoints).
 * It only peeks at the configuration and reports nothing: the widget's own parse reports every problem, and a block
 * it cannot read warms nothing.
 */
export default function warmMap(element: Element): void {
  // Arrived after the map's own code (the loader marks the host 'loading' until it mounts): the map loads its points
  // itself, and a second download and worker started here would never be claimed.
  if (element.getAttribute(ATTR.state) !== 'loading') return;
  const config = peekMapConfig(element);
  const load = config && providerLoader(config.provider);
  if (!config || !load) return;
  // BaseMap's and MapboxGL's points file starts loading in the cluster worker now (the other providers load theirs
  // once built, Google and Bing as pins). The worker and its file are asked for before the provider's code: over
  // HTTP/1.1 a page has six connections per host, and the browser fetches a worker's script at a low priority, so
  // asked for after Leaflet's chunks it waited for every module script of the page (about 300 ms on the 10k bench
  // page) and the clusters with it.
  // A map that is not rendered (a hidden tab) is built, and claims the file, only once shown: loaded now, the file
  // would be dropped unclaimed after EARLY_POINTS_TTL_MS and loaded again then; the map loads it itself when built.
  if ((config.provider === 'BaseMap' || config.provider === 'MapboxGL') && config.pointsUrl && element.getClientRects().length > 0) {
    const viewport = { width: element.clientWidth, height: element.clientHeight };
    loadPointsEarly(config.pointsUrl, clusterOptionsOf(clusterRule(config.searchScreen)), viewport.width && viewport.height ? viewport : undefined);
  }
  load().catch(() => {});
  // The in-view layer draws a points file and the search screen's clusters (at least 5): its code starts too.
  if (config.provider === 'BaseMap' && (config.pointsUrl || config.searchScreen)) loadViewLayer().catch(() => {});
  if (config.provider === 'BaseMap' && config.tiles) loadTiles().catch(() => {});
  if (config.linked) loadResultsLink().catch(() => {});
  if (config.pointsUrl) loadShowPoints().catch(() => {});
}

/** The few settings the warm-up needs, read as parseMapConfig reads them; null where the widget would be skipped. */
export function peekMapConfig(element: Element): MapPeek | null {
  const read = configJson(element);
  if (!read.ok) return null;
  // As the config readers do: no block is an empty one, and an object is wanted at both levels.
  const top = read.json === undefined ? {} : read.json;
  const config = isObject(top) ? (top.config ?? {}) : null;
  if (!isObject(config)) return null;
  const { provider: given, pointsUrl, searchScreen, resultsGroup, tileUrl } = config;
  // As the config readers do, null or blank is the same as absent.
  if (given != null && typeof given !== 'string') return null;
  const provider = given?.trim() || 'BaseMap';
  const linked = typeof resultsGroup === 'string' && resultsGroup.trim() !== '';
  return {
    provider,
    pointsUrl: typeof pointsUrl === 'string' && pointsUrl ? pointsUrl : null,
    // "true" as a CMS export writes it, as the config readers read it: a warm-up for other cluster settings than the
    // map's would go unclaimed, and the file be loaded twice.
    searchScreen: fromCmsText(searchScreen) === true || linked,
    linked,
    tiles: typeof tileUrl === 'string' && tileUrl !== '',
  };
}
