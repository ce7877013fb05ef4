/**
 * Fake Microsoft.Maps (Bing Maps V8), part 1: values, Events, Layer and Pushpin.
 *
 * SELF-CONTAINED: the sandbox serves this function's source text as a browser script (see ./index.ts), so it may use
 * only its parameters and browser globals.
 */
export function defineBingCore() {
  type Handler = (args?: unknown) => void;

  class Location {
    constructor(
      public latitude: number,
      public longitude: number,
    ) {}
    clone(): Location {
      return new Location(this.latitude, this.longitude);
    }
  }

  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }

  class LocationRect {
    constructor(
      public center: Location,
      public width: number,
      public height: number,
    ) {}
    static fromEdges(north: number, west: number, south: number, east: number): LocationRect {
      return new LocationRect(new Location((north + south) / 2, (west + east) / 2), east - west, north - south);
    }
    static fromLocations(...args: (Location | Location[])[]): LocationRect {
      const list = args.flat();
      const lats = list.map((l) => l.latitude);
      const lngs = list.map((l) => l.longitude);
      return LocationRect.fromEdges(Math.max(...lats), Math.min(...lngs), Math.min(...lats), Math.max(...lngs));
    }
    getNorth(): number {
      return this.center.latitude + this.height / 2;
    }
    getSouth(): number {
      return this.center.latitude - this.height / 2;
    }
    getEast(): number {
      return this.center.longitude + this.width / 2;
    }
    getWest(): number {
      return this.center.longitude - this.width / 2;
    }
    contains(location: Location): boolean {
      const { latitude: lat, longitude: lng } = location;
      return lat <= this.getNorth() && lat >= this.getSouth() && lng >= this.getWest() && lng <= this.getEast();
    }
  }

  const PixelReference = { control: 0, page: 1, viewport: 2 } as const;

  const registry = new Map<object, Set<{ name: string; handler: Handler }>>();
  const Events = {
    addHandler(target: object, name: string, handler: Handler) {
      const entry = { name, handler };
      let set = registry.get(target);
      if (!set) registry.set(target, (set = new Set()));
      set.add(entry);
      return { target, entry };
    },
    removeHandler(id: { target: object; entry: { name: string; handler: Handler } }) {
      registry.get(id.target)?.delete(id.entry);
    },
    hasHandler(target: object, name: string): boolean {
      return [...(registry.get(target) ?? [])].some((e) => e.name === name);
    },
    invoke(target: object, name: string, args?: unknown) {
      for (const entry of [...(registry.get(target) ?? [])]) if (entry.name === name) entry.handler(args);
    },
  };

  /** Maps that show a layer redraw when it changes. */
  type Redrawable = { redraw(): void };

  interface PushpinOptions {
    icon?: string;
    anchor?: Point;
    enableHoverStyle?: boolean;
    enableClickedStyle?: boolean;
    visible?: boolean;
  }

  class Pushpin {
    metadata: unknown;
    constructor(
      private location: Location,
      private options: PushpinOptions = {},
    ) {}
    getLocation(): Location {
      return this.location;
    }
    setLocation(location: Location): void {
      this.location = location;
    }
    getIcon(): string {
      return this.options.icon ?? '';
    }
    getAnchor(): Point | undefined {
      return this.options.anchor;
    }
    getVisible(): boolean {
      return this.options.visible !== false;
    }
    setOptions(options: PushpinOptions): void {
      this.options = { ...this.options, ...options };
      layerOf.get(this)?.changed();
    }
  }

  const layerOf = new WeakMap<Pushpin, Layer>();

  class Layer {
    metadata: unknown;
    readonly maps = new Set<Redrawable>();
    private primitives: Pushpin[] = [];
    private zIndex = 0;
    constructor(private readonly id = '') {}
    getId(): string {
      return this.id;
    }
    add(primitive: Pushpin | Pushpin[]): void {
      for (const p of ([] as Pushpin[]).concat(primitive)) {
        this.primitives.push(p);
        layerOf.set(p, this);
      }
      this.changed();
    }
    remove(primitive: Pushpin): Pushpin {
      this.primitives = this.primitives.filter((p) => p !== primitive);
      this.changed();
      return primitive;
    }
    clear(): void {
      this.primitives = [];
      this.changed();
    }
    getPrimitives(): Pushpin[] {
      return [...this.primitives];
    }
    setPrimitives(primitives: Pushpin[]): void {
      this.primitives = [...primitives];
      for (const p of primitives) layerOf.set(p, this);
      this.changed();
    }
    getZIndex(): number {
      return this.zIndex;
    }
    setZIndex(zIndex: number): void {
      this.zIndex = zIndex;
      this.changed();
    }
    /** What the map draws for this layer (ClusterLayer overrides it with its clusters). */
    displayed(_map: unknown): Pushpin[] {
      return this.getPrimitives();
    }
    changed(): void {
      for (const map of this.maps) map.redraw();
    }
  }

  return { Location, Point, LocationRect, PixelReference, Events, Pushpin, Layer };
}

export type FakeBingCore = ReturnType<typeof defineBingCore>;
