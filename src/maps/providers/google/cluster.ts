import { Cluster, defaultOnClusterClickHandler, GridAlgorithm, MarkerClusterer, type AlgorithmInput, type onClusterClickHandler, type Renderer } from '@googlemaps/markerclusterer';
import type { MapLabels } from '../../types';
import type { ClusterSize } from '../../cluster-icon';
import { clusterIcon } from '../common/pin-icon';
import { toGoogleIcon } from './icons';
import type { GMap, GMarker, GoogleMapsApi } from './sdk-types';

/** markerclusterer's grid, except that groups smaller than the minimum (5 on the search screen) stay single pins. */
class MinimumGridAlgorithm extends GridAlgorithm {
  private readonly minimum: number;

  constructor(gridSize: number, maxZoom: number, minimum: number) {
    super({ gridSize, maxZoom });
    this.minimum = minimum;
  }

  protected override cluster(input: AlgorithmInput): Cluster[] {
    return super.cluster(input).flatMap((cluster) =>
      cluster.count >= this.minimum ? [cluster] : cluster.markers.map((marker) => new Cluster({ markers: [marker] })),
    );
  }
}

export interface ClusterSettings {
  gridSize: number;
  minimumClusterSize: number;
  /** No clustering from this zoom on (the map's maximum: co-located pins stay reachable). */
  maxZoom: number;
  size: ClusterSize;
}

/**
 * A MarkerClusterer drawing our count icon. The marker title carries the count for screen readers
 * ("12 locations, zoom in"); the default click handler fits the map to the cluster, which zooms in, then `opened` is told.
 */
export function createClusterer(api: GoogleMapsApi, map: GMap, settings: ClusterSettings, labels: MapLabels, opened: () => void): MarkerClusterer {
  const renderer: Renderer = {
    render: ({ count, position }): GMarker =>
      new api.Marker({
        position,
        icon: toGoogleIcon(api, clusterIcon(count, settings.size)),
        title: labels.cluster(count),
        optimized: false,
        // Above plain pins, below a standalone pin (MAX_ZINDEX) and the highlighted one (MAX_ZINDEX + 1).
        zIndex: api.Marker.MAX_ZINDEX - 1,
      }),
  };
  const algorithm = new MinimumGridAlgorithm(settings.gridSize, settings.maxZoom, settings.minimumClusterSize);
  const onClusterClick: onClusterClickHandler = (event, cluster, target) => {
    defaultOnClusterClickHandler(event, cluster, target);
    opened();
  };
  return new MarkerClusterer({ map, markers: [], algorithm, renderer, onClusterClick });
}
