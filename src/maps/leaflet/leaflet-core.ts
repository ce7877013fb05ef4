/**
 * The part of Leaflet 1.9 the maps use, built from Leaflet's own ES modules (the package ships them in `src/`) instead
 * of its complete UMD build: vite.config.ts and vitest.config.ts resolve `leaflet` here, so our code and the bundled
 * leaflet.markercluster get this object as `L`. Importing a module registers what it adds to the map (handlers,
 * controls, renderers), as Leaflet's own index does.
 *
 * Left out, because no provider draws them: GeoJSON, image, video and SVG overlays, popups and tooltips, polygons
 * (leaflet.markercluster draws one only for showCoverageOnHover, whose default the bundle turns off, see withoutUnused
 * in html-samples/tools/leaflet-plugin-scope.ts), circles and rectangles, the canvas renderer, WMS tiles, the layers
 * and scale controls, the CRSs other than Web Mercator; and VML and marker dragging, which Leaflet's modules import,
 * through the stand-ins of left-out.ts. That is about a quarter of Leaflet: about 11.5 KiB gzip less on every page
 * with a map. The tile layers are a module of their own (leaflet-tiles.ts, 3.6 KiB gzip), which BaseMap's vector
 * base does not need: only the raster providers and a BaseMap given a tile URL load it. Nor the Shift-drag box zoom
 * (0.5 KiB gzip), which no other provider has: its maps zoom with the buttons, the wheel, a double click, a pinch and
 * the keys; nor the long-tap handler that makes a context menu event for mobile Safari (0.4 KiB): no map here listens
 * for one.
 * Types still come from @types/leaflet (`import type * as Leaf from 'leaflet'`); leaflet-core.test.ts checks
 * that every name the bundle and the clusterer read is here.
 */
import { version } from 'leaflet/package.json';
import { Browser, Class, Evented, Handler, Mixin, Util, bind, extend, setOptions, stamp } from 'leaflet/src/core/index.js';
import * as DomEventModule from 'leaflet/src/dom/DomEvent.js';
import * as DomUtilModule from 'leaflet/src/dom/DomUtil.js';
import { Draggable } from 'leaflet/src/dom/Draggable.js';
import { PosAnimation } from 'leaflet/src/dom/PosAnimation.js';
import { Point, toPoint } from 'leaflet/src/geometry/Point.js';
import { Bounds, toBounds } from 'leaflet/src/geometry/Bounds.js';
import { Transformation, toTransformation } from 'leaflet/src/geometry/Transformation.js';
import * as LineUtil from 'leaflet/src/geometry/LineUtil.js';
import { LatLng, toLatLng } from 'leaflet/src/geo/LatLng.js';
import { LatLngBounds, toLatLngBounds } from 'leaflet/src/geo/LatLngBounds.js';
import { CRS } from 'leaflet/src/geo/crs/CRS.js';
import { Earth } from 'leaflet/src/geo/crs/CRS.Earth.js';
import { EPSG3857, EPSG900913 } from 'leaflet/src/geo/crs/CRS.EPSG3857.js';
import { SphericalMercator } from 'leaflet/src/geo/projection/Projection.SphericalMercator.js';
import { Map, createMap } from 'leaflet/src/map/Map.js';
import { DoubleClickZoom } from 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import { Drag } from 'leaflet/src/map/handler/Map.Drag.js';
import { Keyboard } from 'leaflet/src/map/handler/Map.Keyboard.js';
import { ScrollWheelZoom } from 'leaflet/src/map/handler/Map.ScrollWheelZoom.js';
import { TouchZoom } from 'leaflet/src/map/handler/Map.TouchZoom.js';
import { Control, control } from 'leaflet/src/control/Control.js';
import { Zoom, zoom } from 'leaflet/src/control/Control.Zoom.js';
import { Attribution, attribution } from 'leaflet/src/control/Control.Attribution.js';
import { Layer } from 'leaflet/src/layer/Layer.js';
import { LayerGroup, layerGroup } from 'leaflet/src/layer/LayerGroup.js';
import { FeatureGroup, featureGroup } from 'leaflet/src/layer/FeatureGroup.js';
import { Icon, icon } from 'leaflet/src/layer/marker/Icon.js';
import { IconDefault } from 'leaflet/src/layer/marker/Icon.Default.js';
import { DivIcon, divIcon } from 'leaflet/src/layer/marker/DivIcon.js';
import { Marker, marker } from 'leaflet/src/layer/marker/Marker.js';
import { Renderer } from 'leaflet/src/layer/vector/Renderer.js';
import { SVG, svg } from 'leaflet/src/layer/vector/SVG.js';
import { Path } from 'leaflet/src/layer/vector/Path.js';
import { Polyline, polyline } from 'leaflet/src/layer/vector/Polyline.js';

