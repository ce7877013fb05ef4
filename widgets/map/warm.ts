import { clusterRule } from '../../src/core/map/constants';
import { configBlocks, JSON_TYPES } from '../../src/loader/schema';
import { clusterOptionsOf } from '../../src/maps/cluster/core';
import { loadPointsEarly } from '../../src/maps/cluster/early';
import { loadLeaflet, loadMarkerCluster } from '../../src/maps/leaflet/load';
import { providerLoader } from '../../src/maps/providers/index';

/** Providers drawn on Leaflet with raster tiles (and leaflet.markercluster): see providers/leaflet-family/raster.ts. */
const RASTER_FAMILY = new Set(['MapQuest Leaflet', 'Mapbox']);

export interface MapPeek {
  provider: string;
  pointsUrl: string | null;
  searchScreen: boolean;
}

/**
 * The map's warm-up, which the loader starts beside the widget's own code (and React): what the map needs right after
 * it mounts starts loading now instead of after the mount. That is its provider's code, Leaflet, BaseMap's world
 * shapes, and a points file, loaded and indexed in the cluster worker (claimed by the map, see preloadPoints).
 * It only peeks at the configuration and reports nothing: the widget's own parse reports every problem, and a block
 * it cannot read warms nothing.
 */
export default function warmMap(element: Element): void {
  const config = peekMapConfig(element);
  const load = config && providerLoader(config.provider);
  if (!config || !load) return;
  load().catch(() => {});
  if (RASTER_FAMILY.has(config.provider)) loadMarkerCluster().catch(() => {});
  if (config.provider !== 'BaseMap') return;
  loadLeaflet().catch(() => {});
  import('../../src/maps/atlas/world').catch(() => {});
  if (config.pointsUrl) {
    const viewport = { width: element.clientWidth, height: element.clientHeight };
    loadPointsEarly(config.pointsUrl, clusterOptionsOf(clusterRule(config.searchScreen)), viewport.width && viewport.height ? viewport : undefined);
  }
}

/** The few settings the warm-up needs, read as parseMapConfig reads them; null where the widget would be skipped. */
export function peekMapConfig(element: Element): MapPeek | null {
  if (element.id && element.ownerDocument.getElementById(element.id) !== element) return null;
  const blocks = configBlocks(element);
  if (blocks.length > 1) return null;
  let config: unknown = {};
  if (blocks[0]) {
    if (!(JSON_TYPES as readonly string[]).includes((blocks[0].getAttribute('type') ?? '').toLowerCase())) return null;
    try {
      const json: unknown = JSON.parse(blocks[0].textContent ?? '');
      config = json && typeof json === 'object' ? ((json as { config?: unknown }).config ?? {}) : null;
    } catch {
      return null;
    }
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) return null;
  const { provider: given, pointsUrl, searchScreen, resultsGroup } = config as Record<string, unknown>;
  // As the config readers do, null is the same as absent.
  const provider = given ?? 'BaseMap';
  if (typeof provider !== 'string') return null;
  return {
    provider,
    pointsUrl: typeof pointsUrl === 'string' && pointsUrl ? pointsUrl : null,
    searchScreen: searchScreen === true || (typeof resultsGroup === 'string' && resultsGroup !== ''),
  };
}
