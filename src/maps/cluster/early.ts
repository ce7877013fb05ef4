import type { ClusterOptions } from './core';
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
  const controller = new AbortController();
  const source = create(options, url);
  const loaded = source.loadUrl(url, controller.signal, viewport);
  // Whoever claims it handles a failure; an unclaimed one must not be an unhandled rejection.
  loaded.catch(() => {});
  const entry: Waiting = {
    key: keyOf(url, options),
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
