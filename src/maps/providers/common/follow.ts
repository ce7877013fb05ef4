import type { Emitter } from '../../emitter';
import type { MapPin } from '../../types';

/**
 * Opens a pin's link: the location page in this tab, or the directions link in a new tab without referrer
 * (linkToGetDirections). Nothing happens when a pin-click handler called `originalEvent.preventDefault()`
 * (the search screen activates the card instead on wide viewports).
 */
export function followPin(pin: MapPin, event: Event, win: Window = window): void {
  if (event.defaultPrevented || !pin.href) return;
  if (pin.newTab) win.open(pin.href, '_blank', 'noopener,noreferrer');
  else win.location.assign(pin.href);
}

/**
 * A pin drawn by an SDK (no link element of ours) was clicked or activated with Enter: emit pin-click with a
 * cancelable event, then follow the link unless a handler prevented it. SDKs that give no DOM event get a synthetic one.
 */
export function clickPin(emitter: Emitter, pin: MapPin, domEvent?: Event | null, win: Window = window): void {
  const event = domEvent && domEvent.cancelable ? domEvent : new Event('click', { cancelable: true });
  emitter.emit({ type: 'pin-click', id: pin.id, originalEvent: event });
  followPin(pin, event, win);
}
