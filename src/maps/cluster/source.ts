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
  let worker: Worker;
  try {
    worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module', name });
  } catch (error) {
    // A page whose policy forbids workers still gets clusters, built on the main thread.
    console.warn('[locator] the cluster worker could not start; clustering on the page instead', error);
    return deferredLocalSource(options);
  }
  return orOnThePage(worker, options);
}

/**
 * A worker can also fail to start after it is made: its script missing (a deploy removed it) or unreachable, or a
 * page policy that a browser enforces only through the worker's error event. Until the worker has answered once,
 * every call is kept; when it fails first, clustering moves to the page and is given those calls again, so the map
 * gets its pins instead of waiting on a worker that never runs.
 */
function orOnThePage(worker: Worker, options: ClusterOptions): ClusterSource {
  let local: ClusterSource | null = null;
  let started = false;
  let destroyed = false;
  /** Aborts the page's downloads when the source is destroyed (the worker's stop when it is terminated). */
  const stop = new AbortController();
  const kept: { replay(source: ClusterSource): Promise<void>; reject(error: Error): void }[] = [];
  const remote = workerSource(worker, options, {
    answered() {
      started = true;
      kept.length = 0;
    },
    failedToStart(message) {
      if (destroyed) return;
      console.warn(`[locator] the cluster worker did not start (${message}); clustering on the page instead`);
      worker.terminate();
      local = deferredLocalSource(options);
      // In order: a query asked after a load runs after it.
      let previous = Promise.resolve();
      for (const call of kept.splice(0)) previous = previous.then(() => (destroyed ? call.reject(new Error('destroyed')) : call.replay(local!)));
    },
  });
  /** A call to whichever source clusters now; made before the worker answered, also kept for the page's. */
  const call = <T>(run: (source: ClusterSource) => Promise<T>, beforeTransfer?: () => (source: ClusterSource) => Promise<T>): Promise<T> => {
    if (local) return run(local);
    if (started) return run(remote);
    const again = beforeTransfer?.() ?? run;
    return new Promise<T>((resolve, reject) => {
      const entry = { replay: (source: ClusterSource) => again(source).then(resolve, reject), reject };
      kept.push(entry);
      // Settled by the worker (a load superseded or aborted, an answer): nothing to give the page's clustering.
      const settled = () => {
        const at = kept.indexOf(entry);
        if (at >= 0) kept.splice(at, 1);
      };
      run(remote).then(
        (value) => {
          if (local) return;
          settled();
          resolve(value);
        },
        (error: unknown) => {
          if (local) return;
          settled();
          reject(error);
        },
      );
    });
  };
  return {
    // The worker takes the points' buffer: the page keeps a copy until the worker has shown it runs.
    loadPoints: (points) => call((source) => source.loadPoints(points), () => {
      const copy = points.slice();
      return (source) => source.loadPoints(copy);
    }),
    loadUrl: (url, signal, viewport) => call((source) => source.loadUrl(url, source === remote ? signal : AbortSignal.any([signal, stop.signal]), viewport)),
    query: (bbox, zoom, maxItems) => call((source) => source.query(bbox, zoom, maxItems)),
    expansionZoom: (clusterId, generation) => call((source) => source.expansionZoom(clusterId, generation)),
    destroy() {
      destroyed = true;
      kept.length = 0;
      stop.abort();
      remote.destroy();
      local?.destroy();
    },
  };
}

/** The worker name announcing a file; none for an address that does not parse (its load reports that). */
function announce(pointsUrl: string): string | undefined {
  try {
    return workerName(new URL(pointsUrl, document.baseURI).href);
  } catch {
    return undefined;
  }
}

interface StartWatch {
  /** The worker's first answer: it runs. */
  answered(): void;
  /** It failed before any answer: nothing sent to it will be answered (the calls' promises stay pending). */
  failedToStart(message: string): void;
}

function workerSource(worker: Worker, options: ClusterOptions, watch: StartWatch): ClusterSource {
  let answered = false;
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
    if (!answered) {
      answered = true;
      watch.answered();
    }
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
  worker.onerror = (event) => {
    // A script that could not be loaded gives a plain event, without a message.
    const message = (event as Partial<ErrorEvent>).message || 'its script could not be loaded';
    if (answered) failAll(new Error(`[locator] the cluster worker failed: ${message}`));
    else watch.failedToStart(message);
  };
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
