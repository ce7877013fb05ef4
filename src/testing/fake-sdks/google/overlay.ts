import type { FakeGoogleCore } from './core';
import type { FakeGoogleMapPart } from './map';

/**
 * Fake google.maps, part 3: OverlayView, what markerclusterer extends (it adds itself to the map with setMap and reads
 * the map's projection). SELF-CONTAINED, see ./core.ts.
 */
export function defineGoogleOverlay() {
  type FakeMap = InstanceType<FakeGoogleMapPart['Map']>;
  type LatLngLike = { lat(): number; lng(): number };
  type Literal = { lat: number; lng: number };
  type Drawable = { draw(): void };

  /** A constructor function, not a class: markerclusterer copies its prototype with for…in (enumerable methods). */
  interface OverlayState {
    map?: FakeMap | null;
    onAdd?(): void;
    draw?(): void;
    onRemove?(): void;
  }
  const OverlayView = function OverlayView(this: OverlayState) {} as unknown as { new (): OverlayState & Record<string, unknown> };
  Object.assign(OverlayView.prototype, {
    setMap(this: OverlayState & Drawable, map: FakeMap | null) {
      if (this.map) {
        this.map.overlays.delete(this);
        this.onRemove?.();
      }
      this.map = map;
      if (!map) return;
      map.overlays.add(this);
      // Google adds overlays once the map's projection is ready: asynchronously.
      setTimeout(() => {
        if (this.map !== map) return;
        this.onAdd?.();
        this.draw?.();
      }, 0);
    },
    getMap(this: OverlayState) {
      return this.map ?? null;
    },
    getProjection(this: OverlayState) {
      const map = this.map;
      if (!map) return null;
      return {
        fromLatLngToDivPixel: (p: LatLngLike | Literal | null) => (p ? map.toDivPixel(p) : null),
        fromDivPixelToLatLng: (p: { x: number; y: number } | null) => (p ? map.fromDivPixel(p.x, p.y) : null),
      };
    },
    getPanes(this: OverlayState) {
      const pane = this.map?.pane;
      return pane ? { overlayMouseTarget: pane, markerLayer: pane, overlayLayer: pane, floatPane: pane } : null;
    },
    onAdd() {},
    draw() {},
    onRemove() {},
  });

  return { OverlayView };
}
