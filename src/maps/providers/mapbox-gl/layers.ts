import type { FilterSpecification, GeoJSONSource, Map as GlMap } from 'mapbox-gl';
import type { MapPin } from '../../types';
import { CLUSTER_IMAGE_PREFIX } from './images';

export const SOURCE_ID = 'locator-pins';
export const LAYER = { clusters: 'locator-clusters', pins: 'locator-pins', selected: 'locator-pin-selected' } as const;
/** Layers whose features are pins (one per location). */
export const PIN_LAYERS = [LAYER.pins, LAYER.selected];

export interface PinProperties {
  id: string;
  type: MapPin['type'];
  /** Position in the list: the keyboard order. */
  index: number;
}

const SYMBOL_LAYOUT = { 'icon-anchor': 'bottom', 'icon-allow-overlap': true, 'icon-ignore-placement': true } as const;
const UNCLUSTERED: FilterSpecification = ['!', ['has', 'point_count']];

/**
 * One GeoJSON source (clustered by mapbox-gl when the map clusters: radius = the grid in px, minimum points) and three
 * symbol layers: clusters with their count image, pins by type, and the selected pin alone above them (raised).
 */
export function addPinLayers(map: GlMap, cluster: { gridSize: number; minimumClusterSize: number } | null, clusterMaxZoom: number): void {
  map.addSource(SOURCE_ID, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: !!cluster,
    ...(cluster ? { clusterRadius: cluster.gridSize, clusterMinPoints: Math.max(2, cluster.minimumClusterSize), clusterMaxZoom } : {}),
  });
  map.addLayer({
    id: LAYER.clusters,
    type: 'symbol',
    source: SOURCE_ID,
    filter: ['has', 'point_count'],
    layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', CLUSTER_IMAGE_PREFIX, ['to-string', ['get', 'point_count']]] },
  });
  map.addLayer({
    id: LAYER.pins,
    type: 'symbol',
    source: SOURCE_ID,
    filter: UNCLUSTERED,
    layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', 'locator-pin-', ['get', 'type']] },
  });
  map.addLayer({
    id: LAYER.selected,
    type: 'symbol',
    source: SOURCE_ID,
    filter: ['all', UNCLUSTERED, ['==', ['get', 'id'], '']],
    layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', 'locator-pin-', ['get', 'type'], '-selected'] },
  });
}

export function setPinData(map: GlMap, pins: readonly MapPin[]): void {
  const source = map.getSource<GeoJSONSource>(SOURCE_ID);
  source?.setData({
    type: 'FeatureCollection',
    features: pins.map((pin, index) => ({
      type: 'Feature',
      id: index,
      geometry: { type: 'Point', coordinates: [pin.position.longitude, pin.position.latitude] },
      properties: { id: pin.id, type: pin.type, index } satisfies PinProperties,
    })),
  });
}

/** The selected pin moves from the pins layer to the raised one ('' selects none). */
export function setSelected(map: GlMap, id: string | null): void {
  const value = id ?? '';
  map.setFilter(LAYER.pins, ['all', UNCLUSTERED, ['!=', ['get', 'id'], value]]);
  map.setFilter(LAYER.selected, ['all', UNCLUSTERED, ['==', ['get', 'id'], value]]);
}