// What Leaflet's index files attach to the classes.
Object.assign(Map, { DoubleClickZoom, Drag, Keyboard, ScrollWheelZoom, TouchZoom });
Object.assign(Control, { Zoom, Attribution });
Object.assign(control, { zoom, attribution });
Object.assign(CRS, { Earth, EPSG3857, EPSG900913 });
Icon.Default = IconDefault;

/*
 * Leaflet's Renderer.getRenderer, which vector layers ask for their renderer, without its canvas branch: it would bring
 * the canvas renderer for the `preferCanvas` option, which no map here sets. The only vector layers are the
 * clusterer's spiderfy legs, drawn in SVG. (The BaseMap shapes are a renderer of their own, src/maps/leaflet/shape-layer.ts.)
 */
Map.include({
  getRenderer(this: LeafletMap, layer: { options: { renderer?: unknown; pane?: string } }) {
    let renderer = layer.options.renderer || this._getPaneRenderer(layer.options.pane) || this.options.renderer || this._renderer;
    if (!renderer) renderer = this._renderer = this._createRenderer();
    if (!this.hasLayer(renderer)) this.addLayer(renderer);
    return renderer;
  },
  _getPaneRenderer(this: LeafletMap, name?: string) {
    if (name === 'overlayPane' || name === undefined) return false;
    let renderer = this._paneRenderers[name];
    if (renderer === undefined) renderer = this._paneRenderers[name] = this._createRenderer({ pane: name });
    return renderer;
  },
  _createRenderer: (options?: object) => svg(options),
});

/*
 * No popups either (no provider opens one): leaflet.markercluster closes a marker's popup before it puts back a
 * spiderfied marker, so markers answer that call, with nothing to close.
 */
Layer.include({
  closePopup(this: unknown) {
    return this;
  },
});

/** The private part of a Leaflet map the renderer lookup uses. */
interface LeafletMap {
  options: { renderer?: unknown };
  _renderer?: unknown;
  _paneRenderers: Record<string, unknown>;
  _getPaneRenderer(name?: string): unknown;
  _createRenderer(options?: object): unknown;
  hasLayer(layer: unknown): boolean;
  addLayer(layer: unknown): void;
}

const L = {
  version,
  Browser, Class, Evented, Handler, Mixin, Util, bind, extend, setOptions, stamp,
  DomEvent: DomEventModule,
  DomUtil: DomUtilModule,
  Draggable, PosAnimation,
  Point, point: toPoint, Bounds, bounds: toBounds, Transformation, transformation: toTransformation, LineUtil,
  LatLng, latLng: toLatLng, LatLngBounds, latLngBounds: toLatLngBounds,
  CRS, Projection: { SphericalMercator },
  Map, map: createMap,
  Control, control,
  Layer, LayerGroup, layerGroup, FeatureGroup, featureGroup,
  Icon, icon, DivIcon, divIcon, Marker, marker,
  Renderer, SVG, svg, Path, Polyline, polyline,
};

export default L;
