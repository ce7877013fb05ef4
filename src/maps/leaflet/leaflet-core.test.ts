import { describe, expect, it } from 'vitest';
import type * as Leaf from 'leaflet';
import L from './leaflet-core';

describe('the Leaflet the bundle ships', () => {
  it('has every name our code and leaflet.markercluster read; the tile layers come with their own module', async () => {
    expect((L as unknown as Record<string, unknown>).tileLayer).toBeUndefined();
    await import('./leaflet-tiles');
    const names = [
      'map', 'tileLayer', 'marker', 'layerGroup', 'latLng', 'latLngBounds', 'Renderer', 'FeatureGroup', 'Layer', 'Icon', 'DomUtil',
      // leaflet.markercluster
      // (not L.Polygon: it draws one only for showCoverageOnHover, off by default in the bundle)
      'Marker', 'LayerGroup', 'LatLngBounds', 'LatLng', 'Util', 'Point', 'featureGroup', 'extend', 'bind', 'Polyline',
      'stamp', 'setOptions', 'Evented', 'DivIcon', 'Browser', 'Path',
    ];
    const record = L as unknown as Record<string, unknown>;
    expect(names.filter((name) => record[name] === undefined)).toEqual([]);
    expect(typeof L.DomUtil.TRANSITION).toBe('string');
    expect(L.version).toMatch(/^1\.9\./);
  });

  it('builds a map with its handlers and its zoom and attribution controls, and leaves window.L alone', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container, { center: [48.85, 2.35], zoom: 12 });
    expect(map.zoomControl).toBeInstanceOf(L.Control.Zoom);
    expect(map.attributionControl).toBeInstanceOf(L.Control.Attribution);
    expect(map.keyboard.enabled()).toBe(true);
    expect(map.dragging.enabled()).toBe(true);
    expect(map.scrollWheelZoom.enabled()).toBe(true);
    expect(map.doubleClickZoom.enabled()).toBe(true);
    expect(map.options.crs).toBe(L.CRS.EPSG3857);
    expect('L' in window).toBe(false);
    map.remove();
    container.remove();
  });

  it('leaves out what no map runs: polygons and marker dragging', () => {
    const record = L as unknown as Record<string, unknown>;
    expect([record.Polygon, record.polygon, record.PolyUtil]).toEqual([undefined, undefined, undefined]);
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container, { center: [48.85, 2.35], zoom: 12 });
    // Leaflet gives every marker a drag handler when its module is there; none is.
    const pin = L.marker([48.85, 2.35], { draggable: true }).addTo(map);
    expect(pin.dragging).toBeUndefined();
    expect(pin.getElement()?.classList.contains('leaflet-marker-draggable')).toBe(false);
    map.remove();
    container.remove();
  });

  it('draws vector layers in SVG, in the overlay pane or a pane of their own', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container, { center: [48.85, 2.35], zoom: 12 });
    const line = L.polyline([[48.85, 2.35], [48.86, 2.36]]).addTo(map);
    expect(map.getRenderer(line)).toBeInstanceOf(L.SVG);
    map.createPane('legs');
    const other = L.polyline([[48.85, 2.35], [48.86, 2.36]], { pane: 'legs' }).addTo(map);
    expect(map.getRenderer(other)).toBeInstanceOf(L.SVG);
    expect(map.getRenderer(other)).not.toBe(map.getRenderer(line));
    // The one popup call the clusterer makes.
    const pin = L.marker([48.85, 2.35]).addTo(map);
    expect(pin.closePopup()).toBe(pin);
    map.remove();
    container.remove();
  });

  it('takes leaflet.markercluster, which extends this same object and spiderfies stores at one spot in SVG', async () => {
    await import('leaflet.markercluster');
    const withClusters = L as unknown as { markerClusterGroup(options: object): Leaf.FeatureGroup };
    expect(typeof withClusters.markerClusterGroup).toBe('function');
    // Without its unused parts (see withoutUnused in leaflet-plugin-scope.ts).
    expect((L as unknown as Record<string, unknown>).QuickHull).toBeUndefined();
    const defaults = withClusters.markerClusterGroup({}) as unknown as { options: { showCoverageOnHover: boolean } };
    expect('refreshClusters' in defaults).toBe(false);
    // Coverage would draw a polygon, which this Leaflet has not: off unless asked for.
    expect(defaults.options.showCoverageOnHover).toBe(false);
    expect('L' in window).toBe(false);
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container, { center: [48.85, 2.35], zoom: 18, maxZoom: 18, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
    const group = withClusters.markerClusterGroup({ animate: false, spiderfyOnMaxZoom: true }).addTo(map);
    for (let i = 0; i < 3; i++) group.addLayer(L.marker([48.85, 2.35]));
    const markers = group.getLayers() as Leaf.Marker[];
    const cluster = (markers[0] as unknown as { __parent: { spiderfy(): void; unspiderfy(): void } }).__parent;
    const spots = () => new Set(markers.map((marker) => marker.getLatLng().toString())).size;
    cluster.spiderfy();
    // The three stores spread out, each with a leg drawn by the SVG renderer.
    expect(spots()).toBe(3);
    expect(container.querySelectorAll('.leaflet-overlay-pane path.leaflet-interactive')).toHaveLength(3);
    // Putting them back closes each one's popup first: the no-op answers.
    cluster.unspiderfy();
    expect(spots()).toBe(1);
    expect(container.querySelectorAll('.leaflet-overlay-pane path.leaflet-interactive')).toHaveLength(0);
    map.remove();
    container.remove();
  });
});
