import type { Bounds } from '../types';
import type { ClusterOptions, ClusterPlace } from './core';

/**
 * Messages to the cluster worker. Each load carries a number (`load`) that its 'loaded' answer and its failure echo,
 * so the page can tell the answer to a load it has since replaced from the answer to the current one.
 */
export type WorkerRequest =
  | { type: 'load'; load: number; points: Float64Array; options: ClusterOptions }
  /**
   * A points file the worker downloads and reads itself: the page's main thread, busy building the map, is then never
   * between the download and the clustering. `viewport`: the map's size, when known: the index for the zoom that fits
   * the points is built at once.
   */
  | { type: 'load-url'; load: number; url: string; options: ClusterOptions; viewport?: { width: number; height: number } }
  /**
   * The file the worker's name announced, downloaded by the page (see createClusterSource): its bytes, transferred, or
   * the failure's message. Handled at once.
   */
  | { type: 'bytes'; url: string; bytes?: ArrayBuffer; error?: string }
  /** Stop downloading for this load (replaced, or its map gone). Handled at once, not after the messages before it. */
  | { type: 'cancel'; load: number }
  | { type: 'query'; id: number; bbox: [number, number, number, number]; zoom: number; maxItems: number }
  /**
   * `near`: where the cluster was drawn and at which zoom. A cluster from an index since rebuilt (the first view's,
   * built to its zoom only, is replaced by the full one right after) is found again by its place.
   */
  | { type: 'expansion'; id: number; clusterId: number; generation: number; near?: ClusterPlace };

/** Answers from the cluster worker. `generation` changes each time the index is rebuilt (cluster ids change). */
export type WorkerResponse =
  | { type: 'loaded'; load: number; count: number; bounds: Bounds | null }
  | { type: 'clusters'; id: number; zoom: number; generation: number; items: Float64Array }
  | { type: 'expansion'; id: number; zoom: number | null }
  /** A query's failure (`id`), or a load's (`load`). */
  | { type: 'error'; id?: number; load?: number; message: string };

/** The cluster worker's name: says which points file its first load will ask for, which the page is downloading (see createClusterSource). */
const NAME_PREFIX = 'locator cluster worker, points: ';

export const workerName = (pointsUrl: string) => NAME_PREFIX + pointsUrl;

/** The points file a worker's name announces, or null. */
export const announcedUrl = (name: string): string | null => (name.startsWith(NAME_PREFIX) ? name.slice(NAME_PREFIX.length) || null : null);
