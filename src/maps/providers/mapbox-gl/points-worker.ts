/// <reference lib="webworker" />
import { fetchPointsBytes, readPoints } from '../../cluster/fetch-points';
import { pointsToGeoJSON } from './points-geojson';

/**
 * Fetches and converts a points file off the main thread. Answers `{ blob, count, bounds }` (a Blob crosses threads
 * as a handle, not a copy) or `{ error }`.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<{ url: string }>) => {
  try {
    const { json, count, bounds } = pointsToGeoJSON(readPoints(event.data.url, await fetchPointsBytes(event.data.url)));
    scope.postMessage({ blob: new Blob([json], { type: 'application/geo+json' }), count, bounds });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
