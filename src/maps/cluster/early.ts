import type { MapViewOptions } from '../types';
import { clusterOptionsOf, type ClusterOptions } from './core';
import { createClusterSource, type ClusterSource, type LoadedSet } from './source';

/** How long a points file loaded ahead of its map waits to be claimed before its worker is released. */
export const EARLY_POINTS_TTL_MS = 30_000;

export interface EarlyPoints {
  source: ClusterSource;
  loaded: Promise<LoadedSet>;
}

interface Waiting extends EarlyPoints {
  key: string;
  /** Aborts the load: the claiming map's unmount, through its signal. */
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

const waiting = new Set<Waiting>();

const keyOf = (url: string, options: ClusterOptions) => `${new URL(url, document.baseURI).href} ${options.gridSize} ${options.minPoints} ${options.tileSize}`;

/**
 * Starts loading a map's points file in a cluster worker before the map's own code has loaded (the widget's warm-up,
 * see widgets/map/warm.ts), so the file's download, parsing and first index overlap with loading React and Leaflet.
 * The map claims it with `claimEarlyPoints`; one nobody claims in time is released.
 */
export function loadPointsEarly(url: string, options: ClusterOptions, viewport?: { width: number; height: number }, create: typeof createClusterSource = createClusterSource): void {
  // First: an address that does not parse throws here, before a worker is started for it.
  const key = keyOf(url, options);
  const controller = new AbortController();
  const source = create(options, url, viewport);
  const loaded = source.loadUrl(url, controller.signal, viewport);
  // Whoever claims it handles a failure; an unclaimed one must not be an unhandled rejection.
  loaded.catch(() => {});
  const entry: Waiting = {
    key,
    source,
    loaded,
    controller,
    timer: setTimeout(() => {
      waiting.delete(entry);
      controller.abort();
      source.destroy();
    }, EARLY_POINTS_TTL_MS),
  };
  waiting.add(entry);
}

/** The load of this file with these cluster settings started early, if any; it is now the caller's to destroy. */
export function claimEarlyPoints(url: string, options: ClusterOptions, signal: AbortSignal): EarlyPoints | null {
  const key = keyOf(url, options);
  const entry = [...waiting].find((candidate) => candidate.key === key);
  if (!entry) return null;
  waiting.delete(entry);
  clearTimeout(entry.timer);
  if (signal.aborted) entry.controller.abort();
  else signal.addEventListener('abort', () => entry.controller.abort(), { once: true });
  return { source: entry.source, loaded: entry.loaded };
}

/** A points file whose loading started before the map's adapter existed (see preloadPoints). */
export interface PreloadedPoints {
  url: string;
  source: ClusterSource;
  loaded: Promise<LoadedSet>;
}

/**
 * Starts loading the view's points file at once (the page downloads it for the cluster worker, which parses and indexes it), so it overlaps
 * with loading the map's own code (Leaflet, mapbox-gl); or takes over the load the map's warm-up started while the
 * widget's code was loading. The adapter that takes it destroys its source.
 */
export function preloadPoints(view: MapViewOptions, signal: AbortSignal, viewport?: { width: number; height: number }): PreloadedPoints | null {
  if (!view.pointsUrl) return null;
  const options = clusterOptionsOf(view.cluster);
  const early = claimEarlyPoints(view.pointsUrl, options, signal);
  if (early) return { url: view.pointsUrl, ...early };
  const source = createClusterSource(options, view.pointsUrl, viewport);
  const loaded = source.loadUrl(view.pointsUrl, signal, viewport);
  // Handled where it is awaited (setPointsSource); an unused early load must not be an unhandled rejection.
  loaded.catch(() => {});
  return { url: view.pointsUrl, source, loaded };
}
