/// <reference lib="webworker" />
/**
 * The cluster worker: large pin sets are parsed, indexed and queried here so the page's main thread only receives
 * the few hundred clusters and pins in view. The first query is answered from an index built up to its zoom (one
 * clustering pass instead of seventeen); the full index follows right after.
 */
import { MAP } from '../../core/map/constants';
import { fitView } from '../../core/map/fit';
import { CLUSTER_MAX_ZOOM, countOf, packRows, pointsBounds, toFeatures, type ClusterOptions } from './core';
import { buildIndex, expansionOf, queryIndex } from './supercluster-index';
import { fetchPointsBytes, readPoints } from './fetch-points';
import type { Bounds } from '../types';
import { announcedUrl, type WorkerRequest, type WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * How long the full index waits after the first answer. Built at once, it took the second core while the page drew
 * that answer: on a two-core machine the first view's markers took 36 to 65 ms to draw instead of 17 to 24
 * (measured on the 10k bench page). A query or a cluster opened meanwhile builds what it needs itself.
 */
const FULL_INDEX_DELAY_MS = 300;

let points: Float64Array<ArrayBufferLike> = new Float64Array(0);
let features: ReturnType<typeof toFeatures> = [];
let options: ClusterOptions = { gridSize: 30, minPoints: 2, tileSize: 256 };
let index: ReturnType<typeof buildIndex> | null = null;
let indexMaxZoom = -1;
let generation = 0;
let fullPending = false;
// Messages run one after the other: a query never sees a half-loaded set.
let queue = Promise.resolve();
/** Downloads in progress, by load: a 'cancel' stops one at once, ahead of the queue. */
const downloads = new Map<number, AbortController>();
/** A file's bytes on their way: the worker's own download, or the page's (see awaitPageBytes). */
interface Download {
  url: string;
  controller: AbortController;
  bytes: Promise<ArrayBuffer>;
}
/** The file the worker's name announced, which the page is downloading; the first load of it takes it. */
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
  const download = request.type === 'load-url' ? startDownload(request.load, request.url) : null;
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

function beginDownload(url: string): Download {
  const controller = new AbortController();
  const bytes = fetchPointsBytes(url, controller.signal);
  // Awaited in turn by handle(); a failure meanwhile is not an unhandled rejection.
  bytes.catch(() => {});
  return { url, controller, bytes };
}

/**
 * The announced file comes from the page, which starts its download as it creates the worker: a worker takes 60 to
 * 130 ms to start its script on the 10k bench page (measured), and a download started only then added 30 to 110 ms
 * more before the clustering could begin. The page posts the bytes (transferred, not copied) or the failure's
 * message. A cancel of the load that took them stops the wait.
 */
function awaitPageBytes(url: string): Download {
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
  bytes.catch(() => {});
  return { url, controller, bytes };
}

function startDownload(load: number, url: string): Promise<ArrayBuffer> {
  const started = announced?.url === url ? announced : beginDownload(url);
  // Another file asked for first: the announced one is no longer wanted.
  if (announced && announced !== started) announced.controller.abort();
  announced = null;
  downloads.set(load, started.controller);
  return started.bytes;
}

{
  const url = announcedUrl(scope.name ?? '');
  if (url) announced = awaitPageBytes(url);
}

async function handle(request: Exclude<WorkerRequest, { type: 'cancel' | 'bytes' }>, download: Promise<ArrayBuffer> | null): Promise<void> {
  switch (request.type) {
    case 'load':
      load(request.load, request.points, request.options);
      return;
    case 'load-url': {
      const body = await download!;
      if (downloads.get(request.load)?.signal.aborted) return;
      const bounds = load(request.load, packRows(readPoints(request.url, body)), request.options);
      if (request.viewport && bounds) prepareFirstView(bounds, request.viewport);
      return;
    }
    case 'query': {
      ensureIndex(request.zoom);
      const { zoom, items } = queryIndex(index!, points, request.bbox, request.zoom, request.maxItems);
      post({ type: 'clusters', id: request.id, zoom, generation, items }, [items.buffer]);
      if (indexMaxZoom < CLUSTER_MAX_ZOOM && !fullPending) {
        fullPending = true;
        setTimeout(() => (queue = queue.then(buildFull)), FULL_INDEX_DELAY_MS);
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

/** Takes a new set and says so; returns its bounds (null when empty). */
function load(id: number, packed: Float64Array, clusterOptions: ClusterOptions): Bounds | null {
  points = packed;
  options = clusterOptions;
  features = toFeatures(points);
  index = null;
  indexMaxZoom = -1;
  fullPending = false;
  const bounds = pointsBounds(points);
  post({ type: 'loaded', load: id, count: countOf(points), bounds });
  return bounds;
}

/**
 * The page fits the map to the points as soon as it hears 'loaded', then asks for that view: the index for the zoom
 * that fits them in the whole map (no edge buffer, so never below the page's zoom) is built meanwhile, instead of
 * after the question.
 */
function prepareFirstView(bounds: Bounds, viewport: { width: number; height: number }): void {
  // Never below the page's lowest fit either: a world-wide set would otherwise get an index one zoom short.
  ensureIndex(fitView(bounds, viewport, { padding: 0, minZoom: MAP.fitMinZoom, maxZoom: CLUSTER_MAX_ZOOM, tileSize: options.tileSize }).zoom);
}

function ensureIndex(zoom: number): void {
  const wanted = Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.floor(zoom)));
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
