import type { Bounds } from '../../types';

export interface LoadedPoints {
  /** An object URL of the GeoJSON, for GeoJSONSource.setData (mapbox-gl's worker fetches and parses it). */
  url: string;
  count: number;
  bounds: Bounds | null;
  release(): void;
}

/** Loads a points file as GeoJSON in a worker of ours; nothing heavy runs on the main thread. */
export function loadPoints(url: string, signal: AbortSignal): Promise<LoadedPoints> {
  return new Promise<LoadedPoints>((resolve, reject) => {
    // Inside the promise: a page policy that forbids workers fails this load, not its caller.
    const worker = new Worker(new URL('./points-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; count?: number; bounds?: Bounds | null; error?: string }>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      const { blob, count, bounds, error } = event.data;
      if (!blob) return reject(new Error(`[locator] MapboxGL map: ${error ?? 'the points file could not be read'}`));
      const objectUrl = URL.createObjectURL(blob);
      resolve({ url: objectUrl, count: count ?? 0, bounds: bounds ?? null, release: () => URL.revokeObjectURL(objectUrl) });
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      // A script that could not be loaded gives a plain event, without a message.
      reject(new Error(`[locator] MapboxGL map: the points worker failed (${(event as Partial<ErrorEvent>).message || 'its script could not be loaded'})`));
    };
    worker.postMessage({ url: new URL(url, document.baseURI).href });
  });
}

/** A points file whose loading started before the map existed; the adapter takes it over, or it is cancelled. */
export interface PreloadedPoints {
  url: string;
  loaded: Promise<LoadedPoints>;
  /** Stops the load, or releases what it loaded. */
  cancel(): void;
}

/**
 * Starts loading a points file at once: mapbox-gl's code, its style and the pin images take long to load, and the
 * points file (our worker's fetch and conversion) no longer waits for them. Failures surface where it is taken over.
 */
export function preloadPoints(url: string, signal: AbortSignal): PreloadedPoints {
  const controller = new AbortController();
  const abort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const loaded = loadPoints(url, controller.signal);
  loaded.then(
    () => signal.removeEventListener('abort', abort),
    () => signal.removeEventListener('abort', abort),
  );
  return {
    url,
    loaded,
    cancel: () => {
      controller.abort(new Error('[locator] MapboxGL map: the points file is no longer needed'));
      loaded.then((points) => points.release(), () => {});
    },
  };
}
