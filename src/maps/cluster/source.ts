import type { Bounds } from '../types';
import type { ClusterOptions } from './core';
import { located } from './fetch-points';
import { workerName, type WorkerRequest, type WorkerResponse } from './protocol';

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

/**
 * `pointsUrl`: the file the first load will ask for. It goes in the worker's name, which the worker can read as soon
 * as it runs: it starts the download then, without waiting for the page's first message, which arrived 9 to 48 ms
 * after the worker's code had run on the 10k bench page (measured), where the main thread is busy evaluating React
 * and Leaflet.
 */
export function createClusterSource(options: ClusterOptions, pointsUrl?: string): ClusterSource {
  const name = pointsUrl ? announce(pointsUrl) : undefined;
  try {
    return workerSource(new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module', name }), options);
  } catch (error) {
    // A page whose policy forbids workers still gets clusters, built on the main thread.
    console.warn('[locator] the cluster worker could not start; clustering on the page instead', error);
    return deferredLocalSource(options);
  }
}

/** The worker name announcing a file; none for an address that does not parse (its load reports that). */
function announce(pointsUrl: string): string | undefined {
  try {
    return workerName(new URL(pointsUrl, document.baseURI).href);
  } catch {
    return undefined;
  }
}

function workerSource(worker: Worker, options: ClusterOptions): ClusterSource {
  let nextId = 1;
  let loads = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  /** The load in progress: the worker's answer to any other one is stale. */
  let loaded: { load: number; resolve: (value: LoadedSet) => void; reject: (error: Error) => void } | null = null;
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
      if (loaded?.load !== data.load) return;
      loaded.resolve({ count: data.count, bounds: data.bounds });
      loaded = null;
      return;
    }
    // A load's failure (the file missing, late or unreadable): a console message of ours.
    if (data.type === 'error' && data.load !== undefined) {
      if (loaded?.load === data.load) failAll(located(data.message));
      return;
    }
    const entry = pending.get(data.id!);
    pending.delete(data.id!);
    if (data.type === 'error') entry?.reject(new Error(data.message));
    else if (data.type === 'clusters') entry?.resolve({ zoom: data.zoom, generation: data.generation, items: data.items } as never);
    else entry?.resolve(data.zoom as never);
  };
  worker.onerror = (event) => failAll(new Error(`[locator] the cluster worker failed: ${event.message}`));
  /** Starts load number `load`; one still in progress is superseded: it fails, and its download stops. */
  const begin = (load: number) =>
    new Promise<LoadedSet>((resolve, reject) => {
      if (loaded) {
        worker.postMessage({ type: 'cancel', load: loaded.load } satisfies WorkerRequest);
        loaded.reject(new Error('superseded'));
      }
      loaded = { load, resolve, reject };
    });
  return {
    loadPoints(points) {
      const load = ++loads;
      const done = begin(load);
      worker.postMessage({ type: 'load', load, points, options } satisfies WorkerRequest, [points.buffer]);
      return done;
    },
    loadUrl(url, signal, viewport) {
      const load = ++loads;
      const done = begin(load);
      // The worker downloads the file itself, as soon as it starts: the bytes then go from the network to the
      // clustering without waiting for the page's main thread, which is busy building the map meanwhile.
      const href = new URL(url, document.baseURI).href;
      worker.postMessage({ type: 'load-url', load, url: href, options, ...(viewport ? { viewport } : {}) } satisfies WorkerRequest);
      const abort = () => {
        if (loaded?.load !== load) return;
        worker.postMessage({ type: 'cancel', load } satisfies WorkerRequest);
        failAll(new Error('aborted'));
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
      return done;
    },
    query: (bbox, zoom, maxItems) => request<ClusterAnswer>({ type: 'query', id: nextId++, bbox, zoom, maxItems }),
    expansionZoom: (clusterId, generation) => request<number | null>({ type: 'expansion', id: nextId++, clusterId, generation }),
    destroy() {
      // Terminating the worker also stops its download.
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
