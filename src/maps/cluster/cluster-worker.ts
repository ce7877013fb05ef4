/// <reference lib="webworker" />
/**
 * The cluster worker: large pin sets are parsed, indexed and queried here so the page's main thread only receives
 * the few hundred clusters and pins in view. The first query is answered from an index built up to its zoom (one
 * clustering pass instead of seventeen); the full index follows shortly after (FULL_INDEX_DELAY_MS).
 */
import { MAP } from '../../core/map/constants';
import { fitView } from '../../core/map/fit';
import { CLUSTER_MAX_ZOOM, countOf, packRows, pointsBounds, toFeatures, type ClusterOptions, type PointFeature } from './core';
import { buildIndex, expansionOf, queryIndex, type Index } from './supercluster-index';
import { fetchPointsBytes, readPoints } from './fetch-points';
import type { Bounds } from '../types';
import { announcedLoad, type Viewport, type WorkerRequest, type WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * How long the full index waits after the first answer. Built at once, it took the second core while the page drew
 * that answer: on a two-core machine the first view's markers took 36 to 65 ms to draw instead of 17 to 24
 * (measured on the 10k bench page). A query or a cluster opened meanwhile builds what it needs itself.
 */
const FULL_INDEX_DELAY_MS = 300;

let points: Float64Array<ArrayBufferLike> = new Float64Array(0);
let features: PointFeature[] = [];
let options: ClusterOptions = { gridSize: 30, minPoints: 2, tileSize: 256 };
let index: Index | null = null;
let indexMaxZoom = -1;
let generation = 0;
let fullPending = false;
/** The full index's timer: a new set clears it (its own first answer sets its own). */
let fullTimer: ReturnType<typeof setTimeout> | undefined;
// Messages run one after the other: a query never sees a half-loaded set.
let queue = Promise.resolve();
/** Downloads in progress, by load: a 'cancel' stops one at once, ahead of the queue. */
const downloads = new Map<number, AbortController>();

/** A points set read from its file, and the index of its first view once built: not the worker's until a load takes it. */
interface ReadSet {
  points: Float64Array;
  features: PointFeature[];
  bounds: Bounds | null;
  options: ClusterOptions;
  index: Index | null;
  indexMaxZoom: number;
}

/** A file on its way: the worker's own download, or the page's (see awaitPageBytes), read once its bytes are in. */
interface Download {
  url: string;
  controller: AbortController;
  set: Promise<ReadSet>;
}

/** The file the worker's name announced, which the page is downloading, until a load takes it. */
let announced: Download | null = null;
/** Settles the announced file's bytes when the page's 'bytes' message comes (kept after a load has taken them). */
let settleAnnounced: ((message: Extract<WorkerRequest, { type: 'bytes' }>) => void) | null = null;

const post = (message: WorkerResponse, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    downloads.get(request.load)?.abort();
    return;
  }
  // Handled at once, not after the messages before it: a load waiting for these bytes may be ahead in the queue.
  if (request.type === 'bytes') {
    settleAnnounced?.(request);
    return;
  }
  // Started now, not when the queue reaches it: the download runs while earlier messages are handled.
  const download = request.type === 'load-url' ? startDownload(request.load, request.url, request.options) : null;
  queue = queue
    .then(() => handle(request, download))
    .catch((error: unknown) => {
      // A cancelled load answers nothing: the page has already moved on.
      if (request.type === 'load-url' && downloads.get(request.load)?.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      post({ type: 'error', id: 'id' in request ? request.id : undefined, load: 'load' in request ? request.load : undefined, message });
    })
    .finally(() => {
      if (request.type === 'load-url') downloads.delete(request.load);
    });
};

function beginDownload(url: string, clusterOptions: ClusterOptions): Download {
  const controller = new AbortController();
  const set = fetchPointsBytes(url, controller.signal).then((body) => readFile(url, body, clusterOptions));
  // Awaited in turn by handle(); a failure meanwhile is not an unhandled rejection.
  set.catch(() => {});
  return { url, controller, set };
}

/**
 * The announced file comes from the page, which starts its download as it creates the worker: a worker takes 60 to
 * 130 ms to start its script on the 10k bench page (measured), and a download started only then added 30 to 110 ms
 * more before the clustering could begin. The page posts the bytes (transferred, not copied) or the failure's
 * message. They are read as they come, and, while no load has taken them yet, the first view's index is built (the
 * name gives the cluster settings and the map's size): the page's load message, sent once the page's side of the
 * worker has loaded on a busy main thread, came up to 85 ms after the bytes (measured). A cancel of the load that
 * took them stops the wait.
 */
function awaitPageBytes(url: string, clusterOptions: ClusterOptions, viewport: Viewport | undefined): Download {
  const controller = new AbortController();
  const bytes = new Promise<ArrayBuffer>((resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
    settleAnnounced = (message) => {
      if (message.url !== url) return;
      settleAnnounced = null;
      if (message.bytes) resolve(message.bytes);
      else reject(new Error(message.error ?? `the points file ${url} could not be fetched`));
    };
  });
  const download: Download = { url, controller, set: bytes.then((body) => readFile(url, body, clusterOptions)) };
  download.set.then(
    // In a task of its own: a load message already queued runs first, takes the set and says 'loaded' before the index
    // is built (the page fits its map meanwhile).
    (set) =>
      setTimeout(() => {
        if (announced === download && viewport && set.bounds) indexFirstView(set, set.bounds, viewport);
      }),
    () => {},
  );
  return download;
}

function startDownload(load: number, url: string, clusterOptions: ClusterOptions): Promise<ReadSet> {
  const started = announced?.url === url ? announced : beginDownload(url, clusterOptions);
  // Another file asked for first: the announced one is no longer wanted.
  if (announced && announced !== started) announced.controller.abort();
  announced = null;
  downloads.set(load, started.controller);
  return started.set;
}

{
  const announcement = announcedLoad(scope.name ?? '');
  if (announcement) announced = awaitPageBytes(announcement.url, announcement.options, announcement.viewport);
  // The page waits a while for this: a worker whose script never arrives may give it no error either.
  post({ type: 'started' });
}

async function handle(request: Exclude<WorkerRequest, { type: 'cancel' | 'bytes' }>, download: Promise<ReadSet> | null): Promise<void> {
  switch (request.type) {
    case 'load':
      take(request.load, readPacked(request.points, request.options), request.options);
      return;
    case 'load-url': {
      const set = await download!;
      if (downloads.get(request.load)?.signal.aborted) return;
      take(request.load, set, request.options);
      if (request.viewport && set.bounds) prepareFirstView(set.bounds, request.viewport);
      return;
    }
    case 'query': {
      ensureIndex(request.zoom);
      const { zoom, items } = queryIndex(index!, points, request.bbox, request.zoom, request.maxItems);
      post({ type: 'clusters', id: request.id, zoom, generation, items }, [items.buffer]);
      if (indexMaxZoom < CLUSTER_MAX_ZOOM && !fullPending) {
        fullPending = true;
        fullTimer = setTimeout(() => (queue = queue.then(buildFull)), FULL_INDEX_DELAY_MS);
      }
      return;
    }
    case 'expansion': {
      // Only the full index knows where a cluster splits (one built to the first view's zoom splits it one level on).
      buildFull();
      post({ type: 'expansion', id: request.id, zoom: expansionOf(index, request.clusterId, request.generation === generation, request.near, options) });
    }
  }
}

function readFile(url: string, body: ArrayBuffer, clusterOptions: ClusterOptions): ReadSet {
  return readPacked(packRows(readPoints(url, body)), clusterOptions);
}

function readPacked(packed: Float64Array, clusterOptions: ClusterOptions): ReadSet {
  return { points: packed, features: toFeatures(packed), bounds: pointsBounds(packed), options: clusterOptions, index: null, indexMaxZoom: -1 };
}

/** Makes a set the worker's and says so; an index built ahead for other cluster settings is dropped. */
function take(id: number, set: ReadSet, clusterOptions: ClusterOptions): void {
  points = set.points;
  features = set.features;
  options = clusterOptions;
  const ahead = set.index !== null && sameOptions(set.options, clusterOptions);
  index = ahead ? set.index : null;
  indexMaxZoom = ahead ? set.indexMaxZoom : -1;
  if (ahead) generation++;
  fullPending = false;
  clearTimeout(fullTimer);
  post({ type: 'loaded', load: id, count: countOf(points), bounds: set.bounds });
}

const sameOptions = (a: ClusterOptions, b: ClusterOptions) => a.gridSize === b.gridSize && a.minPoints === b.minPoints && a.tileSize === b.tileSize;

/**
 * The zoom that fits a set in the whole map (no edge buffer, so never below the page's zoom, and never below the
 * page's lowest fit either: a world-wide set would otherwise get an index one zoom short).
 */
const firstViewZoom = (bounds: Bounds, viewport: Viewport, tileSize: number) => fitView(bounds, viewport, { padding: 0, minZoom: MAP.fitMinZoom, maxZoom: CLUSTER_MAX_ZOOM, tileSize }).zoom;

/** A set's first view indexed before a load takes it (see awaitPageBytes). */
function indexFirstView(set: ReadSet, bounds: Bounds, viewport: Viewport): void {
  const zoom = indexZoom(firstViewZoom(bounds, viewport, set.options.tileSize));
  set.index = buildIndex(set.features, set.options, zoom);
  set.indexMaxZoom = zoom;
}

/**
 * The page fits the map to the points as soon as it hears 'loaded', then asks for that view: the index for the zoom
 * that fits them is built meanwhile, instead of after the question.
 */
function prepareFirstView(bounds: Bounds, viewport: Viewport): void {
  ensureIndex(firstViewZoom(bounds, viewport, options.tileSize));
}

const indexZoom = (zoom: number) => Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.floor(zoom)));

function ensureIndex(zoom: number): void {
  const wanted = indexZoom(zoom);
  if (index && indexMaxZoom >= wanted) return;
  index = buildIndex(features, options, wanted);
  indexMaxZoom = wanted;
  generation++;
}

function buildFull(): void {
  if (!index || indexMaxZoom >= CLUSTER_MAX_ZOOM) return;
  index = buildIndex(features, options, CLUSTER_MAX_ZOOM);
  indexMaxZoom = CLUSTER_MAX_ZOOM;
  generation++;
}
