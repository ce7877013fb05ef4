import type { MapPin } from '../../types';
import { insideEdgeBuffer } from '../../../core/map/edge';
import { ATTR } from '../../../loader/schema';
import { focusMap } from './focus-map';
import { pinName, type OverlayLabels } from './labels';
import './pin-overlay.css';

/** Where an icon is drawn, in CSS pixels from the container's top-left corner. */
export interface IconBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type OverlayItem = ({ kind: 'pin'; pin: MapPin } | { kind: 'cluster'; key: string; count: number }) & IconBox;

export interface PinOverlayOptions {
  labels: OverlayLabels;
  /** The link was activated (click or Enter): emit pin-click; a handler's preventDefault() keeps the page. */
  onPin(pin: MapPin, event: MouseEvent): void;
  onCluster(key: string): void;
  /** Focus and blur of a pin link, so keyboard users get the same highlight as pointer hover. */
  onFocusPin?(pin: MapPin, focused: boolean): void;
  /** The map's element (the widget's map region): the focus goes into it when the focused pin or cluster leaves. */
  map: HTMLElement;
}

/**
 * A row's key. A pin's includes what its control is made of (link or button, address, new tab, name): a pin given again
 * with other data (setPins on the same ids) gets a new control, instead of one that follows its old link on Enter.
 */
const keyOf = (item: OverlayItem, labels: OverlayLabels) =>
  item.kind === 'pin' ? `p:${item.pin.id}\n${item.pin.href}\n${!!item.pin.newTab}\n${pinName(item.pin, labels)}` : `c:${item.key}`;

/**
 * Canvas-drawn maps (Bing, MapboxGL) have no DOM per pin, so keyboard and screen-reader users get this list instead:
 * one focusable link per pin in view (and one button per cluster), placed exactly over the drawn icon, invisible
 * until it has keyboard focus, transparent to the pointer so mouse clicks still reach the map.
 */
/** A keyboard list's order: standalone pins (a location page's own store) first, then the rest as they come. */
export function ownFirst<T extends { kind: string; pin?: MapPin }>(entries: readonly T[]): T[] {
  const own = (entry: T) => entry.kind === 'pin' && !!entry.pin?.standalone;
  return [...entries.filter(own), ...entries.filter((entry) => !own(entry))];
}

export class PinOverlay {
  private readonly list: HTMLUListElement;
  private readonly rows = new Map<string, { li: HTMLLIElement; control: HTMLElement; item: OverlayItem }>();

  constructor(
    private readonly container: HTMLElement,
    private readonly options: PinOverlayOptions,
  ) {
    this.list = document.createElement('ul');
    this.list.className = 'locator-map-keys';
    this.list.setAttribute('aria-label', options.labels.pinList);
    if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
    container.append(this.list);
  }

  /** Shows exactly `items`, in their order, keeping the element (and so the focus) of items still present. */
  update(items: readonly OverlayItem[]): void {
    const key = (item: OverlayItem) => keyOf(item, this.options.labels);
    const wanted = new Set(items.map(key));
    let focusLeft = false;
    for (const [key, row] of this.rows) {
      if (!wanted.has(key)) {
        focusLeft ||= row.li.contains(document.activeElement);
        row.li.remove();
        this.rows.delete(key);
      }
    }
    if (focusLeft) focusMap(this.options.map, this.list);
    let previous: HTMLLIElement | null = null;
    const { clientWidth: width, clientHeight: height } = this.container;
    for (const item of items) {
      let row = this.rows.get(key(item));
      if (!row) {
        row = this.create(item);
        this.rows.set(key(item), row);
      }
      row.item = item;
      Object.assign(row.control.style, { left: `${item.x}px`, top: `${item.y}px`, width: `${item.width}px`, height: `${item.height}px` });
      // The SDKs list what they draw, edges included: only what is inside the edge buffer is a Tab stop, as on the
      // Leaflet maps. Before layout (no size) every icon is.
      row.control.tabIndex = !width || !height || insideEdgeBuffer(item, width, height) ? 0 : -1;
      if (item.kind === 'cluster') row.control.setAttribute('aria-label', this.options.labels.cluster(item.count));
      // Keep DOM order = list order without moving a focused element needlessly.
      const expectedNext: ChildNode | null = previous ? previous.nextSibling : this.list.firstChild;
      if (expectedNext !== row.li) this.list.insertBefore(row.li, expectedNext);
      previous = row.li;
    }
  }

  /** The controls currently offered, for tests and diagnostics. */
  get size(): number {
    return this.rows.size;
  }

  destroy(): void {
    this.list.remove();
    this.rows.clear();
  }

  private create(item: OverlayItem): { li: HTMLLIElement; control: HTMLElement; item: OverlayItem } {
    const li = document.createElement('li');
    let control: HTMLElement;
    if (item.kind === 'pin') {
      const { pin } = item;
      // A pin whose link was refused (not http(s)) is a button: `<a href="">` would reload the page.
      const link: HTMLElement = document.createElement(pin.href ? 'a' : 'button');
      if (link instanceof HTMLAnchorElement) {
        link.href = pin.href;
        // Counted by the page's click analytics as the pin event, like the Leaflet maps' pin links.
        link.setAttribute(ATTR.track, 'pin');
        if (pin.newTab) {
          link.target = '_blank';
          link.rel = 'nofollow noopener noreferrer';
        }
      } else (link as HTMLButtonElement).type = 'button';
      link.setAttribute('aria-label', pinName(pin, this.options.labels));
      link.addEventListener('click', (event) => this.options.onPin(row.item.kind === 'pin' ? row.item.pin : pin, event));
      link.addEventListener('focus', () => this.options.onFocusPin?.(pin, true));
      link.addEventListener('blur', () => this.options.onFocusPin?.(pin, false));
      control = link;
    } else {
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', () => {
        if (row.item.kind === 'cluster') this.options.onCluster(row.item.key);
      });
      control = button;
    }
    control.className = `locator-map-key locator-map-key--${item.kind}`;
    li.append(control);
    const row = { li, control, item };
    return row;
  }
}
