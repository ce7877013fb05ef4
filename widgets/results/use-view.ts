import { useEffect } from 'react';
import type { ResultsState, ResultsStore } from '../../src/core/results-store';
import type { WidgetContext } from '../../src/loader/types';
import { RESULTS_CLASS, viewControls } from './markup';
import { focusOnce, focusWithin } from '../../src/loader/runtime/focus-rescue';
import { setOrRemoveAttribute } from '../../src/loader/runtime/attributes';

/** Tells the store whether the viewport is narrower than the breakpoint, now and on every change. */
export function useViewport(store: ResultsStore, breakpoint: number, context: WidgetContext): void {
  useEffect(() => {
    // "Narrower than 992 px": 991.98 keeps fractional widths (zoomed pages) on the right side.
    const query = window.matchMedia(`(max-width: ${breakpoint - 0.02}px)`);
    const update = context.guard(() => store.dispatch({ type: 'viewport', narrow: query.matches }));
    update();
    query.addEventListener('change', update, { signal: context.signal });
    return () => query.removeEventListener('change', update);
  }, [store, breakpoint, context]);
}

/**
 * The narrow screen's two toggle controls (spec §2): each shows its view; the one of the current view is pressed and
 * disabled, the other enabled. `aria-disabled` rather than `disabled` keeps the focus on the control just used. The
 * page's map-visible state is a class on <body>, so the page's CSS decides what each view shows.
 */
export function useViewToggle(store: ResultsStore, context: WidgetContext): void {
  useEffect(() => {
    const controls = viewControls(context.element);
    const body = context.element.ownerDocument.body;
    const saved = controls.map(({ control }) => ({ control, pressed: control.getAttribute('aria-pressed'), disabled: control.getAttribute('aria-disabled'), native: control.getAttribute('disabled') }));
    // A control the server rendered natively disabled (the current view) could never be used again once the other
    // view is shown: the toggle's state is aria-disabled alone while the widget runs.
    for (const { control } of controls) control.removeAttribute('disabled');
    // The widget's element with the focus, or the toggle control the wide layout hid with it.
    const focused = focusWithin(context.element, context.signal);
    // Each control's part of the page (its aria-controls). The browser may blur the element the narrow layout hides
    // before the page hears of the change (a widget's focus rescue would then take it to the top of the results).
    const parts = controls.flatMap(({ control }) => {
      const area = partOf(control);
      area?.addEventListener('focusout', (event) => void (!event.relatedTarget && handBack(control, area)), { signal: context.signal });
      return area ? [{ control, area }] : [];
    });
    let narrow = store.getState().narrow;
    const render = (state: ResultsState) => {
      if (narrow && !state.narrow) keepFocus(controls.map(({ control }) => control), focused());
      const narrowing = !narrow && state.narrow;
      narrow = state.narrow;
      // Only a group with the toggle has a view to show: another on the page (a second list) leaves the page's alone.
      if (controls.length) body.classList.toggle(RESULTS_CLASS.mapVisible, state.mapVisible);
      for (const { control, view } of controls) {
        const current = (view === 'map') === state.mapVisible;
        control.setAttribute('aria-pressed', String(current));
        control.setAttribute('aria-disabled', String(current));
      }
      // A focus still in the map's part (the wide layout gave it there, or the visitor was on a pin).
      if (narrowing) parts.find(({ control, area }) => area.contains(document.activeElement) && handBack(control, area));
    };
    for (const { control, view } of controls) {
      control.addEventListener(
        'click',
        context.guard((event: Event) => {
          event.preventDefault();
          if (control.getAttribute('aria-disabled') === 'true') return;
          store.dispatch({ type: 'show-map', visible: view === 'map' });
        }),
        { signal: context.signal },
      );
    }
    render(store.getState());
    const off = store.subscribe(context.guard(render));
    return () => {
      off();
      if (controls.length) body.classList.remove(RESULTS_CLASS.mapVisible);
      for (const { control, pressed, disabled, native } of saved) {
        setOrRemoveAttribute(control, 'aria-pressed', pressed);
        setOrRemoveAttribute(control, 'aria-disabled', disabled);
        setOrRemoveAttribute(control, 'disabled', native);
      }
    };
  }, [store, context]);
}

/**
 * A wide screen hides the toggle: when one of its controls has the focus, the focus goes to the part of the page that
 * control shows (its aria-controls), instead of falling to the top of the page with the hidden control.
 */
function keepFocus(controls: HTMLElement[], had: Element | null): void {
  const target = partOf(controls.find((candidate) => candidate === had));
  if (target) focusOnce(target);
}

/** The part of the page a toggle control shows (its aria-controls). */
function partOf(control: HTMLElement | undefined): HTMLElement | null {
  const id = control?.getAttribute('aria-controls');
  return id ? control!.ownerDocument.getElementById(id) : null;
}

/**
 * The narrow screen shows one view, the list first: a focus in the part it hides goes to the control that shows that
 * part again, not to the top of the page.
 */
function handBack(control: HTMLElement, area: HTMLElement): boolean {
  if (!shown(control) || shown(area)) return false;
  control.focus();
  return true;
}

/** Rendered: the page's style sheet shows it in the current view. */
const shown = (element: HTMLElement) => element.getClientRects().length > 0;
