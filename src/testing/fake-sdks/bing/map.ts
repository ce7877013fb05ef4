import type { DrawTiles } from '../backdrop';
import type { FakeBingCore } from './core';
import type { PinElement } from './pins';

/**
 * Fake Microsoft.Maps, part 2: Map. Pushpins are drawn as positioned images (the real control draws a canvas, so they
 * are hidden from assistive technology here too) that tests can count and click. Drag pans (mousedown, viewchange,
 * mouseup), the dashboard has zoom buttons, viewchangeend follows every change asynchronously.
 * SELF-CONTAINED, see ./core.ts.
 */
export function defineBingMap(core: FakeBingCore, win: Window, tileUrl: string | null, drawTiles: DrawTiles, pinElement: PinElement) {
  type Location = InstanceType<FakeBingCore['Location']>;
  type Layer = InstanceType<FakeBingCore['Layer']>;
  const doc = win.document;
  const TILE = 256;
  const world = (l: { latitude: number; longitude: number }, zoom: number) => {
    const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, l.latitude)) * Math.PI) / 180);
    const scale = TILE * 2 ** zoom;
    return { x: ((l.longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const unworld = (x: number, y: number, zoom: number) => {
    const scale = TILE * 2 ** zoom;
    return new core.Location((180 / Math.PI) * Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / scale)), (x / scale) * 360 - 180);
  };

  interface Options {
    credentials?: string;
    center?: Location;
    zoom?: number;
    minZoom?: number;
    maxZoom?: number;
    showDashboard?: boolean;
  }

  class Map {
    readonly root: HTMLDivElement;
    private readonly pane: HTMLDivElement;
    private readonly tiles: HTMLDivElement;
    private center: Location;
    private zoom: number;
    private readonly min: number;
    private readonly max: number;
    private endTimer: ReturnType<typeof setTimeout> | undefined;
    readonly layers: Layer[] & { insert(layer: Layer): void; remove(layer: Layer): void; clear(): void };
    readonly entities: Layer;
    private readonly credentials: string;

    constructor(
      private readonly div: HTMLElement,
      options: Options,
    ) {
      this.credentials = options.credentials ?? '';
      this.center = options.center ?? new core.Location(0, 0);
      this.min = options.minZoom ?? 1;
      this.max = options.maxZoom ?? 21;
      this.zoom = Math.max(this.min, Math.min(this.max, options.zoom ?? 5));
      if (win.getComputedStyle(div).position === 'static') div.style.position = 'relative';
      this.root = doc.createElement('div');
      this.root.setAttribute('data-fake-sdk', 'bing');
      this.root.style.cssText =
        'position:absolute;inset:0;overflow:hidden;touch-action:none;font:12px "Segoe UI",Arial,sans-serif;background:#e6ecef;' +
        'background-image:linear-gradient(#cdd7dc 1px,transparent 1px),linear-gradient(90deg,#cdd7dc 1px,transparent 1px);background-size:80px 80px';
      this.tiles = doc.createElement('div');
      this.tiles.style.cssText = 'position:absolute;inset:0';
      this.pane = doc.createElement('div');
      this.pane.style.cssText = 'position:absolute;inset:0';
      const credit = doc.createElement('div');
      credit.textContent = '© 2026 Microsoft (sandbox)';
      credit.style.cssText = 'position:absolute;right:4px;bottom:2px;color:#333;background:rgba(255,255,255,.8);padding:0 4px';
      this.root.append(this.tiles, this.pane, credit);
      if (options.showDashboard !== false) this.root.append(this.button('+', 'Zoom In', 1, 8), this.button('−', 'Zoom Out', -1, 44));
      if (options.credentials === 'bad-key') {
        const banner = doc.createElement('div');
        banner.textContent = 'Invalid Credentials. Sign up for a developer account (sandbox)';
        banner.style.cssText = 'position:absolute;left:0;right:0;top:0;padding:6px;background:#fff;color:#222';
        this.root.append(banner);
      }
      const list = [] as unknown as Map['layers'];
      list.insert = (layer) => {
        list.push(layer);
        layer.maps.add(this);
        this.redraw();
      };
      list.remove = (layer) => {
        const index = list.indexOf(layer);
        if (index >= 0) list.splice(index, 1);
        layer.maps.delete(this);
        this.redraw();
      };
      list.clear = () => [...list].forEach((layer) => list.remove(layer));
      this.layers = list;
      this.entities = new core.Layer('entities');
      this.layers.insert(this.entities);
      this.enableDrag();
      div.append(this.root);
      this.changed();
    }

    getRootElement(): HTMLElement {
      return this.root;
    }
    /** Bing V8 answers with a session key for REST calls; the fake answers later, with the page's key turned into one. */
    getCredentials(callback: (credentials: string) => void): void {
      setTimeout(() => callback(this.credentials === 'bad-key' ? 'bad-key' : `session-${this.credentials}`), 0);
    }
    getWidth(): number {
      return this.div.clientWidth || 800;
    }
    getHeight(): number {
      return this.div.clientHeight || 600;
    }
    getCenter(): Location {
      return this.center;
    }
    getZoom(): number {
      return this.zoom;
    }
    getZoomRange(): { min: number; max: number } {
      return { min: this.min, max: this.max };
    }
    getBounds() {
      const nw = this.fromPixel(0, 0);
      const se = this.fromPixel(this.getWidth(), this.getHeight());
      return core.LocationRect.fromEdges(nw.latitude, nw.longitude, se.latitude, se.longitude);
    }
    setView(options: { center?: Location; zoom?: number; bounds?: InstanceType<FakeBingCore['LocationRect']>; padding?: number }): void {
      if (options.bounds) {
        const nw = world({ latitude: options.bounds.getNorth(), longitude: options.bounds.getWest() }, 0);
        const se = world({ latitude: options.bounds.getSouth(), longitude: options.bounds.getEast() }, 0);
        const pad = 2 * (options.padding ?? 0);
        const fit = Math.min((this.getWidth() - pad) / Math.max(1e-9, se.x - nw.x), (this.getHeight() - pad) / Math.max(1e-9, se.y - nw.y));
        this.center = unworld((nw.x + se.x) / 2, (nw.y + se.y) / 2, 0);
        this.zoom = Math.floor(Math.log2(fit));
      }
      if (options.center) this.center = options.center;
      if (options.zoom !== undefined) this.zoom = options.zoom;
      this.zoom = Math.max(this.min, Math.min(this.max, Math.round(this.zoom)));
      this.changed();
    }
    tryLocationToPixel(location: Location, reference: number = core.PixelReference.viewport) {
      const p = world(location, this.zoom);
      const c = world(this.center, this.zoom);
      const x = p.x - c.x;
      const y = p.y - c.y;
      return reference === core.PixelReference.control ? new core.Point(x + this.getWidth() / 2, y + this.getHeight() / 2) : new core.Point(x, y);
    }
    dispose(): void {
      clearTimeout(this.endTimer);
      this.layers.clear();
      this.root.remove();
    }

    /** Draws every shown pushpin of every layer, above each other by layer z-index; elements are kept while shown. */
    redraw(): void {
      const wanted = new Set<Element>();
      for (const layer of this.layers) {
        for (const pushpin of layer.displayed(this)) {
          if (!pushpin.getVisible()) continue;
          const element = pinElement(layer, pushpin, this.tryLocationToPixel(pushpin.getLocation(), core.PixelReference.control));
          wanted.add(element);
          if (element.parentNode !== this.pane) this.pane.append(element);
        }
      }
      for (const child of [...this.pane.children]) if (!wanted.has(child)) child.remove();
    }
    private fromPixel(x: number, y: number): Location {
      const c = world(this.center, this.zoom);
      return unworld(c.x + x - this.getWidth() / 2, c.y + y - this.getHeight() / 2, this.zoom);
    }
    private changed(): void {
      drawTiles(this.tiles, tileUrl, world(this.center, this.zoom), this.zoom, this.getWidth(), this.getHeight());
      this.redraw();
      core.Events.invoke(this, 'viewchange');
      clearTimeout(this.endTimer);
      this.endTimer = setTimeout(() => core.Events.invoke(this, 'viewchangeend'), 0);
    }
    private button(text: string, label: string, step: number, top: number): HTMLButtonElement {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.setAttribute('aria-label', label);
      button.style.cssText = `position:absolute;right:8px;top:${top}px;width:32px;height:32px;font:18px Arial;background:#fff;color:#222;border:1px solid #888;cursor:pointer`;
      button.addEventListener('click', () => this.setView({ zoom: this.zoom + step }));
      return button;
    }
    private enableDrag(): void {
      let start: { x: number; y: number; center: { x: number; y: number } } | null = null;
      this.root.addEventListener('pointerdown', (event) => {
        if ((event.target as Element).closest('button')) return;
        start = { x: event.clientX, y: event.clientY, center: world(this.center, this.zoom) };
        core.Events.invoke(this, 'mousedown', { eventName: 'mousedown', target: this });
      });
      this.root.addEventListener('pointermove', (event) => {
        if (!start || Math.hypot(event.clientX - start.x, event.clientY - start.y) < 3) return;
        this.center = unworld(start.center.x - (event.clientX - start.x), start.center.y - (event.clientY - start.y), this.zoom);
        this.changed();
      });
      const end = () => {
        if (!start) return;
        start = null;
        core.Events.invoke(this, 'mouseup', { eventName: 'mouseup', target: this });
      };
      this.root.addEventListener('pointerup', end);
      this.root.addEventListener('pointerleave', end);
    }
  }

  return { Map };
}
