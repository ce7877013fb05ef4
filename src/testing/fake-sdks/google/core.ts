/**
 * Fake google.maps, part 1: value types and the event namespace.
 *
 * SELF-CONTAINED: the sandbox serves this function's source text as a browser script (see ./index.ts), so it may use
 * only its parameters and browser globals: no imports at run time, no module-level helpers.
 */
export function defineGoogleCore() {
  type Literal = { lat: number; lng: number };
  type Handler = (...args: never[]) => void;
  type LatLngLike = { lat(): number; lng(): number };

  class LatLng {
    private readonly latitude: number;
    private readonly longitude: number;
    constructor(lat: number | Literal | null, lng?: number) {
      if (lat !== null && typeof lat === 'object') {
        this.latitude = lat.lat;
        this.longitude = lat.lng;
      } else {
        this.latitude = Number(lat);
        this.longitude = Number(lng);
      }
    }
    lat(): number {
      return this.latitude;
    }
    lng(): number {
      return this.longitude;
    }
    toJSON(): Literal {
      return { lat: this.latitude, lng: this.longitude };
    }
    equals(other: LatLngLike | null): boolean {
      return !!other && other.lat() === this.latitude && other.lng() === this.longitude;
    }
  }

  const toLatLng = (p: LatLngLike | Literal): LatLng =>
    p instanceof LatLng ? p : typeof p.lat === 'function' ? new LatLng(p.lat(), (p as LatLngLike).lng()) : new LatLng(p.lat, (p as Literal).lng);

  class LatLngBounds {
    private south = Infinity;
    private west = Infinity;
    private north = -Infinity;
    private east = -Infinity;
    constructor(southWest?: LatLngLike | Literal | null, northEast?: LatLngLike | Literal | null) {
      if (southWest) this.extend(southWest);
      if (northEast) this.extend(northEast);
    }
    extend(point: LatLngLike | Literal): LatLngBounds {
      const p = toLatLng(point);
      this.south = Math.min(this.south, p.lat());
      this.north = Math.max(this.north, p.lat());
      this.west = Math.min(this.west, p.lng());
      this.east = Math.max(this.east, p.lng());
      return this;
    }
    contains(point: LatLngLike | Literal): boolean {
      const p = toLatLng(point);
      return p.lat() >= this.south && p.lat() <= this.north && p.lng() >= this.west && p.lng() <= this.east;
    }
    isEmpty(): boolean {
      return this.south > this.north;
    }
    getNorthEast(): LatLng {
      return new LatLng(this.north, this.east);
    }
    getSouthWest(): LatLng {
      return new LatLng(this.south, this.west);
    }
    getCenter(): LatLng {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
    }
    toJSON() {
      return { north: this.north, south: this.south, east: this.east, west: this.west };
    }
  }

  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }

  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }

  const registry = new WeakMap<object, Map<string, Set<Handler>>>();
  const event = {
    addListener(instance: object, name: string, handler: Handler) {
      let byName = registry.get(instance);
      if (!byName) registry.set(instance, (byName = new Map()));
      let set = byName.get(name);
      if (!set) byName.set(name, (set = new Set()));
      set.add(handler);
      return { remove: () => void set.delete(handler) };
    },
    addListenerOnce(instance: object, name: string, handler: Handler) {
      const listener = event.addListener(instance, name, ((...args: never[]) => {
        listener.remove();
        handler(...args);
      }) as Handler);
      return listener;
    },
    removeListener(listener: { remove(): void }) {
      listener.remove();
    },
    trigger(instance: object, name: string, ...args: unknown[]) {
      const set = registry.get(instance)?.get(name);
      if (set) for (const handler of [...set]) (handler as (...a: unknown[]) => void)(...args);
    },
    clearInstanceListeners(instance: object) {
      registry.delete(instance);
    },
    /** Test helper (not in the real API): how many listeners an instance has for an event. */
    count(instance: object, name: string): number {
      return registry.get(instance)?.get(name)?.size ?? 0;
    },
  };

  return { LatLng, LatLngBounds, Size, Point, event };
}

export type FakeGoogleCore = ReturnType<typeof defineGoogleCore>;
