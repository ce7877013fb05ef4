import type { Bounds } from '../types';
import type { ClusterOptions } from './core';

/** Messages to the cluster worker. */
export type WorkerRequest =
  | { type: 'load'; points: Float64Array; options: ClusterOptions }
  /** A points file the page fetched, as bytes. `viewport`: the map's size, when known: the index for the zoom that fits the points is built at once. */
  | { type: 'load-body'; url: string; body: ArrayBuffer; options: ClusterOptions; viewport?: { width: number; height: number } }
  | { type: 'query'; id: number; bbox: [number, number, number, number]; zoom: number; maxItems: number }
  | { type: 'expansion'; id: number; clusterId: number; generation: number };

/** Answers from the cluster worker. `generation` changes each time the index is rebuilt (cluster ids change). */
export type WorkerResponse =
  | { type: 'loaded'; count: number; bounds: Bounds | null }
  | { type: 'clusters'; id: number; zoom: number; generation: number; items: Float64Array }
  | { type: 'expansion'; id: number; zoom: number | null }
  | { type: 'error'; id?: number; message: string };
