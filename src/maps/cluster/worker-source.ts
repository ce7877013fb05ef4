import type { ClusterOptions } from './core';
import { located } from './fetch-points';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { localSource, type ClusterAnswer, type ClusterSource, type LoadedSet } from './source';
import { anySignal } from '../../services/any-signal';

/**
 * The page's side of the cluster worker (see createClusterSource). A worker can also fail to start after it is made: its script missing (a deploy removed it) or unreachable, or a
 * page policy that a browser enforces only through the worker's error event. Until the worker has answered once,
 * every call is kept; when it fails first, clustering moves to the page and is given those calls again, so the map
 * gets its pins instead of waiting on a worker that never runs.
 */
export function orOnThePage(worker: Worker, options: ClusterOptions, early: string | null = null, pageDownload?: PageDownload, startedEarly = false): ClusterSource {
  let local: ClusterSource | null = null;
  let started = false;
  // A worker that neither says it started nor fails (its script's request stalled) would hold the map for good.
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  /** Aborts the page's downloads when the source is destroyed (the worker's stop when it is terminated). */
  const stop = new AbortController();
  /** Calls made before the worker answered; `done` once the worker settled one (a load superseded or aborted). */
  let kept: { done: boolean; replay(source: ClusterSource): Promise<void> }[] = [];
  const watch: StartWatch = {
    answered() {
      clearTimeout(startTimer);
      started = true;
      kept = [];
    },
    failedToStart(message) {
      clearTimeout(startTimer);
      if (stop.signal.aborted || started) return;
      console.warn(`[locator] the cluster worker did not start (${message}); clustering on the page instead`);
      worker.terminate();
      // The page's clustering downloads the file itself: the download for the worker would be a second one.
      pageDownload?.stop();
      const source = (local = localSource(options));
      // In order: a query asked after a load runs after it.
      kept.reduce((previous, call) => (call.done ? previous : previous.then(() => call.replay(source))), Promise.resolve());
      kept = [];
    },
  };
  const remote = workerSource(worker, options, watch, pageDownload, startedEarly);
  // It failed before this code arrived: nothing has been asked of it yet.
  if (early !== null) watch.failedToStart(early);
  else if (startedEarly) watch.answered();
  else startTimer = setTimeout(() => watch.failedToStart(`no answer in ${WORKER_START_MS / 1000} s`), WORKER_START_MS);
  /** A call to whichever source clusters now; made before the worker answered, also kept for the page's. */
  const call = <T>(run: (source: ClusterSource) => Promise<T>, again = run): Promise<T> => {
    if (local) return run(local);
    if (started) return run(remote);
    return new Promise<T>((resolve, reject) => {
      const entry = { done: false, replay: (source: ClusterSource) => again(source).then(resolve, reject) };
      kept.push(entry);
      const settle = (finish: () => void) => {
        if (local) return;
        entry.done = true;
        finish();
      };
      run(remote).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  };
  return {
    loadPoints(points) {
      // The worker takes the points' buffer: the page keeps a copy until the worker has shown it runs.
      const copy = started ? points : points.slice();
      return call((source) => source.loadPoints(points), (source) => source.loadPoints(copy));
    },
    loadUrl: (url, signal, viewport) => call((source) => source.loadUrl(url, source === remote ? signal : anySignal(signal, stop.signal), viewport)),
    query: (bbox, zoom, maxItems) => call((source) => source.query(bbox, zoom, maxItems)),
    expansionZoom: (clusterId, generation, near) => call((source) => source.expansionZoom(clusterId, generation, near)),
    destroy() {
      clearTimeout(startTimer);
      stop.abort();
      kept = [];
      remote.destroy();
      local?.destroy();
    },
  };
}

/** How long a worker has to say it started before clustering moves to the page. */
export const WORKER_START_MS = 10_000;

interface StartWatch {
  /** The worker's first answer: it runs. */
  answered(): void;
  /** It failed before any answer: nothing sent to it will be answered (the calls' promises stay pending). */
  failedToStart(message: string): void;
}

/** The page's download of the file the worker was made for (see createClusterSource). */
export interface PageDownload {
  url: string;
  stop(): void;
}

function workerSource(worker: Worker, options: ClusterOptions, watch: StartWatch, pageDownload?: PageDownload, startedEarly = false): ClusterSource {
  // A worker that said it runs before this code listened has answered: a later error is its failure, not its start's.
  let answered = startedEarly;
  /**
   * The load that takes the page's download: the first, when it asks for that file. The download stops when that
   * load is replaced or aborted (the worker stops waiting for it then), or when the first load asks for another file.
   */
  let pageLoad: number | null = null;
  /** The page's download until the first load has said whether it takes it. */
  let undecided = pageDownload;
  const dropPageDownload = (load: number) => {
    if (load === pageLoad) pageDownload!.stop();
  };
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
    if (data.type === 'started') return;
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
        dropPageDownload(loaded.load);
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
      // The worker downloads the file itself, or takes the page's download of the file it was created for (see
      // createClusterSource): the clustering then never waits for this message's turn on the busy main thread.
      const href = new URL(url, document.baseURI).href;
      if (undecided) {
        if (href === undecided.url) pageLoad = load;
        else undecided.stop();
        undecided = undefined;
      }
      worker.postMessage({ type: 'load-url', load, url: href, options, ...(viewport ? { viewport } : {}) } satisfies WorkerRequest);
      const abort = () => {
        if (loaded?.load !== load) return;
        worker.postMessage({ type: 'cancel', load } satisfies WorkerRequest);
        dropPageDownload(load);
        failAll(new Error('aborted'));
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
      return done;
    },
    query: (bbox, zoom, maxItems) => request<ClusterAnswer>({ type: 'query', id: nextId++, bbox, zoom, maxItems }),
    expansionZoom: (clusterId, generation, near) => request<number | null>({ type: 'expansion', id: nextId++, clusterId, generation, near }),
    destroy() {
      // Terminating the worker also stops its download.
      worker.terminate();
      failAll(new Error('destroyed'));
    },
  };
}

