import type { LatLng } from './distance';

/**
 * The results screen's selection state (spec §2 search results screen, §4 card, pin, requery button, page), shared by
 * the list of cards and the map through one store per group, so neither reaches into the other's DOM.
 *
 * - `activeId`: the card the visitor chose (card click toggles it, a pin click sets it).
 * - `hoverId`: the card or pin under the pointer (or a pin with the keyboard's focus); while set it is what is shown
 *   active and highlighted ("hover sets active and clears others"), and leaving gives back the focused card, else the
 *   chosen one.
 * - `focusId`: the card holding the keyboard's focus. Kept apart from the pointer's: a pointer passing over another
 *   card and leaving it gives the focused card back, not the chosen one.
 * - `mapVisible`: the narrow screen's view (list or map).
 * - `requeryVisible`: becomes true once the visitor dragged the map, and stays so.
 * - `center`: the map's last centre, what "search this area" searches.
 * - `cards`: the ids of the list's cards, null while no list is joined: a pin without a card is left to its own
 *   link (the list has nothing to show for it).
 * - `effect`: the last one-off command for the list (scroll a card to the top, open a location in a new window);
 *   `seq` grows with each so a listener runs each command once.
 */
export interface ResultsState {
  activeId: string | null;
  hoverId: string | null;
  focusId: string | null;
  mapVisible: boolean;
  requeryVisible: boolean;
  center: LatLng | null;
  narrow: boolean;
  cards: ReadonlySet<string> | null;
  effect: ResultsEffect | null;
}

export type ResultsEffect =
  /** `focus`: the pin was chosen from the keyboard; focus follows to the card, where the visitor can read on. */
  | { type: 'scroll'; id: string; seq: number; focus?: boolean }
  | { type: 'open'; id: string; href: string; seq: number };

export type ResultsAction =
  | { type: 'card-click'; id: string }
  | { type: 'card-enter'; id: string }
  | { type: 'card-leave'; id: string }
  | { type: 'card-focus'; id: string }
  | { type: 'card-blur'; id: string }
  | { type: 'pin-enter'; id: string }
  | { type: 'pin-leave'; id: string }
  /** `href`: the location's page (the map counted the click as the pin analytics event already). */
  | { type: 'pin-click'; id: string; href: string | null; keyboard?: boolean }
  | { type: 'map-moved'; center: LatLng; dragged: boolean }
  | { type: 'show-map'; visible: boolean }
  | { type: 'viewport'; narrow: boolean }
  | { type: 'cards'; ids: ReadonlySet<string> | null };

export const INITIAL_RESULTS_STATE: ResultsState = {
  activeId: null,
  hoverId: null,
  focusId: null,
  mapVisible: false,
  requeryVisible: false,
  center: null,
  narrow: false,
  cards: null,
  effect: null,
};

/** The card shown active and the pin shown highlighted: the hovered one, else the focused card, else the chosen one. */
export function shownId(state: ResultsState): string | null {
  return state.hoverId ?? state.focusId ?? state.activeId;
}

const nextSeq = (state: ResultsState) => (state.effect?.seq ?? 0) + 1;

/** The pure transition function of the store. */
export function reduceResults(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'card-click':
      // The click also ends the hover (and the focus's showing), so toggling off is seen while the pointer is still on
      // the card.
      return { ...state, activeId: state.activeId === action.id ? null : action.id, hoverId: null, focusId: null };
    case 'card-enter':
    case 'pin-enter':
      return state.hoverId === action.id ? state : { ...state, hoverId: action.id };
    case 'card-leave':
    case 'pin-leave':
      return state.hoverId === action.id ? { ...state, hoverId: null } : state;
    case 'card-focus':
      return state.focusId === action.id ? state : { ...state, focusId: action.id };
    case 'card-blur':
      return state.focusId === action.id ? { ...state, focusId: null } : state;
    case 'pin-click':
      // Narrow screens: the pin opens the location's page (spec §2); the list is hidden behind the map anyway.
      if (state.narrow && action.href) {
        return { ...state, effect: { type: 'open', id: action.id, href: action.href, seq: nextSeq(state) } };
      }
      // A pin without a page to open (its address was refused) chooses its card; on a narrow screen the list comes back
      // to show it, and the focus goes to it: the pin that had it is hidden with the map.
      return {
        ...state,
        activeId: action.id,
        hoverId: null,
        focusId: null,
        ...(state.narrow ? { mapVisible: false } : {}),
        effect: { type: 'scroll', id: action.id, seq: nextSeq(state), ...(action.keyboard || state.narrow ? { focus: true } : {}) },
      };
    case 'map-moved':
      return { ...state, center: action.center, requeryVisible: state.requeryVisible || action.dragged };
    case 'show-map':
      // Wide screens show the list and the map side by side: there is no view to switch.
      return !state.narrow || state.mapVisible === action.visible ? state : { ...state, mapVisible: action.visible };
    case 'viewport':
      // Back on a wide screen both columns show: the map-visible state only means something when narrow.
      return state.narrow === action.narrow ? state : { ...state, narrow: action.narrow, mapVisible: action.narrow ? state.mapVisible : false };
    case 'cards':
      return { ...state, cards: action.ids };
  }
}

export type ResultsListener = (state: ResultsState, previous: ResultsState) => void;

export interface ResultsStore {
  getState(): ResultsState;
  dispatch(action: ResultsAction): void;
  /** Calls back after each change; returns the unsubscribe function. */
  subscribe(listener: ResultsListener): () => void;
}

/** A tiny framework-free store: a listener that throws is logged and does not stop the others. */
export function createResultsStore(initial: ResultsState = INITIAL_RESULTS_STATE): ResultsStore {
  let state = initial;
  const listeners = new Set<ResultsListener>();
  return {
    getState: () => state,
    dispatch(action) {
      const previous = state;
      state = reduceResults(state, action);
      if (state === previous) return;
      for (const listener of [...listeners]) {
        try {
          listener(state, previous);
        } catch (error) {
          console.error('[locator] a results listener threw', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
