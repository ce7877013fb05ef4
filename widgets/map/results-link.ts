import { shownId } from '../../src/core/results-store';
import { ATTR } from '../../src/loader/schema';
import type { MapAdapter, MapPin } from '../../src/maps/types';
import { getResultsStore } from '../../src/services/results-bus';
import { nearestLongitude } from '../../src/core/map/mercator';

const PIN = `[${ATTR.track}="pin"]`;

/** Where a pointer release is not one "on the map": a pin, a cluster, the zoom buttons, the attribution's links. */
const NOT_THE_MAP = `${PIN}, a, button, [role="button"], .leaflet-marker-icon, .leaflet-control, .mapboxgl-ctrl, .mapboxgl-marker`;

/** The keys by which a keyboard user pans or zooms a map (Leaflet's, MapboxGL's and Bing's keyboard handlers). */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '-', '=', '_']);

/** Whether the event happened on an element matching `selector` (or inside one). */
const targetIn = (event: Event, selector: string) => event.target instanceof Element && !!event.target.closest(selector);

/** Coordinates sent by "search this area": 6 decimals (about 0.1 m) are plenty for a search. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;


/** The address of the pin link a click was on (a points file's pins are made by the map, not given in the config). */
const linkOf = (event: Event | undefined) => (event?.target instanceof Element ? (event.target.closest('a[href]') as HTMLAnchorElement | null)?.href : undefined) ?? null;

/**
 * Joins a results map to its group's store (spec §2 search results screen, §4 card, pin, requery button): the store's
 * shown card is the highlighted pin; pin hover, leave and click, drags and moves are published to it. The map never
 * touches the list's DOM: the list widget reads the same store. Returns the release function.
 */
export function linkResults(adapter: MapAdapter, group: string, pins: readonly MapPin[], surface?: HTMLElement): () => void {
  const store = getResultsStore(group);
  const hrefs = new Map(pins.map((pin) => [pin.id, pin.href || null]));
  const center = () => {
    const { latitude, longitude } = adapter.getCenter();
    // Within -180..180: a map dragged across the antimeridian (Leaflet's) says 364.8 for 4.8.
    return { latitude: round(latitude), longitude: round(nearestLongitude(longitude, 0)) };
  };
  // The pin under the pointer or the focus: a map removed meanwhile (a page script replacing it) says it has left, or
  // the list would keep showing that card instead of the chosen one.
  let hovered: string | null = null;
  let shown = shownId(store.getState());
  adapter.highlight(shown);
  const offs = [
    store.subscribe((state) => {
      const next = shownId(state);
      if (next === shown) return;
      shown = next;
      adapter.highlight(next);
    }),
    adapter.on('pin-hover', ({ id }) => store.dispatch({ type: 'pin-enter', id: (hovered = id) })),
    adapter.on('pin-leave', ({ id }) => {
      if (hovered === id) hovered = null;
      store.dispatch({ type: 'pin-leave', id });
    }),
    adapter.on('pin-click', ({ id, originalEvent }) => {
      const { cards, narrow } = store.getState();
      const href = hrefs.get(id) ?? linkOf(originalEvent);
      // No list joined (not mounted yet, or skipped for its configuration): the pin is the link it is on any map. No
      // card for this pin (a nearby location, more pins than cards): on a wide screen the list has nothing to show, and
      // the pin is its link; on a narrow one the results screen opens its page in a new window, as it does every pin's.
      if (!cards?.has(id) && !(cards && narrow && href)) return;
      // Ctrl, Cmd or Shift on a pin that is a link: the browser's own (a new tab or window), as on the cards' links.
      if (originalEvent instanceof MouseEvent && (originalEvent.ctrlKey || originalEvent.metaKey || originalEvent.shiftKey) && targetIn(originalEvent, 'a[href]')) return;
      // The results screen decides what a pin click does (choose the card, or open the page in a new window); the map
      // still counts the click as the pin event (the page's click analytics for a pin link of ours, the adapter for a
      // pin an SDK draws) and, seeing the default prevented, leaves the page where it is.
      originalEvent?.preventDefault();
      // Enter on a focused pin: a click of no pointer (detail 0), or the key itself on an SDK's keyboard link.
      const keyboard = originalEvent instanceof MouseEvent ? originalEvent.detail === 0 : originalEvent instanceof KeyboardEvent;
      store.dispatch({ type: 'pin-click', id, href, ...(keyboard ? { keyboard } : {}) });
    }),
    adapter.on('drag-end', () => store.dispatch({ type: 'map-moved', center: center(), dragged: true })),
    adapter.on('move-end', () => store.dispatch({ type: 'map-moved', center: center(), dragged: false })),
  ];
  if (surface) {
    // Spec §4: the requery button shows once the visitor drags "or releases the mouse on the map"; panning or zooming
    // with the keyboard is the same request to look elsewhere.
    const listening = new AbortController();
    const shown = () => store.dispatch({ type: 'map-moved', center: center(), dragged: true });
    // A pin an SDK draws on its canvas (Bing's, MapboxGL's) is no element to tell apart: a release that became a pin's
    // click (the click follows the release within the same input) is one on a pin, not on the map.
    let pinClicked = false;
    // One release judged at a time (a task later); the one pending is dropped on unlink.
    let judging: ReturnType<typeof setTimeout> | undefined;
    offs.push(adapter.on('pin-click', () => void (pinClicked = true)));
    surface.addEventListener('pointerup', (event) => {
      if (event.button !== 0 || targetIn(event, NOT_THE_MAP)) return;
      pinClicked = false;
      clearTimeout(judging);
      judging = setTimeout(() => !pinClicked && shown());
    }, { signal: listening.signal });
    // Keys move the map only on its own surface: an arrow on a focused pin, cluster or control moves nothing.
    surface.addEventListener('keyup', (event) => {
      if (MOVE_KEYS.has(event.key) && !targetIn(event, NOT_THE_MAP)) shown();
    }, { signal: listening.signal });
    offs.push(() => {
      listening.abort();
      clearTimeout(judging);
    });
  }
  store.dispatch({ type: 'map-moved', center: center(), dragged: false });
  return () => {
    offs.forEach((off) => off());
    if (hovered !== null) store.dispatch({ type: 'pin-leave', id: hovered });
  };
}
