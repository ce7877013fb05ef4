import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, FilterSpecification, GeoJSONSource, Map as GlMap } from 'mapbox-gl';
import type { MapPin } from '../../types';
import { CLUSTER_IMAGE_PREFIX } from './images';

export const SOURCE_ID = 'locator-pins';
/** Standalone pins (a location page's own store), never clustered. */
export const OWN_SOURCE_ID = 'locator-pins-own';
export const LAYER = { clusters: 'locator-clusters', pins: 'locator-pins', own: 'locator-pin-own', selected: 'locator-pin-selected' } as const;
/** Layers whose features are pins (one per location). */
export const PIN_LAYERS = [LAYER.pins, LAYER.own, LAYER.selected];

export interface PinProperties {
  id: string;
  type: MapPin['type'];
  /** Position in the list: the keyboard order. */
  index: number;
}

const SYMBOL_LAYOUT = { 'icon-anchor': 'bottom', 'icon-allow-overlap': true, 'icon-ignore-placement': true } as const;
const UNCLUSTERED: FilterSpecification = ['!', ['has', 'point_count']];
const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
/** A standalone pin's image: the selected look when it is the highlighted pin ('' highlights none). */
const ownIcon = (selected: string): ExpressionSpecification => ['concat', 'locator-pin-', ['get', 'type'], ['case', ['==', ['get', 'id'], selected], '-selected', '']];

/** A clustering rule for the pins source: radius = the grid in px, minimum points; null for a source not clustered. */
type PinsClustering = { gridSize: number; minimumClusterSize: number } | null;

/**
 * One GeoJSON source (clustered by mapbox-gl when the map clusters: radius = the grid in px, minimum points) and three
 * symbol layers: clusters with their count image, pins by type, and the selected pin alone above them (raised). The
 * standalone pins have a source of their own, never clustered, drawn between the pins and the selected one.
 */
export function addPinLayers(map: GlMap, cluster: PinsClustering, clusterMaxZoom: number): void {
  addPinsSource(map, cluster, clusterMaxZoom);
  map.addSource(OWN_SOURCE_ID, { type: 'geojson', data: EMPTY });
  map.addLayer({ id: LAYER.own, type: 'symbol', source: OWN_SOURCE_ID, layout: { ...SYMBOL_LAYOUT, 'icon-image': ownIcon('') } });
  addSelectedLayer(map);
}

/**
 * The pins source made again, clustered by mapbox-gl or not, with its layers in their places: pins given as a list
 * are clustered by mapbox-gl, a points file's by the cluster worker (its answers must not be clustered again). A
 * source's clustering is fixed when it is made. The selection is set again by the caller (setSelected).
 */
export function remakePinsSource(map: GlMap, cluster: PinsClustering, clusterMaxZoom: number): void {
  for (const id of [LAYER.selected, LAYER.pins, LAYER.clusters]) map.removeLayer(id);
  map.removeSource(SOURCE_ID);
  addPinsSource(map, cluster, clusterMaxZoom, LAYER.own);
  addSelectedLayer(map);
}

function addPinsSource(map: GlMap, cluster: PinsClustering, clusterMaxZoom: number, before?: string): void {
  map.addSource(SOURCE_ID, {
    type: 'geojson',
    data: EMPTY,
    cluster: !!cluster,
    ...(cluster ? { clusterRadius: cluster.gridSize, clusterMinPoints: Math.max(2, cluster.minimumClusterSize), clusterMaxZoom } : {}),
  });
  map.addLayer(
    {
      id: LAYER.clusters,
      type: 'symbol',
      source: SOURCE_ID,
      filter: ['has', 'point_count'],
      layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', CLUSTER_IMAGE_PREFIX, ['to-string', ['get', 'point_count']]] },
    },
    before,
  );
  map.addLayer(
    {
      id: LAYER.pins,
      type: 'symbol',
      source: SOURCE_ID,
      filter: UNCLUSTERED,
      layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', 'locator-pin-', ['get', 'type']] },
    },
    before,
  );
}

function addSelectedLayer(map: GlMap): void {
  map.addLayer({
    id: LAYER.selected,
    type: 'symbol',
    source: SOURCE_ID,
    filter: ['all', UNCLUSTERED, ['==', ['get', 'id'], '']],
    layout: { ...SYMBOL_LAYOUT, 'icon-image': ['concat', 'locator-pin-', ['get', 'type'], '-selected'] },
  });
}

/** Pins into their sources: the standalone ones into their own; `index` keeps the list order across both. */
export function setPinData(map: GlMap, pins: readonly MapPin[]): void {
  const features = pins.map((pin, index) => ({
    type: 'Feature' as const,
    id: index,
    geometry: { type: 'Point' as const, coordinates: [pin.position.longitude, pin.position.latitude] },
    properties: { id: pin.id, type: pin.type, index } satisfies PinProperties,
  }));
  map.getSource<GeoJSONSource>(SOURCE_ID)?.setData({ type: 'FeatureCollection', features: features.filter((_, i) => !pins[i]!.standalone) });
  map.getSource<GeoJSONSource>(OWN_SOURCE_ID)?.setData({ type: 'FeatureCollection', features: features.filter((_, i) => pins[i]!.standalone) });
}

/** The selected pin moves from the pins layer to the raised one ('' selects none). */
export function setSelected(map: GlMap, id: string | null): void {
  const value = id ?? '';
  map.setFilter(LAYER.pins, ['all', UNCLUSTERED, ['!=', ['get', 'id'], value]]);
  map.setFilter(LAYER.selected, ['all', UNCLUSTERED, ['==', ['get', 'id'], value]]);
  map.setLayoutProperty(LAYER.own, 'icon-image', ownIcon(value));
}
