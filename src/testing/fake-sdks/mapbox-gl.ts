/**
 * A fake mapbox-gl Map for jsdom (no WebGL there): sources, layers, filters, images, camera, events (map-wide and per
 * layer), project() on a 512 px-tile Web Mercator, and queryRenderedFeatures answering what a test put in `rendered`.
 * The browser specs run the real mapbox-gl; this covers the adapter's logic.
 */
type Handler = (event: Record<string, unknown>) => void;
interface Listener {
  layer?: string;
  fn: Handler;
  once?: boolean;
}

export interface FakeFeature {
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, unknown>;
}

export class FakeGeoJSONSource {
  data: unknown = null;
  expansionZoom = 9;
  constructor(readonly spec: Record<string, unknown>) {}
  setData(data: unknown): this {
    this.data = data;
    return this;
  }
  getClusterExpansionZoom(_id: number, callback: (error: Error | null, zoom?: number) => void): this {
    callback(null, this.expansionZoom);
    return this;
  }
}

export class FakeGlMap {
  readonly options: Record<string, unknown>;
  readonly sources = new Map<string, FakeGeoJSONSource>();
  readonly layers = new Map<string, Record<string, unknown>>();
  readonly filters = new Map<string, unknown>();
  readonly images = new Map<string, { image: unknown; pixelRatio?: number }>();
  readonly controls: unknown[] = [];
  rendered: FakeFeature[] = [];
  removed = false;
  private center: { lng: number; lat: number };
  private zoom: number;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly canvas = document.createElement('canvas');
  readonly touchZoomRotate = { disableRotation: () => {} };

  constructor(options: Record<string, unknown>) {
    this.options = options;
    const [lng, lat] = (options.center as [number, number] | undefined) ?? [0, 0];
    this.center = { lng, lat };
    this.zoom = (options.zoom as number | undefined) ?? 0;
    (options.container as HTMLElement).append(this.canvas);
  }

  getContainer(): HTMLElement {
    return this.options.container as HTMLElement;
  }
  getCanvas(): HTMLCanvasElement {
    return this.canvas;
  }
  on(type: string, layerOrFn: string | Handler, fn?: Handler): this {
    const list = this.listeners.get(type) ?? [];
    list.push(typeof layerOrFn === 'string' ? { layer: layerOrFn, fn: fn! } : { fn: layerOrFn });
    this.listeners.set(type, list);
    return this;
  }
  once(type: string, fn: Handler): this {
    this.on(type, fn);
    this.listeners.get(type)!.at(-1)!.once = true;
    return this;
  }
  off(type: string, layerOrFn: string | Handler, fn?: Handler): this {
    const target = typeof layerOrFn === 'string' ? fn : layerOrFn;
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l.fn !== target));
    return this;
  }
  /** Test helper: fires a map event (or a layer event when `layer` is given). */
  fire(type: string, event: Record<string, unknown> = {}, layer?: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) {
      if (listener.layer !== layer) continue;
      if (listener.once) this.off(type, listener.fn);
      listener.fn({ type, target: this, ...event });
    }
  }
  listenerCount(type: string): number {
    return this.listeners.get(type)?.length ?? 0;
  }

  addControl(control: unknown): this {
    this.controls.push(control);
    return this;
  }
  addSource(id: string, spec: Record<string, unknown>): this {
    this.sources.set(id, new FakeGeoJSONSource(spec));
    return this;
  }
  getSource(id: string): FakeGeoJSONSource | undefined {
    return this.sources.get(id);
  }
  addLayer(spec: Record<string, unknown>, before?: string): this {
    const entries = [...this.layers].filter(([id]) => id !== spec.id);
    const at = before === undefined ? -1 : entries.findIndex(([id]) => id === before);
    entries.splice(at < 0 ? entries.length : at, 0, [spec.id as string, spec]);
    this.layers.clear();
    for (const [id, layer] of entries) this.layers.set(id, layer);
    this.filters.set(spec.id as string, spec.filter);
    return this;
  }
  removeLayer(id: string): this {
    if (!this.layers.delete(id)) throw new Error(`no layer ${id}`);
    return this;
  }
  removeSource(id: string): this {
    if ([...this.layers.values()].some((layer) => layer.source === id)) throw new Error(`source ${id} is in use`);
    this.sources.delete(id);
    return this;
  }
  setFilter(id: string, filter: unknown): this {
    this.filters.set(id, filter);
    return this;
  }
  readonly layout = new Map<string, Record<string, unknown>>();
  setLayoutProperty(id: string, name: string, value: unknown): this {
    this.layout.set(id, { ...this.layout.get(id), [name]: value });
    return this;
  }
  addImage(name: string, image: unknown, options?: { pixelRatio?: number }): this {
    this.images.set(name, { image, pixelRatio: options?.pixelRatio });
    return this;
  }
  hasImage(name: string): boolean {
    return this.images.has(name);
  }

  /** Test helper: whether a camera animation or a gesture is under way (isMoving). */
  moving = false;
  isMoving(): boolean {
    return this.moving;
  }
  /** Test helper: the zoom changing during an animation, as mapbox-gl reports each frame of one. */
  animateZoom(zoom: number): void {
    this.moving = true;
    this.zoom = zoom;
    this.fire('zoom');
  }

  getCenter() {
    return { ...this.center };
  }
  getZoom(): number {
    return this.zoom;
  }
  jumpTo(options: { center?: [number, number]; zoom?: number }): this {
    // As mapbox-gl: every move, an animated one or not, starts and ends.
    this.fire('movestart');
    if (options.center) this.center = { lng: options.center[0], lat: options.center[1] };
    if (options.zoom !== undefined) this.zoom = options.zoom;
    this.fire('moveend');
    return this;
  }
  easeTo(options: { center?: [number, number]; zoom?: number }): this {
    return this.jumpTo(options);
  }
  /** Container pixel of a position: 512 px tiles (mapbox-gl's zoom scale), 800x600 when jsdom has no layout. */
  project([lng, lat]: [number, number]): { x: number; y: number } {
    const world = (lo: number, la: number) => {
      const scale = 512 * 2 ** this.zoom;
      const sin = Math.sin((la * Math.PI) / 180);
      return { x: ((lo + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
    };
    const p = world(lng, lat);
    const c = world(this.center.lng, this.center.lat);
    return { x: p.x - c.x + 400, y: p.y - c.y + 300 };
  }
  getBounds() {
    const { lng, lat } = this.center;
    return { getNorth: () => lat + 1, getSouth: () => lat - 1, getEast: () => lng + 1, getWest: () => lng - 1 };
  }
  queryRenderedFeatures(options?: { layers?: string[] }): FakeFeature[] {
    this.lastQuery = options?.layers ?? [];
    return this.rendered;
  }
  lastQuery: string[] = [];
  resizes = 0;
  resize(): this {
    this.resizes += 1;
    return this;
  }
  remove(): void {
    this.removed = true;
    this.canvas.remove();
    this.listeners.clear();
  }
}
