import { shownId } from '../../src/core/results-store';
import { ATTR } from '../../src/loader/schema';
import type { MapAdapter, MapPin } from '../../src/maps/types';
import { getResultsStore } from '../../src/services/results-bus';

/** Coordinates sent by "search this area": 6 decimals (about 0.1 m) are plenty for a search. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const PIN = `[${ATTR.track}="pin"]`;

/**
 * Joins a results map to its group's store (spec §2 search results screen, §4 card, pin, requery button): the store's
 * shown card is the highlighted pin; pin hover, leave and click, drags and moves are published to it. The map never
 * touches the list's DOM: the list widget reads the same store. Returns the release function.
 */
export function linkResults(adapter: MapAdapter, group: string, pins: readonly MapPin[], host: HTMLElement, signal: AbortSignal): () => void {
  const store = getResultsStore(group);
  const hrefs = new Map(pins.map((pin) => [pin.id, pin.href || null]));
  const center = () => {
    const { latitude, longitude } = adapter.getCenter();
    return { latitude: round(latitude), longitude: round(longitude) };
  };
  let shown = shownId(store.getState());
  adapter.highlight(shown);
  // Redrawing a pin (the Leaflet family swaps its element) would drop the keyboard focus from a focused pin: while a
  // pin of this map has the focus it keeps its look; the card is shown active all the same.
  const pinFocused = () => {
    const active = host.ownerDocument.activeElement;
    return !!active && host.contains(active) && active.matches(PIN);
  };
  const offs = [
    store.subscribe((state) => {
      const next = shownId(state);
      if (next === shown || pinFocused()) return;
      shown = next;
      adapter.highlight(next);
    }),
    adapter.on('pin-hover', ({ id }) => store.dispatch({ type: 'pin-enter', id })),
    adapter.on('pin-leave', ({ id }) => store.dispatch({ type: 'pin-leave', id })),
    adapter.on('pin-click', ({ id, originalEvent }) => {
      // The results screen decides what a pin click does (choose the card, or open the page in a new window).
      originalEvent?.preventDefault();
      const target = originalEvent?.target;
      const tracked = target instanceof Element && !!target.closest(PIN);
      store.dispatch({ type: 'pin-click', id, href: hrefs.get(id) ?? null, tracked });
    }),
    adapter.on('drag-end', () => store.dispatch({ type: 'map-moved', center: center(), dragged: true })),
    adapter.on('move-end', () => store.dispatch({ type: 'map-moved', center: center(), dragged: false })),
  ];
  store.dispatch({ type: 'map-moved', center: center(), dragged: false });
  keepPinClicksOnPage(host, signal);
  return () => offs.forEach((off) => off());
}

/**
 * A pin is a link to its location; on the results screen its click stays on the page. The page's click analytics
 * listens on document in the capture phase and holds a same-tab link's navigation itself (to send the pixel first), so
 * the default must be prevented before it looks: on window, in the capture phase. The pixel is still sent.
 * Modified clicks (a new tab on purpose) keep their default.
 */
function keepPinClicksOnPage(host: HTMLElement, signal: AbortSignal): void {
  const view = host.ownerDocument.defaultView;
  view?.addEventListener(
    'click',
    (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target.closest(PIN) : null;
      if (target && host.contains(target)) event.preventDefault();
    },
    { capture: true, signal },
  );
}
