import { afterPixel } from '../../../core/analytics-names';
import type { Emitter } from '../../emitter';
import type { MapPin } from '../../types';

/**
 * Opens a pin's link: the location page in this tab, or the directions link in a new tab without referrer
 * (linkToGetDirections). The link is not followed when a pin-click handler called `originalEvent.preventDefault()`
 * (the search screen chooses the card, or opens the page in a new window itself).
 *
 * The click is the pin's analytics event, named by the scopes around the map (`from`), whatever happens next, as a
 * click on a pin link of the Leaflet maps is (the page's click analytics counts those, prevented or not), so a pin
 * counts the same on every provider and screen. A new tab opens at once (a browser allows it only while handling the
 * click); this tab waits for the pixel, at most NAVIGATION_DELAY_MS (spec §7, §9). A page without site data has no
 * client yet: the first command starts one (its code loads), whose refusal to track lets the navigation go.
 */
export function followPin(pin: MapPin, event: Event, from: Element | null, win: Window = window): void {
  if (!pin.href) return;
  const sent = trackPin(from, win);
  if (event.defaultPrevented) return;
  if (pin.newTab) {
    win.open(pin.href, '_blank', 'noopener,noreferrer');
    return;
  }
  afterPixel(sent, () => win.location.assign(pin.href), (run, ms) => win.setTimeout(run, ms));
}

/** Sends the pin event through the page's analytics; settles when it is sent, or at once when it cannot be. */
function trackPin(from: Element | null, win: Window): Promise<void> {
  const analytics = win.LocatorWidgets?.analytics;
  if (!analytics) return Promise.resolve();
  // Not initialised (no site data): the command says so by rejecting, which is no failure of the click.
  return analytics('track', 'pin', from).catch(() => {});
}

/**
 * A pin drawn by an SDK (no link element of ours) was clicked or activated with Enter: emit pin-click with a
 * cancelable event, then follow the link unless a handler prevented it. SDKs that give no DOM event get a synthetic one.
 */
export function clickPin(emitter: Emitter, pin: MapPin, domEvent: Event | null | undefined, from: Element | null, win: Window = window): void {
  const event = domEvent && domEvent.cancelable ? domEvent : new Event('click', { cancelable: true });
  emitter.emit({ type: 'pin-click', id: pin.id, originalEvent: event });
  followPin(pin, event, from, win);
}
