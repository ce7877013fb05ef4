import type * as Leaf from 'leaflet';
import type { MapPin } from '../types';
import { pinIcon, SELECTED_CLASS, type PinLook } from './icons';
import type { Leaflet } from './load';
import { tabStopInView } from './tab-stop';

export interface PinHandlers {
  click(id: string, event: Event | undefined): void;
  hover(id: string): void;
  leave(id: string): void;
}

/** A raised pin sits above every other marker (Leaflet orders markers by latitude otherwise). */
export const RAISED_Z = 10_000;

/** A standalone pin (the page's own location) sits above the others, below a raised one. */
const zOffset = (pin: MapPin, selected: boolean) => (selected ? RAISED_Z : pin.standalone ? RAISED_Z / 2 : 0);

export interface PinMarker extends Leaf.Marker {
  pin: MapPin;
  /** Attaches the DOM listeners to the marker's current element (a new icon means a new element). */
  wire(): void;
}

/**
 * A marker for one pin. Mouse and keyboard focus both report hover and leave; a click after the visitor dragged the
 * map from the pin does not follow the link (Leaflet already drops its own click event then).
 */
export function pinMarker(L: Leaflet, map: Leaf.Map, pin: MapPin, look: PinLook, selected: boolean, handlers: PinHandlers): PinMarker {
  const marker = L.marker([pin.position.latitude, pin.position.longitude], {
    icon: pinIcon(L, pin, look, selected),
    // The icon is a native link: Leaflet's keyboard option would turn it into role=button.
    keyboard: false,
    riseOnHover: true,
    zIndexOffset: zOffset(pin, selected),
  }) as PinMarker;
  marker.pin = pin;
  // Pointer and keyboard focus both hover a pin; a pin hovered both ways reports one hover and one leave.
  const hovering = new Set<'pointer' | 'focus'>();
  const enter = (why: 'pointer' | 'focus') => {
    const before = hovering.size;
    hovering.add(why);
    // Only the first way in reports: a marker drawn again (a cluster that split) under a resting pointer sends
    // mouseover again.
    if (before === 0 && hovering.size === 1) handlers.hover(pin.id);
  };
  const exit = (why: 'pointer' | 'focus') => {
    if (hovering.delete(why) && hovering.size === 0) handlers.leave(pin.id);
  };
  marker.on('click', (event: Leaf.LeafletMouseEvent) => handlers.click(pin.id, event.originalEvent));
  marker.on('mouseover', () => enter('pointer'));
  marker.on('mouseout', () => exit('pointer'));
  const wired = new WeakSet<HTMLElement>();
  marker.wire = () => {
    const element = marker.getElement();
    if (!element || wired.has(element)) return;
    wired.add(element);
    element.addEventListener('click', (event) => {
      if ((map.dragging as (Leaf.Handler & { moved?(): boolean }) | undefined)?.moved?.()) event.preventDefault();
    });
    element.addEventListener('focus', () => enter('focus'));
    element.addEventListener('blur', () => exit('focus'));
  };
  marker.on('add', () => marker.wire());
  // Taken off the map under the pointer or the focus (it joined a cluster as the map zoomed out): no mouseout or blur
  // comes, so the leave is said here, or the results list would keep its card shown as hovered.
  marker.on('remove', () => {
    if (!hovering.size) return;
    hovering.clear();
    handlers.leave(pin.id);
  });
  // Only a pin wholly inside the map's edge buffer is a Tab stop (a cluster's pins move from its place to theirs).
  tabStopInView(map, marker);
  return marker;
}

/**
 * Shows a pin selected (or not) and sets its stacking order. Both looks have the same size and anchor, so the element
 * on the map is changed in place (its image and class): it keeps its keyboard focus, its place in the tab order and
 * its listeners, and highlighting from the result cards creates no element. The marker's icon option changes too, so
 * a marker drawn later (a cluster that splits) gets the same look.
 */
export function setSelected(L: Leaflet, marker: PinMarker, look: PinLook, selected: boolean): void {
  const icon = pinIcon(L, marker.pin, look, selected);
  marker.options.icon = icon;
  const element = marker.getElement();
  if (element) {
    // The look only: it follows the hover and the focus too (spec §4), so a pin is never said to be "current" (each
    // pin reached by Tab would be); the chosen card's link says it (aria-current).
    element.classList.toggle(SELECTED_CLASS, selected);
    const image = element.querySelector('img');
    if (image && icon.options.iconUrl) image.src = icon.options.iconUrl;
  }
  marker.setZIndexOffset(zOffset(marker.pin, selected));
}
