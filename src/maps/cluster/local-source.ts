import { countOf, pointsBounds, toFeatures, type ClusterOptions } from './core';
import { fetchPackedPoints } from './fetch-points';
import type { ClusterSource, LoadedSet } from './source';
import { buildIndex, expansionOf, queryIndex } from './supercluster-index';

/**
 * Clusters built on the main thread, for a page whose policy forbids workers (see createClusterSource), or whose worker
 * failed. `generations`: where its index numbers start, above those of a worker it takes over from, so a cluster drawn
 * from the worker's index is found again by its place, never taken for one of this index with the same number.
 */
export function localSource(options: ClusterOptions, generations = 0): ClusterSource {
  let points: Float64Array<ArrayBufferLike> = new Float64Array(0);
  let index: ReturnType<typeof buildIndex> | null = null;
  // Changes with each set: a cluster drawn from the one before is found again by its place, if at all.
  let generation = generations;
  const load = (packed: Float64Array): LoadedSet => {
    points = packed;
    index = buildIndex(toFeatures(points), options);
    generation++;
    return { count: countOf(points), bounds: pointsBounds(points) };
  };
  return {
    loadPoints: async (packed) => load(packed),
    loadUrl: async (url, signal) => load(await fetchPackedPoints(url, signal)),
    query: async (bbox, zoom, maxItems) => ({ generation, ...queryIndex(index!, points, bbox, zoom, maxItems) }),
    expansionZoom: async (clusterId, of, near) => expansionOf(index, clusterId, of === generation, near, options),
    destroy: () => (index = null),
  };
}
