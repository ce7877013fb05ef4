/**
 * The part of the Google Maps JavaScript API (google.maps) that the adapter and @googlemaps/markerclusterer use,
 * typed here because @types/google.maps is not a dependency. Names follow the real API; `G` prefixes avoid clashes
 * with our own LatLng/Bounds types. The fake SDK (src/testing/fake-sdks/google) implements exactly this surface.
 */

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface GLatLng {
  lat(): number;
  lng(): number;
  toJSON(): LatLngLiteral;
  equals(other: GLatLng | null): boolean;
}

export interface GLatLngBounds {
  getNorthEast(): GLatLng;
  getSouthWest(): GLatLng;
  getCenter(): GLatLng;
  extend(point: GLatLng | LatLngLiteral): GLatLngBounds;
  contains(point: GLatLng | LatLngLiteral): boolean;
  isEmpty(): boolean;
  toJSON(): { north: number; south: number; east: number; west: number };
}

export interface GSize {
  width: number;
  height: number;
}

export interface GPoint {
  x: number;
  y: number;
}

export interface MapsEventListener {
  remove(): void;
}

/** What a marker's click, mouseover and mouseout listeners receive. */
export interface GMapMouseEvent {
  domEvent?: Event;
  latLng?: GLatLng | null;
  stop?(): void;
}

export interface GMapOptions {
  center: LatLngLiteral;
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
  mapId?: string;
  clickableIcons?: boolean;
  keyboardShortcuts?: boolean;
}

export interface GMap {
  getCenter(): GLatLng | undefined;
  setCenter(center: GLatLng | LatLngLiteral): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  getBounds(): GLatLngBounds | null | undefined;
  fitBounds(bounds: GLatLngBounds, padding?: number): void;
  getDiv(): HTMLElement;
  /** 'idle', 'dragend', 'bounds_changed'…: the handler gets no argument for these. */
  addListener(eventName: string, handler: () => void): MapsEventListener;
}

export interface GIcon {
  url: string;
  scaledSize?: GSize;
  anchor?: GPoint;
}

export interface GMarkerOptions {
  position: GLatLng | LatLngLiteral;
  map?: GMap | null;
  icon?: GIcon;
  /** Tooltip and accessible name; with a click listener and `optimized: false` the marker is keyboard-focusable. */
  title?: string;
  optimized?: boolean;
  zIndex?: number;
  clickable?: boolean;
}

export interface GMarker {
  setMap(map: GMap | null): void;
  getMap(): GMap | null | undefined;
  getPosition(): GLatLng | null | undefined;
  setIcon(icon: GIcon): void;
  setZIndex(zIndex: number | undefined): void;
  addListener(eventName: string, handler: (event: GMapMouseEvent) => void): MapsEventListener;
}

export interface GEventNamespace {
  addListener(instance: object, eventName: string, handler: (...args: never[]) => void): MapsEventListener;
  removeListener(listener: MapsEventListener): void;
  trigger(instance: object, eventName: string, ...args: unknown[]): void;
  clearInstanceListeners(instance: object): void;
}

export interface GMapCanvasProjection {
  fromLatLngToDivPixel(position: GLatLng | LatLngLiteral | null): GPoint | null;
  fromDivPixelToLatLng(pixel: GPoint | null): GLatLng | null;
}

/** google.maps.OverlayView as markerclusterer extends it (its setMap adds the clusterer to a map). */
export interface GOverlayView {
  setMap(map: GMap | null): void;
  getMap(): GMap | null | undefined;
  getProjection(): GMapCanvasProjection;
}

/** `google.maps` as far as we use it. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: GMapOptions) => GMap;
  Marker: { new (options: GMarkerOptions): GMarker; readonly MAX_ZINDEX: number };
  LatLng: new (lat: number, lng: number) => GLatLng;
  LatLngBounds: new (southWest?: GLatLng | LatLngLiteral, northEast?: GLatLng | LatLngLiteral) => GLatLngBounds;
  Size: new (width: number, height: number) => GSize;
  Point: new (x: number, y: number) => GPoint;
  event: GEventNamespace;
  /** Only for markerclusterer, which extends it; the adapter itself never calls it. */
  OverlayView: new () => object;
}

/** The page globals Google reads and writes. */
export interface GoogleHost {
  google?: { maps?: GoogleMapsApi };
  /** Called by the API when it rejects the key or client id. */
  gm_authFailure?: () => void;
}

declare global {
  /**
   * Type-only names for the declarations of @googlemaps/markerclusterer, which refer to `google.maps.*`.
   * There is deliberately no value here: code reaches the API through the loaded GoogleMapsApi object only.
   */
  namespace google.maps {
    type LatLng = GLatLng;
    type LatLngLiteral = import('./sdk-types').LatLngLiteral;
    type LatLngBounds = GLatLngBounds;
    type Map = GMap;
    type MapCanvasProjection = GMapCanvasProjection;
    type MapMouseEvent = GMapMouseEvent;
    type MapsEventListener = import('./sdk-types').MapsEventListener;
    type Marker = GMarker;
    type OverlayView = GOverlayView;
    type Point = GPoint;
    type Size = GSize;
    namespace marker {
      /** Not used: the adapter draws classic markers, so this never matches. */
      interface AdvancedMarkerElement {
        readonly advancedMarker: never;
      }
    }
  }
}
