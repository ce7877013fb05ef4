import type { DrawTiles } from '../backdrop';
import type { FakeGoogleCore } from './core';

export interface FakeGoogleMapSettings {
  /** The page's key was 'bad-key' (or client 'bad-client'): call gm_authFailure once a map exists, as Google does. */
  authFails: boolean;
  /** Sandbox tile URL template for the backdrop; null in jsdom. */
  tileUrl: string | null;
}

/**
 * Fake google.maps, part 2: Map, a plain div with a Web Mercator projection over sandbox tiles, drag to pan, zoom
 * buttons, idle after each change. SELF-CONTAINED, see ./core.ts.
 */
export function defineGoogleMap(core: FakeGoogleCore, win: Window, settings: FakeGoogleMapSettings, drawTiles: DrawTiles) {
  type LatLng = InstanceType<FakeGoogleCore['LatLng']>;
  type Literal = { lat: number; lng: number };
  type Drawable = { draw(): void };
  type LatLngLike = { lat(): number; lng(): number };
  const doc = win.document;
  const TILE = 256;
  const toLatLng = (p: LatLngLike | Literal): LatLng =>
    p instanceof core.LatLng ? p : typeof p.lat === 'function' ? new core.LatLng(p.lat(), (p as LatLngLike).lng()) : new core.LatLng(p.lat, (p as Literal).lng);
  const world = (p: LatLngLike, zoom: number) => {
    const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, p.lat())) * Math.PI) / 180);
    const scale = TILE * 2 ** zoom;
    return { x: ((p.lng() + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const unworld = (x: number, y: number, zoom: number) => {
    const scale = TILE * 2 ** zoom;
    const n = Math.PI - (2 * Math.PI * y) / scale;
    return new core.LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (x / scale) * 360 - 180);
  };

  class Map {
    readonly overlays = new Set<Drawable & { onRemove?(): void }>();
    readonly markers = new Set<Drawable>();
    readonly root: HTMLDivElement;
    readonly pane: HTMLDivElement;
    private readonly tiles: HTMLDivElement;
    private center: LatLng;
    private zoom: number;
    private readonly minZoom: number;
    private readonly maxZoom: number;
    private idleTimer: ReturnType<typeof setTimeout> | undefined;

    constructor(
      private readonly div: HTMLElement,
      options: { center: Literal; zoom: number; minZoom?: number; maxZoom?: number; disableDefaultUI?: boolean },
    ) {
      this.center = toLatLng(options.center);
      this.minZoom = options.minZoom ?? 0;
      this.maxZoom = options.maxZoom ?? 21;
      this.zoom = Math.max(this.minZoom, Math.min(this.maxZoom, options.zoom));
      if (win.getComputedStyle(div).position === 'static') div.style.position = 'relative';
      this.root = doc.createElement('div');
      this.root.setAttribute('data-fake-sdk', 'google');
      this.root.style.cssText =
        'position:absolute;inset:0;overflow:hidden;touch-action:none;font:12px Arial,sans-serif;background:#e9e5dc;' +
        'background-image:linear-gradient(#d6d2c8 1px,transparent 1px),linear-gradient(90deg,#d6d2c8 1px,transparent 1px);background-size:64px 64px';
      this.tiles = doc.createElement('div');
      this.tiles.style.cssText = 'position:absolute;inset:0';
      this.pane = doc.createElement('div');
      this.pane.style.cssText = 'position:absolute;inset:0';
      const credit = doc.createElement('div');
      credit.textContent = 'Map data ©2026 Google (sandbox)';
      credit.style.cssText = 'position:absolute;right:4px;bottom:2px;color:#333;background:rgba(255,255,255,.8);padding:0 4px';
      this.root.append(this.tiles, this.pane, credit);
      if (!options.disableDefaultUI) this.root.append(this.zoomButton('+', 'Zoom in', 1, 8), this.zoomButton('−', 'Zoom out', -1, 44));
      this.enableDrag();
      div.append(this.root);
      this.changed();
      if (settings.authFails) setTimeout(() => this.failAuth(), 20);
    }

    getDiv(): HTMLElement {
      return this.div;
    }
    getCenter(): LatLng {
      return this.center;
    }
    setCenter(center: LatLngLike | Literal): void {
      this.center = toLatLng(center);
      this.changed();
    }
    panTo(center: LatLngLike | Literal): void {
      this.setCenter(center);
    }
    getZoom(): number {
      return this.zoom;
    }
    setZoom(zoom: number): void {
      this.zoom = Math.max(this.minZoom, Math.min(this.maxZoom, Math.round(zoom)));
      this.changed();
    }
    getBounds() {
      const { width, height } = this.size();
      return new core.LatLngBounds(this.fromDivPixel(0, height), this.fromDivPixel(width, 0));
    }
    fitBounds(bounds: { getNorthEast(): LatLngLike; getSouthWest(): LatLngLike }, padding = 0): void {
      const ne = world(bounds.getNorthEast(), 0);
      const sw = world(bounds.getSouthWest(), 0);
      const { width, height } = this.size();
      const fit = Math.min((width - 2 * padding) / Math.max(1e-9, ne.x - sw.x), (height - 2 * padding) / Math.max(1e-9, sw.y - ne.y));
      this.center = unworld((ne.x + sw.x) / 2, (ne.y + sw.y) / 2, 0);
      this.setZoom(Math.floor(Math.log2(fit)));
    }
    getProjection() {
      return { fromLatLngToPoint: (p: LatLngLike) => world(p, 0) };
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: false };
    }
    addListener(name: string, handler: () => void) {
      return core.event.addListener(this, name, handler);
    }

    size() {
      // jsdom has no layout: a 800x600 map there.
      return { width: this.div.clientWidth || 800, height: this.div.clientHeight || 600 };
    }
    toDivPixel(position: LatLngLike | Literal) {
      const p = world(toLatLng(position), this.zoom);
      const c = world(this.center, this.zoom);
      const { width, height } = this.size();
      return new core.Point(p.x - c.x + width / 2, p.y - c.y + height / 2);
    }
    fromDivPixel(x: number, y: number): LatLng {
      const c = world(this.center, this.zoom);
      const { width, height } = this.size();
      return unworld(c.x + x - width / 2, c.y + y - height / 2, this.zoom);
    }
    /** Redraws markers and overlays now, then reports idle once the changes stop (like Google, after the frame). */
    changed(): void {
      const { width, height } = this.size();
      drawTiles(this.tiles, settings.tileUrl, world(this.center, this.zoom), this.zoom, width, height);
      for (const marker of this.markers) marker.draw();
      for (const overlay of this.overlays) overlay.draw();
      core.event.trigger(this, 'bounds_changed');
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => core.event.trigger(this, 'idle'), 0);
    }

    private zoomButton(text: string, label: string, step: number, top: number): HTMLButtonElement {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.setAttribute('aria-label', label);
      button.style.cssText = `position:absolute;right:8px;top:${top}px;width:32px;height:32px;font:18px Arial;background:#fff;color:#222;border:1px solid #888;border-radius:2px;cursor:pointer`;
      button.addEventListener('click', () => this.setZoom(this.zoom + step));
      return button;
    }
    private enableDrag(): void {
      let start: { x: number; y: number; center: { x: number; y: number } } | null = null;
      let dragging = false;
      this.root.addEventListener('pointerdown', (event) => {
        if ((event.target as Element).closest('button,[role="button"]')) return;
        start = { x: event.clientX, y: event.clientY, center: world(this.center, this.zoom) };
        dragging = false;
      });
      this.root.addEventListener('pointermove', (event) => {
        if (!start) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        if (!dragging && Math.hypot(dx, dy) < 3) return;
        if (!dragging) core.event.trigger(this, 'dragstart');
        dragging = true;
        this.center = unworld(start.center.x - dx, start.center.y - dy, this.zoom);
        this.changed();
      });
      const end = () => {
        if (start && dragging) core.event.trigger(this, 'dragend');
        start = null;
        dragging = false;
      };
      this.root.addEventListener('pointerup', end);
      this.root.addEventListener('pointerleave', end);
    }
    private failAuth(): void {
      const box = doc.createElement('div');
      box.setAttribute('data-fake-auth-error', '');
      box.textContent = "This page can't load Google Maps correctly. (sandbox: the key was rejected)";
      box.style.cssText = 'position:absolute;inset:30% 10% auto;padding:12px;background:#fff;color:#222;border:1px solid #999';
      this.root.style.filter = 'grayscale(1)';
      this.root.append(box);
      (win as Window & { gm_authFailure?: () => void }).gm_authFailure?.();
    }
  }

  return { Map };
}

export type FakeGoogleMapPart = ReturnType<typeof defineGoogleMap>;
