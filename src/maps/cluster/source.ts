import type { Bounds } from '../types';
import type { ClusterOptions, ClusterPlace } from './core';
import { fetchPointsBytes } from './fetch-points';
import { workerName, type Viewport, type WorkerRequest } from './protocol';

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
 * `pointsUrl`: the file the first load will ask for (`viewport`: with the map's size, when known). The page starts
 * downloading it now, beside the worker's start, and posts the bytes to the worker when they arrive; the worker's
 * name says which file they are and how they will be clustered, so it waits for them instead of downloading the file
 * itself once it runs, and reads and indexes them as they come (see awaitPageBytes in cluster-worker.ts).
 */
export function createClusterSource(options: ClusterOptions, pointsUrl?: string, viewport?: Viewport): ClusterSource {
  const href = pointsUrl ? absolute(pointsUrl) : undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module', name: href && workerName({ url: href, options, ...(viewport ? { viewport } : {}) }) });
  } catch (error) {
    // A page whose policy forbids workers still gets clusters, built on the main thread.
    console.warn('[locator] the cluster worker could not start; clustering on the page instead', error);
    return localSource(options);
  }
  // The worker starts (and the page downloads its file) now; the code that talks to it is a chunk of its own, which a page
  // whose maps never cluster in a worker (a location page) does not load. A failure to start that comes before that
  // code is kept for it.
  let early: string | null = null;
  worker.addEventListener('error', (event) => void (early ??= (event as Partial<ErrorEvent>).message || 'its script could not be loaded'), { once: true });
  // Its start may be said before that code listens: kept for it too.
  let started = false;
  worker.addEventListener('message', () => void (started = true), { once: true });
  const download = href ? handOver(worker, href) : null;
  const source = import('./worker-source').then(({ orOnThePage }) => orOnThePage(worker, options, early, href && download ? { url: href, stop: () => download.abort() } : undefined, started));
  source.catch(() => {
    download?.abort();
    worker.terminate();
  });
  const remote = deferred(source);
  if (!download) return remote;
  return {
    ...remote,
    destroy() {
      download.abort();
      remote.destroy();
    },
  };
}

/** A points file's absolute address; none for one that does not parse (the map's configuration refuses it). */
export function absolute(pointsUrl: string): string | undefined {
  try {
    return new URL(pointsUrl, document.baseURI).href;
  } catch {
    return undefined;
  }
}

/**
 * Downloads the worker's announced file on the page and posts it to the worker: its bytes, transferred, or the
 * failure's message (worded as the worker words its own). Posted before the worker runs, a message waits for it.
 */
function handOver(worker: Worker, url: string): AbortController {
  const controller = new AbortController();
  const post = (message: WorkerRequest, transfer: Transferable[] = []) => void (controller.signal.aborted || worker.postMessage(message, transfer));
  fetchPointsBytes(url, controller.signal).then(
    (bytes) => post({ type: 'bytes', url, bytes }, [bytes]),
    (error: unknown) => post({ type: 'bytes', url, error: error instanceof Error ? error.message : String(error) }),
  );
  // A worker that fails will read nothing: the page's clustering, which takes over, downloads the file itself.
  worker.addEventListener('error', () => controller.abort(), { once: true });
  return controller;
}

/** The main-thread clustering, with supercluster, loaded only by a page that cannot run the worker (see local-source.ts). */
export function localSource(options: ClusterOptions, generations = 0): ClusterSource {
  return deferred(import('./local-source').then(({ localSource }) => localSource(options, generations)));
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
