import type * as Leaf from 'leaflet';
import type { MapPin } from '../types';
import { pinIcon, type PinLook } from './icons';
import type { Leaflet } from './load';

export interface PinHandlers {
  click(id: string, event: Event | undefined): void;
  hover(id: string): void;
  leave(id: string): void;
}

/** A raised pin sits above every other marker (Leaflet orders markers by latitude otherwise). */
export const RAISED_Z = 10_000;

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
    zIndexOffset: selected ? RAISED_Z : 0,
  }) as PinMarker;
  marker.pin = pin;
  // Pointer and keyboard focus both hover a pin; a pin hovered both ways reports one hover and one leave.
  const hovering = new Set<'pointer' | 'focus'>();
  const enter = (why: 'pointer' | 'focus') => {
    const before = hovering.size;
    hovering.add(why);
    // Only the first way in reports: a new icon element under a resting pointer sends mouseover again.
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
  marker.on('add', marker.wire);
  marker.on('remove', () => hovering.clear());
  return marker;
}

/** Swaps a pin to its selected (or normal) icon and stacking order. */
export function setSelected(L: Leaflet, marker: PinMarker, look: PinLook, selected: boolean): void {
  const old = marker.getElement();
  const hadFocus = !!old && old === old.ownerDocument.activeElement;
  const parent = old?.parentNode ?? null;
  const next = old?.nextSibling ?? null;
  marker.setIcon(pinIcon(L, marker.pin, look, selected));
  marker.setZIndexOffset(selected ? RAISED_Z : 0);
  // setIcon builds a new element and appends it last: put it back in the old one's place (the tab order), give it
  // the listeners, and the keyboard focus if the old one had it.
  const element = marker.getElement();
  if (element && parent && element.parentNode === parent && next && next.parentNode === parent) parent.insertBefore(element, next);
  marker.wire();
  if (hadFocus) element?.focus({ preventScroll: true });
}
