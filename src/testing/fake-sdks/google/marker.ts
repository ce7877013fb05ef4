import type { FakeGoogleCore } from './core';
import type { FakeGoogleMapPart } from './map';

/**
 * Fake google.maps, part 3: Marker, drawn as an absolutely positioned element so browser tests can see, count and
 * click pins. Like Google's DOM markers (optimized: false) it is focusable, named by its title, and Enter clicks it.
 * SELF-CONTAINED, see ./core.ts.
 */
export function defineGoogleMarker(core: FakeGoogleCore, maps: FakeGoogleMapPart, win: Window) {
  type LatLng = InstanceType<FakeGoogleCore['LatLng']>;
  type FakeMap = InstanceType<FakeGoogleMapPart['Map']>;
  type Literal = { lat: number; lng: number };
  type LatLngLike = { lat(): number; lng(): number };
  const toLatLng = (p: LatLngLike | Literal): LatLng =>
    p instanceof core.LatLng ? p : typeof p.lat === 'function' ? new core.LatLng(p.lat(), (p as LatLngLike).lng()) : new core.LatLng(p.lat, (p as Literal).lng);
  interface Icon {
    url: string;
    scaledSize?: { width: number; height: number };
    anchor?: { x: number; y: number };
  }
  interface Options {
    position: LatLngLike | Literal;
    map?: FakeMap | null;
    icon?: Icon;
    title?: string;
    zIndex?: number;
    optimized?: boolean;
  }
  const doc = win.document;

  class Marker {
    static readonly MAX_ZINDEX = 1_000_000;
    private position: LatLng;
    private icon: Icon | undefined;
    private readonly title: string;
    private zIndex: number | undefined;
    private map: FakeMap | null = null;
    private element: HTMLElement | null = null;

    constructor(options: Options) {
      this.position = toLatLng(options.position);
      this.icon = options.icon;
      this.title = options.title ?? '';
      this.zIndex = options.zIndex;
      if (options.map) this.setMap(options.map);
    }

    setMap(map: FakeMap | null): void {
      if (this.map) this.map.markers.delete(this);
      this.element?.remove();
      this.element = null;
      this.map = map;
      if (map) {
        map.markers.add(this);
        this.draw();
      }
    }
    getMap(): FakeMap | null {
      return this.map;
    }
    getPosition(): LatLng {
      return this.position;
    }
    setPosition(position: LatLngLike | Literal): void {
      this.position = toLatLng(position);
      this.draw();
    }
    getTitle(): string {
      return this.title;
    }
    getIcon(): Icon | undefined {
      return this.icon;
    }
    setIcon(icon: Icon): void {
      this.icon = icon;
      // In place, as Google does: a focused marker keeps its focus when highlighted.
      const image = this.element?.querySelector('img');
      if (image) image.src = icon.url;
      this.draw();
    }
    getZIndex(): number | undefined {
      return this.zIndex;
    }
    setZIndex(zIndex: number | undefined): void {
      this.zIndex = zIndex;
      this.draw();
    }
    getVisible(): boolean {
      return true;
    }
    addListener(name: string, handler: (event: { domEvent?: Event; latLng?: LatLng | null; stop(): void }) => void) {
      return core.event.addListener(this, name, handler);
    }

    /** Positions the element at the anchor; creates it on first draw. */
    draw(): void {
      const map = this.map;
      if (!map) return;
      const element = this.element ?? (this.element = this.create());
      if (!element.isConnected) map.pane.append(element);
      const pixel = map.toDivPixel(this.position);
      const width = this.icon?.scaledSize?.width ?? 26;
      const height = this.icon?.scaledSize?.height ?? 37;
      // Google centres an icon without anchor at its bottom middle.
      const anchor = this.icon?.anchor ?? { x: width / 2, y: height };
      // Google stacks southern markers above northern ones unless a zIndex is set.
      const z = this.zIndex ?? Math.round((90 - this.position.lat()) * 1000);
      element.style.cssText = `position:absolute;left:${pixel.x - anchor.x}px;top:${pixel.y - anchor.y}px;width:${width}px;height:${height}px;z-index:${z};cursor:pointer`;
    }

    private create(): HTMLElement {
      const element = doc.createElement('div');
      element.setAttribute('data-fake-marker', '');
      element.setAttribute('role', 'button');
      element.tabIndex = 0;
      if (this.title) {
        element.title = this.title;
        element.setAttribute('aria-label', this.title);
      }
      const image = doc.createElement('img');
      image.src = this.icon?.url ?? '';
      image.alt = '';
      image.draggable = false;
      image.style.cssText = 'display:block;width:100%;height:100%';
      element.append(image);
      const fire = (name: string, domEvent: Event) => core.event.trigger(this, name, { domEvent, latLng: this.position, stop() {} });
      element.addEventListener('click', (event) => fire('click', event));
      element.addEventListener('mouseover', (event) => fire('mouseover', event));
      element.addEventListener('mouseout', (event) => fire('mouseout', event));
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        element.click();
      });
      return element;
    }
  }

  return { Marker };
}
