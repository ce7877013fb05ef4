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
/** The download of the file the worker's name announced, started as the worker starts; the first load of it takes it. */
let announced: { url: string; controller: AbortController; bytes: Promise<ArrayBuffer> } | null = null;

const post = (message: WorkerResponse, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    downloads.get(request.load)?.abort();
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

function beginDownload(url: string) {
  const controller = new AbortController();
  const bytes = fetchPointsBytes(url, controller.signal);
  // Awaited in turn by handle(); a failure meanwhile is not an unhandled rejection.
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
  if (url) announced = beginDownload(url);
}

async function handle(request: Exclude<WorkerRequest, { type: 'cancel' }>, download: Promise<ArrayBuffer> | null): Promise<void> {
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
        setTimeout(() => (queue = queue.then(buildFull)));
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
