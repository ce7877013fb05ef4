import type { ClusterOptions } from './core';
import { located } from './fetch-points';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { localSource, type ClusterAnswer, type ClusterSource, type LoadedSet } from './source';
import { anySignal } from '../../services/any-signal';

/**
 * The page's side of the cluster worker (see createClusterSource). A worker can fail to start after it is made: its
 * script missing (a deploy removed it) or unreachable, or a page policy that a browser enforces only through the
 * worker's error event. It can also fail later, once it has answered (an error it did not catch, the browser ending
 * it). Either way clustering moves to the page, which is given the calls still owed an answer, after the last set of
 * points loaded when the worker had one: the map keeps its pins and clusters instead of waiting on a worker that
 * no longer answers.
 */
export function orOnThePage(worker: Worker, options: ClusterOptions, early: string | null = null, pageDownload?: PageDownload, startedEarly = false): ClusterSource {
  let local: ClusterSource | null = null;
  // A worker that neither says it started nor fails (its script's request stalled) would hold the map for good.
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  /** Aborts the page's downloads when the source is destroyed (the worker's stop when it is terminated). */
  const stop = new AbortController();
  /** Calls not yet answered, in the order they were made: given to the page's clustering if the worker fails. */
  const owed = new Set<{ replay(source: ClusterSource): Promise<void> }>();
  /** The last load the worker completed: the page loads it again first when the worker fails after it. */
  let lastLoad: ((source: ClusterSource) => Promise<unknown>) | null = null;
  /**
   * The page's clustering, once it took over, answers in the order the calls were made: those the worker owed after
   * the last load again, then each later one. A query made before a load on the page has finished would find no index
   * (the file is fetched again), and a load would overtake another.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const watch: StartWatch = {
    answered() {
      clearTimeout(startTimer);
    },
    failed(message, started) {
      clearTimeout(startTimer);
      if (stop.signal.aborted || local) return;
      console.warn(`[locator] the cluster worker ${started ? 'failed' : 'did not start'} (${message}); clustering on the page instead`);
      worker.terminate();
      // The page's clustering downloads the file itself: the download for the worker would be a second one.
      pageDownload?.stop();
      // Numbered above the worker's indexes: a cluster drawn from them is found again by its place.
      const source = (local = localSource(options, started ? LOCAL_GENERATIONS : 0));
      const calls = [...owed];
      owed.clear();
      queue = lastLoad ? lastLoad(source).catch(() => {}) : Promise.resolve();
      for (const call of calls) queue = queue.then(() => call.replay(source));
    },
  };
  const remote = workerSource(worker, options, watch, pageDownload, startedEarly);
  // It failed before this code arrived: nothing has been asked of it yet.
  if (early !== null) watch.failed(early, false);
  else if (!startedEarly) startTimer = setTimeout(() => watch.failed(`no answer in ${WORKER_START_MS / 1000} s`, false), WORKER_START_MS);
  /** A call to whichever source clusters now; while the worker owes its answer, kept for the page's clustering. */
  const call = <T>(run: (source: ClusterSource) => Promise<T>, again = run, isLoad = false): Promise<T> => {
    if (local) {
      const page = local;
      const answer = queue.then(() => run(page));
      queue = answer.catch(() => {});
      return answer;
    }
    // A new load replaces the last one: the worker's failure gives the page this one (owed, or completed), not both.
    if (isLoad) lastLoad = null;
    return new Promise<T>((resolve, reject) => {
      const entry = { replay: (source: ClusterSource) => again(source).then(resolve, reject) };
      owed.add(entry);
      const settle = (finish: () => void) => {
        // Given to the page's clustering meanwhile: its answer counts, not this one.
        if (!owed.delete(entry)) return;
        finish();
      };
      run(remote).then(
        (value) =>
          settle(() => {
            if (isLoad) lastLoad = again;
            resolve(value);
          }),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  };
  return {
    loadPoints(points) {
      // The worker takes the points' buffer: the page keeps a copy in case the worker fails.
      const copy = points.slice();
      return call((source) => source.loadPoints(points), (source) => source.loadPoints(copy.slice()), true);
    },
    loadUrl: (url, signal, viewport) => call((source) => source.loadUrl(url, source === remote ? signal : anySignal(signal, stop.signal), viewport), undefined, true),
    query: (bbox, zoom, maxItems) => call((source) => source.query(bbox, zoom, maxItems)),
    expansionZoom: (clusterId, generation, near) => call((source) => source.expansionZoom(clusterId, generation, near)),
    destroy() {
      clearTimeout(startTimer);
      stop.abort();
      // What the worker still owed fails as destroyed, and leaves the list as it settles.
      remote.destroy();
      local?.destroy();
      lastLoad = null;
    },
  };
}

/** Where the page's index numbers start when it takes over from a worker that ran (the worker's stay far below). */
export const LOCAL_GENERATIONS = 1_000_000;

/** How long a worker has to say it started before clustering moves to the page. */
export const WORKER_START_MS = 10_000;

interface StartWatch {
  /** The worker's first answer: it runs. */
  answered(): void;
  /**
   * It failed, before any answer (`started` false) or after: nothing sent to it will be answered. Called before the
   * calls it owed are failed, so that they go to the page's clustering instead.
   */
  failed(message: string, started: boolean): void;
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
    watch.failed(message, answered);
    // Owed to no one once the page's clustering has them; else (the source destroyed) they fail.
    failAll(new Error(`[locator] the cluster worker failed: ${message}`));
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

