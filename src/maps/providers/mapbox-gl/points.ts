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
  const worker = new Worker(new URL('./points-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<LoadedPoints>((resolve, reject) => {
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
      reject(new Error(`[locator] MapboxGL map: the points worker failed (${event.message})`));
    };
    worker.postMessage({ url: new URL(url, document.baseURI).href });
  });
}
