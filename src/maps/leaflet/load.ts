import { backgroundTask } from '../../loader/background-task';
import { loadOnce } from '../../loader/load-once';
import { nextTask } from '../../loader/yield';

export type Leaflet = typeof import('leaflet');

export type WorldPaths = { land: Path2D; borders: Path2D };
export type UsPaths = { nation: Path2D; borders: Path2D };

/**
 * Leaflet (the part the maps use, src/maps/leaflet/leaflet-core.ts), loaded once per page however many maps use it.
 * It is built from Leaflet's modules, not its UMD file: it never sets `window.L`, so a host page's own Leaflet (or
 * MapQuest.js's) stays the page's.
 */
export const loadLeaflet = loadOnce(() =>
  import('leaflet').then(async (mod) => {
    // Evaluating Leaflet is one long task already; building the first map waits for the next one.
    await nextTask();
    return mod.default as unknown as Leaflet;
  }),
);

/** Leaflet with its tile layers (`L.tileLayer`): a module of their own, see leaflet-tiles.ts. */
export const loadTiles = loadOnce(() => import('./leaflet-tiles').then((mod) => mod.default as unknown as Leaflet));

/**
 * Leaflet with leaflet.markercluster added (also once per page). The plugin is bundled with its `L` bound to our
 * Leaflet (html-samples/tools/leaflet-plugin-scope.ts), so it extends ours and the page's `window.L` is not involved.
 */
export const loadMarkerCluster = loadOnce(() =>
  loadLeaflet().then(async (L) => {
    await import('leaflet.markercluster');
    return L;
  }),
);

/**
 * The in-view layer (clusters from the cluster source, drawn for the view): only maps with a points file, a large set
 * or the search screen's cluster rule use it, so a location page's few pins never download it. Those maps ask for it
 * early (the warm-up, the map's creation), beside Leaflet.
 */
export const loadViewLayer = loadOnce(() => import('./view-layer'));

/**
 * BaseMap's world shapes (a lazy chunk, prepared at build time), traced once per page into canvas paths every BaseMap
 * shares, in a background task: the land under the pins can wait a frame, the pins and input cannot (a
 * `scheduler.yield` here would run ahead of the worker's first clusters).
 */
export const loadWorld = loadOnce(() =>
  import('../atlas/world').then(async ({ worldPaths }): Promise<WorldPaths> => {
    await backgroundTask();
    return worldPaths();
  }),
);

/** BaseMap's finer US outline and state lines (a lazy chunk), loaded and traced once per page in background tasks. */
export const loadUs = loadOnce(() =>
  backgroundTask()
    .then(() => import('../atlas/us-states'))
    .then(async ({ usPaths }): Promise<UsPaths> => {
      await backgroundTask();
      return usPaths();
    }),
);
