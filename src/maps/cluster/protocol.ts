import { isObject } from '../../core/type-check';
import type { Bounds } from '../types';
import type { ClusterOptions, ClusterPlace } from './core';

/**
 * Messages to the cluster worker. Each load carries a number (`load`) that its 'loaded' answer and its failure echo,
 * so the page can tell the answer to a load it has since replaced from the answer to the current one.
 */
export type WorkerRequest =
  | { type: 'load'; load: number; points: Float64Array; options: ClusterOptions }
  /**
   * A points file the worker reads and clusters: the one its name announced, whose bytes the page brings (see 'bytes'),
   * or another, which it downloads itself. `viewport`: the map's size, when known: the index for the zoom that fits the
   * points is built at once.
   */
  | { type: 'load-url'; load: number; url: string; options: ClusterOptions; viewport?: Viewport }
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
   * built to its zoom only, is replaced by the full one shortly after) is found again by its place.
   */
  | { type: 'expansion'; id: number; clusterId: number; generation: number; near?: ClusterPlace };

/** Answers from the cluster worker. `generation` changes each time the index is rebuilt (cluster ids change). */
export type WorkerResponse =
  /** The worker's script runs: said once, at its start (the page's start watch, see orOnThePage). */
  | { type: 'started' }
  | { type: 'loaded'; load: number; count: number; bounds: Bounds | null }
  | { type: 'clusters'; id: number; zoom: number; generation: number; items: Float64Array }
  | { type: 'expansion'; id: number; zoom: number | null }
  /** A query's failure (`id`), or a load's (`load`). */
  | { type: 'error'; id?: number; load?: number; message: string };

/** A map's size in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** What a worker's name announces: the file its first load will ask for, which the page is downloading, and that load's settings. */
export interface Announcement {
  url: string;
  options: ClusterOptions;
  /** The map's size when known: the first view's index can then be built before the load is asked. */
  viewport?: Viewport;
}

const NAME_PREFIX = 'locator cluster worker, ';

/** The cluster worker's name (see createClusterSource): readable by the worker as soon as it runs, before any message. */
export const workerName = (announcement: Announcement) => NAME_PREFIX + JSON.stringify(announcement);

/** The load a worker's name announces, or null (a name of another kind, or not well formed). */
export function announcedLoad(name: string): Announcement | null {
  if (!name.startsWith(NAME_PREFIX)) return null;
  let read: unknown;
  try {
    read = JSON.parse(name.slice(NAME_PREFIX.length));
  } catch {
    return null;
  }
  const { url, options, viewport } = (read ?? {}) as Partial<Record<keyof Announcement, unknown>>;
  if (typeof url !== 'string' || !url || !isOptions(options)) return null;
  return { url, options, ...(isViewport(viewport) ? { viewport } : {}) };
}

const isOptions = (value: unknown): value is ClusterOptions => isObject(value) && [value.gridSize, value.minPoints, value.tileSize].every((n) => typeof n === 'number' && n > 0);
const isViewport = (value: unknown): value is Viewport => isObject(value) && [value.width, value.height].every((n) => typeof n === 'number' && n > 0);
