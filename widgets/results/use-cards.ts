import { useEffect } from 'react';
import { shownId, type ResultsEffect, type ResultsState, type ResultsStore } from '../../src/core/results-store';
import type { WidgetContext } from '../../src/loader/types';
import type { ResultsConfig } from './config';
import { findCards, INTERACTIVE, locationIdOf, mainLink, RESULTS_CLASS } from './markup';
import { openLocation, scrollCardToTop } from './effects';

/**
 * The cards (spec §2 wide viewports, §4 card): a click toggles a card, hovering or focusing one shows it active and
 * highlights its pin; the store's shown card gets the active class, the chosen one `aria-current` on its main link.
 * The store's commands scroll a card to the top (pin click) or open a location (narrow pin click).
 */
export function useCards(store: ResultsStore, config: ResultsConfig, context: WidgetContext): void {
  useEffect(() => {
    const cards = findCards(context.element);
    const byId = new Map<string, HTMLElement>();
    for (const card of cards) {
      // An id given twice: the first card is the one its pin and the page's anchor lead to, as the id lookup finds it.
      if (byId.has(locationIdOf(card))) console.error(`[locator] results#${context.id}: more than one card has the id "${card.id}"; only the first is joined to its pin`);
      else byId.set(locationIdOf(card), card);
    }
    const on = { signal: context.signal };
    // The pins that have a card here (see ResultsState.cards).
    store.dispatch({ type: 'cards', ids: new Set(byId.keys()) });
    let hovered: string | null = null;
    let focused: string | null = null;
    const wide = () => !store.getState().narrow;
    // A press on a card that is focusable itself focuses it before its click: that focus must not choose the card, or
    // the click that follows would toggle it straight off. Focus comes with the press's mousedown (for a touch, the
    // mousedown the browser sends after the tap), in its task.
    let pressing = false;
    const press = (event: MouseEvent) => {
      // Only the primary button clicks; only a wide screen's click toggles (see below).
      if (event.button !== 0 || !wide()) return;
      pressing = true;
      setTimeout(() => (pressing = false));
    };
    // Shown while the pointer or the keyboard's focus is on it (its pin highlighted); the one shown is said left when
    // the list goes.
    const enter = (id: string) => store.dispatch({ type: 'card-enter', id: (hovered = id) });
    const leave = (id: string) => {
      if (hovered === id) hovered = null;
      store.dispatch({ type: 'card-leave', id });
    };
    const focus = (id: string) => store.dispatch({ type: 'card-focus', id: (focused = id) });
    const blur = (id: string) => {
      if (focused === id) focused = null;
      store.dispatch({ type: 'card-blur', id });
    };
    for (const [id, card] of byId) {
      card.addEventListener('mouseenter', context.guard(() => wide() && enter(id)), on);
      card.addEventListener('mouseleave', context.guard(() => leave(id)), on);
      card.addEventListener('mousedown', press, on);
      // The keyboard's focus shows the card without choosing it: a chosen card's link says "current", which each card
      // reached by Tab would say in turn. Only the card's own focus from a press is left out: its click chooses it.
      card.addEventListener('focusin', context.guard((event: FocusEvent) => (pressing && event.target === card) || focus(id)), on);
      card.addEventListener('focusout', context.guard((event: FocusEvent) => card.contains(event.relatedTarget as Node | null) || blur(id)), on);
      card.addEventListener(
        'click',
        context.guard((event: MouseEvent) => {
          const target = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
          // The card itself may be focusable (a tabindex for the anchor it is): only what is inside it is left alone.
          if (!wide() || (target && target !== card && card.contains(target))) return;
          store.dispatch({ type: 'card-click', id });
        }),
        on,
      );
    }

    let seq = store.getState().effect?.seq ?? 0;
    const run = (effect: ResultsEffect) => {
      if (effect.type === 'open') return openLocation(effect);
      const card = byId.get(effect.id);
      if (!card) return;
      // Once every listener has seen the change: the same one may show the list again (a narrow screen's map view),
      // and a card in a hidden list can be neither scrolled to nor focused.
      queueMicrotask(
        context.guard(() => {
          scrollCardToTop(card);
          // Chosen from the keyboard on the map: the pin said nothing of the card it chose; focus on the card's link does.
          if (effect.focus) (mainLink(card) ?? card).focus({ preventScroll: true });
        }),
      );
    };
    const render = (state: ResultsState) => {
      const shown = shownId(state);
      for (const [id, card] of byId) {
        card.classList.toggle(RESULTS_CLASS.active, id === shown);
        const link = mainLink(card);
        if (id === state.activeId) link?.setAttribute('aria-current', 'true');
        else link?.removeAttribute('aria-current');
      }
      if (state.effect && state.effect.seq > seq) {
        seq = state.effect.seq;
        run(state.effect);
      }
    };
    render(store.getState());
    const off = store.subscribe(context.guard(render));
    return () => {
      off();
      // A list replaced under the pointer: the map no longer highlights that card's pin, nor has cards to choose.
      if (hovered !== null) store.dispatch({ type: 'card-leave', id: hovered });
      if (focused !== null) store.dispatch({ type: 'card-blur', id: focused });
      store.dispatch({ type: 'cards', ids: null });
      for (const card of cards) {
        card.classList.remove(RESULTS_CLASS.active);
        mainLink(card)?.removeAttribute('aria-current');
      }
    };
  }, [store, context]);
}
