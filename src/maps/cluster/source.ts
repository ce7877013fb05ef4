import type { Bounds } from '../types';
import type { ClusterOptions, ClusterPlace } from './core';
import { workerName } from './protocol';

export interface ClusterAnswer {
  zoom: number;
  generation: number;
  items: Float64Array;
}

export interface LoadedSet {
  count: number;
  bounds: Bounds | null;
}

/** Where the in-view layer gets its clusters: the cluster worker, or the main thread when workers are unavailable. */
export interface ClusterSource {
  loadPoints(points: Float64Array): Promise<LoadedSet>;
  /** `viewport`: the map's size when known, so the first view's clusters are ready sooner (the worker prepares them). */
  loadUrl(url: string, signal: AbortSignal, viewport?: { width: number; height: number }): Promise<LoadedSet>;
  query(bbox: [number, number, number, number], zoom: number, maxItems: number): Promise<ClusterAnswer>;
  /** Where a cluster splits; `near` finds it again when the index was rebuilt since it was drawn (see protocol.ts). */
  expansionZoom(clusterId: number, generation: number, near?: ClusterPlace): Promise<number | null>;
  destroy(): void;
}

/**
 * `pointsUrl`: the file the first load will ask for. It goes in the worker's name, which the worker can read as soon
 * as it runs: it starts the download then, without waiting for the page's first message, which arrived 9 to 48 ms
 * after the worker's code had run on the 10k bench page (measured), where the main thread is busy evaluating React
 * and Leaflet.
 */
export function createClusterSource(options: ClusterOptions, pointsUrl?: string): ClusterSource {
  const name = pointsUrl ? announce(pointsUrl) : undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module', name });
  } catch (error) {
    // A page whose policy forbids workers still gets clusters, built on the main thread.
    console.warn('[locator] the cluster worker could not start; clustering on the page instead', error);
    return localSource(options);
  }
  // The worker starts (and downloads its file) now; the code that talks to it is a chunk of its own, which a page
  // whose maps never cluster in a worker (a location page) does not load. A failure to start that comes before that
  // code is kept for it.
  let early: string | null = null;
  worker.addEventListener('error', (event) => void (early ??= (event as Partial<ErrorEvent>).message || 'its script could not be loaded'), { once: true });
  const source = import('./worker-source').then(({ orOnThePage }) => orOnThePage(worker, options, early));
  source.catch(() => worker.terminate());
  return deferred(source);
}

/** The worker name announcing a file; none for an address that does not parse (its load reports that). */
function announce(pointsUrl: string): string | undefined {
  try {
    return workerName(new URL(pointsUrl, document.baseURI).href);
  } catch {
    return undefined;
  }
}

/** The main-thread clustering, with supercluster, loaded only by a page that cannot run the worker. */
export function localSource(options: ClusterOptions): ClusterSource {
  return deferred(import('./local-source').then(({ localSource }) => localSource(options)));
}

/** A source whose code is still loading: each call waits for it. A chunk that fails to load fails each call. */
export function deferred(source: Promise<ClusterSource>): ClusterSource {
  // Unused, a failed chunk is no unhandled rejection.
  source.catch(() => {});
  return {
    loadPoints: (points) => source.then((s) => s.loadPoints(points)),
    loadUrl: (url, signal, viewport) => source.then((s) => s.loadUrl(url, signal, viewport)),
    query: (bbox, zoom, maxItems) => source.then((s) => s.query(bbox, zoom, maxItems)),
    expansionZoom: (clusterId, generation, near) => source.then((s) => s.expansionZoom(clusterId, generation, near)),
    destroy: () => void source.then((s) => s.destroy(), () => {}),
  };
}
