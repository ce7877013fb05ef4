import type { Bounds } from '../types';
import type { ClusterOptions } from './core';
import { fetchPointsBytes, located } from './fetch-points';
import type { WorkerRequest, WorkerResponse } from './protocol';

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
  expansionZoom(clusterId: number, generation: number): Promise<number | null>;
  destroy(): void;
}

export function createClusterSource(options: ClusterOptions): ClusterSource {
  try {
    return workerSource(new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' }), options);
  } catch (error) {
    // A page whose policy forbids workers still gets clusters, built on the main thread.
    console.warn('[locator] the cluster worker could not start; clustering on the page instead', error);
    return deferredLocalSource(options);
  }
}

function workerSource(worker: Worker, options: ClusterOptions): ClusterSource {
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let loaded: { resolve: (value: LoadedSet) => void; reject: (error: Error) => void } | null = null;
  const request = <T>(message: WorkerRequest & { id: number }, transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      pending.set(message.id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage(message, transfer);
    });
  const failAll = (error: Error) => {
    loaded?.reject(error);
    loaded = null;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    if (data.type === 'loaded') {
      loaded?.resolve({ count: data.count, bounds: data.bounds });
      loaded = null;
      return;
    }
    // A load's failure (the file unreadable): a console message of ours, like a failed download.
    if (data.type === 'error' && data.id === undefined) return failAll(located(data.message));
    const entry = pending.get(data.id!);
    pending.delete(data.id!);
    if (data.type === 'error') entry?.reject(new Error(data.message));
    else if (data.type === 'clusters') entry?.resolve({ zoom: data.zoom, generation: data.generation, items: data.items } as never);
    else entry?.resolve(data.zoom as never);
  };
  worker.onerror = (event) => failAll(new Error(`[locator] the cluster worker failed: ${event.message}`));
  // Downloads belong to the page now, not to the worker: destroying the source must stop them too.
  const released = new AbortController();
  const load = (message: WorkerRequest, transfer: Transferable[] = []) =>
    new Promise<LoadedSet>((resolve, reject) => {
      replaceLoad({ resolve, reject });
      worker.postMessage(message, transfer);
    });
  // A new load supersedes one still in progress, which fails rather than staying pending forever.
  const replaceLoad = (next: typeof loaded) => {
    loaded?.reject(new Error('superseded'));
    loaded = next;
  };
  return {
    loadPoints: (points) => load({ type: 'load', points, options }, [points.buffer]),
    loadUrl: (url, signal, viewport) => {
      signal.addEventListener('abort', () => failAll(new Error('aborted')), { once: true });
      const href = new URL(url, document.baseURI).href;
      let entry: NonNullable<typeof loaded> | null = null;
      const done = new Promise<LoadedSet>((resolve, reject) => replaceLoad((entry = { resolve, reject })));
      const current = () => loaded === entry && !signal.aborted && !released.signal.aborted;
      // The page asks for the file at once: it downloads while the worker is still starting (its script, its own
      // isolate), which on a busy page takes longer than the download. The worker gets the bytes (transferred, not
      // copied) and parses them.
      fetchPointsBytes(href, AbortSignal.any([signal, released.signal]))
        .then((body) => {
          if (!current()) return;
          worker.postMessage({ type: 'load-body', url: href, body, options, ...(viewport ? { viewport } : {}) } satisfies WorkerRequest, [body]);
        })
        .catch((error: unknown) => {
          if (current()) failAll(located(error));
        });
      return done;
    },
    query: (bbox, zoom, maxItems) => request<ClusterAnswer>({ type: 'query', id: nextId++, bbox, zoom, maxItems }),
    expansionZoom: (clusterId, generation) => request<number | null>({ type: 'expansion', id: nextId++, clusterId, generation }),
    destroy() {
      released.abort();
      worker.terminate();
      failAll(new Error('destroyed'));
    },
  };
}

/** The main-thread fallback, with supercluster, loaded only by a page that cannot start the worker. */
function deferredLocalSource(options: ClusterOptions): ClusterSource {
  const source = import('./local-source').then(({ localSource }) => localSource(options));
  // A chunk that fails to load fails each call; unused, it is no unhandled rejection.
  source.catch(() => {});
  return {
    loadPoints: (points) => source.then((local) => local.loadPoints(points)),
    loadUrl: (url, signal, viewport) => source.then((local) => local.loadUrl(url, signal, viewport)),
    query: (bbox, zoom, maxItems) => source.then((local) => local.query(bbox, zoom, maxItems)),
    expansionZoom: (clusterId, generation) => source.then((local) => local.expansionZoom(clusterId, generation)),
    destroy: () => void source.then((local) => local.destroy(), () => {}),
  };
}
