import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapPin } from '../types';
import type { Leaflet } from './load';

// leaflet.markercluster's stand-in: a feature group that takes the markers at once and says so (what is under test is
// when the clusterer is loaded and which layer holds the markers, not its clustering).
const clusterer = vi.hoisted(() => ({ loads: 0, groups: [] as unknown[] }));
vi.mock('./load', async () => {
  const { default: Leaf } = await import('leaflet');
  return {
    loadMarkerCluster: () => {
      clusterer.loads++;
      (Leaf as unknown as { markerClusterGroup: unknown }).markerClusterGroup = () => {
        const group = Leaf.featureGroup() as L.FeatureGroup & { addLayers(layers: L.Layer[]): unknown };
        group.addLayers = (layers) => {
          for (const layer of layers) group.addLayer(layer);
          return group;
        };
        clusterer.groups.push(group);
        return group;
      };
      return Promise.resolve();
    },
  };
});

const { createClusterGroup, PLAIN_FIRST_MAX_PINS, pinsWithin } = await import('./cluster-group');
const { pinLayerFor } = await import('./layer-for');

const leaflet = L as unknown as Leaflet;
const LOOK = { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' } as const;
const CLUSTER = { gridSize: 30, size: 'default', label: (count: number) => `${count} stores, zoom in` } as const;
const handlers = { click: () => {}, hover: () => {}, leave: () => {} };

/** The four pins of the Amsterdam location page: 0.6 to 21 km apart. */
const AMSTERDAM: MapPin[] = [
  [52.365211, 4.898589],
  [52.370806, 4.902768],
  [52.383045, 4.905879],
  [52.374444, 5.203091],
].map(([latitude, longitude], i) => ({ id: String(i), position: { latitude: latitude!, longitude: longitude! }, type: 'succursale', label: `Store ${i}`, href: `/l/${i}`, newTab: false }));

beforeEach(() => {
  clusterer.loads = 0;
  clusterer.groups.length = 0;
});
afterEach(() => void (document.body.innerHTML = ''));

function setup(pins: readonly MapPin[], zoom: number, cluster: typeof CLUSTER | null = CLUSTER) {
  document.body.innerHTML = '<div id="map"></div>';
  const map = leaflet.map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([52.37, 4.9], zoom);
  const layer = createClusterGroup(leaflet, map, pins, { look: LOOK, cluster, handlers });
  const pinElements = () => map.getContainer().querySelectorAll('.locator-pin').length;
  return { map, layer, pinElements };
}

describe('pins through leaflet.markercluster, plain first for small sets', () => {
  it("draws a location page's pins as plain markers at street zoom, without loading the clusterer", async () => {
    const { layer, pinElements } = setup(AMSTERDAM, 14);
    await layer.whenDrawn();
    expect(pinElements()).toBe(4);
    expect(clusterer.loads).toBe(0);
  });

  it('loads the clusterer once a zoom brings two pins within the grid, and hands it the markers', async () => {
    const { map, layer, pinElements } = setup(AMSTERDAM, 14);
    await layer.whenDrawn();
    map.setZoom(13);
    // 0.6 km is about 50 px at zoom 13: still apart.
    expect(clusterer.loads).toBe(0);
    map.setZoom(11);
    expect(clusterer.loads).toBe(1);
    await layer.whenDrawn();
    const [group] = clusterer.groups as L.FeatureGroup[];
    expect(group!.getLayers()).toHaveLength(4);
    // Each marker is drawn once, now by the clusterer.
    expect(pinElements()).toBe(4);
    map.setZoom(14);
    map.setZoom(10);
    expect(clusterer.loads).toBe(1);
  });

  it('clusters at once a set with two pins together in the first view, or a larger set', async () => {
    const twins = [AMSTERDAM[0]!, { ...AMSTERDAM[1]!, position: AMSTERDAM[0]!.position }];
    const first = setup(twins, 18);
    await first.layer.whenDrawn();
    expect(clusterer.loads).toBe(1);
    const many = Array.from({ length: PLAIN_FIRST_MAX_PINS + 1 }, (_, i) => ({ ...AMSTERDAM[0]!, id: `m${i}`, position: { latitude: 10 + i, longitude: 10 + i } }));
    const second = setup(many, 3);
    await second.layer.whenDrawn();
    expect(clusterer.loads).toBe(2);
  });

  it('gives the focus to the map once a cluster opened from the keyboard has spread its pins at one spot, and not at a later move', async () => {
    const twins = [AMSTERDAM[0]!, { ...AMSTERDAM[1]!, position: AMSTERDAM[0]!.position }];
    const { map, layer } = setup(twins, 18);
    await layer.whenDrawn();
    const [group] = clusterer.groups as L.FeatureGroup[];
    const container = map.getContainer();
    container.tabIndex = 0;
    // Enter on the cluster: a click of detail 0. At the last zoom it spreads where it is, with no move.
    group!.fire('clusterclick', { originalEvent: { detail: 0 } });
    group!.fire('spiderfied');
    expect(document.activeElement).toBe(container);
    // The visitor tabs on to the zoom button and zooms: the focus stays on the button.
    const zoomIn = container.appendChild(document.createElement('button'));
    zoomIn.focus();
    map.fire('moveend');
    expect(document.activeElement).toBe(zoomIn);
    // Pins replaced between a cluster's opening and its move: the layer that waited is gone, and waits no more.
    group!.fire('clusterclick', { originalEvent: { detail: 0 } });
    layer.destroy();
    map.fire('moveend');
    expect(document.activeElement).toBe(zoomIn);
  });

  it('never loads the clusterer for a map that does not cluster', async () => {
    const { map, layer, pinElements } = setup(AMSTERDAM, 14, null);
    await layer.whenDrawn();
    map.setZoom(5);
    expect(clusterer.loads).toBe(0);
    expect(pinElements()).toBe(4);
  });

  it('stops watching the zoom once destroyed', async () => {
    const { map, layer, pinElements } = setup(AMSTERDAM, 14);
    await layer.whenDrawn();
    layer.destroy();
    expect(pinElements()).toBe(0);
    map.setZoom(5);
    expect(clusterer.loads).toBe(0);
  });
});

describe("a location page's own pin (standalone)", () => {
  it('stays a plain marker, first in the tab order and raised, while the pins around it cluster', async () => {
    document.body.innerHTML = '<div id="map"></div>';
    const map = leaflet.map(document.getElementById('map')!, { zoomAnimation: false, fadeAnimation: false }).setView([52.37, 4.9], 10);
    const pins = AMSTERDAM.map((pin) => (pin.id === '1' ? { ...pin, standalone: true } : pin));
    const context = { look: LOOK, clusterLabel: CLUSTER.label, handlers, onError: () => {} };
    const view = { cluster: { gridSize: 30, minimumClusterSize: 2 } } as Parameters<typeof pinLayerFor>[3];
    const layer = pinLayerFor(leaflet, map, pins, view, context);
    await layer.whenDrawn();
    // Pins 0 and 2 (2 km apart) are within the grid at zoom 10: the clusterer takes them and pin 3, not the page's own.
    const [group] = clusterer.groups as L.FeatureGroup[];
    expect((group!.getLayers() as (L.Marker & { pin: MapPin })[]).map((marker) => marker.pin.id)).toEqual(['0', '2', '3']);
    const links = [...map.getContainer().querySelectorAll<HTMLElement>('.locator-pin')];
    expect(links[0]!.getAttribute('href')).toBe('/l/1');
    const zOf = (element: HTMLElement) => Number(element.style.zIndex);
    expect(zOf(links[0]!)).toBeGreaterThan(Math.max(...links.slice(1).map(zOf)));
    // A highlighted pin goes above it; the own pin keeps its place above the others when it is no longer highlighted.
    layer.highlight('1');
    layer.highlight('0');
    const own = links[0]!;
    const highlighted = map.getContainer().querySelector<HTMLElement>('.locator-pin[href="/l/0"]')!;
    expect(zOf(highlighted)).toBeGreaterThan(zOf(own));
    expect(zOf(own)).toBeGreaterThan(zOf(map.getContainer().querySelector<HTMLElement>('.locator-pin[href="/l/2"]')!));
    layer.destroy();
    expect(map.getContainer().querySelectorAll('.locator-pin')).toHaveLength(0);
  });
});

describe('pinsWithin', () => {
  it('tells pins closer than the grid apart from pins further away, at the map zoom', () => {
    document.body.innerHTML = '<div id="map"></div>';
    const map = leaflet.map(document.getElementById('map')!).setView([0, 0], 10);
    const at = (x: number, y: number) => map.unproject([x, y], 10);
    expect(pinsWithin(map, [at(1000, 1000), at(1029, 1000)], 30)).toBe(true);
    expect(pinsWithin(map, [at(1000, 1000), at(1031, 1000)], 30)).toBe(false);
    // Across a cell boundary, diagonally.
    expect(pinsWithin(map, [at(1019, 1019), at(1035, 1035)], 30)).toBe(true);
    expect(pinsWithin(map, [at(1019, 1019), at(1041, 1041)], 30)).toBe(false);
    expect(pinsWithin(map, [at(1000, 1000)], 30)).toBe(false);
  });

  it('finds nothing within on a map that has no view yet', () => {
    document.body.innerHTML = '<div id="map"></div>';
    const map = leaflet.map(document.getElementById('map')!);
    expect(pinsWithin(map, [L.latLng(1, 1), L.latLng(1, 1)], 30)).toBe(false);
  });
});
