import { useEffect } from 'react';
import type { ResultsState, ResultsStore } from '../../src/core/results-store';
import { fillTemplate } from '../../src/core/text-template';
import { ATTR, configJson, hideVisually } from '../../src/loader/schema';
import { ConfigReader } from '../../src/loader/config/readers';
import { markLang } from '../../src/loader/runtime/attributes';
import type { WidgetContext } from '../../src/loader/types';
import { findParts, type FormParts } from '../search-form/markup';
import { BROWSER_SUBMIT, createFormActions } from '../search-form/submit';
import type { ResultsConfig } from './config';
import { RESULTS_ATTR } from './markup';

/**
 * The form "search this area" submits: the configured one, else the page's search-form widget, else its search form;
 * with the query input the search form itself uses (its `inputId`, as an attribute or in its block).
 */
export function requeryForm(doc: Document, formId: string | null): FormParts | null {
  const host = formId ? doc.getElementById(formId) : (doc.querySelector<HTMLElement>(`[${ATTR.widget}="search-form"]`) ?? doc.querySelector<HTMLElement>('form[role="search"]'));
  return host ? findParts(host, inputIdOf(host)) : null;
}

/** The search form's `inputId`, read by the readers the search form reads it with, from the widget's element (data-form may name its form). */
function inputIdOf(element: HTMLElement): string | null {
  const host = element.closest<HTMLElement>(`[${ATTR.widget}="search-form"]`) ?? element;
  const block = configJson(host);
  if (!block.ok) return null;
  return new ConfigReader({ widget: 'search-form', id: host.id, json: block.json, data: { ...(host.dataset as Record<string, string>) }, locale: '' }).text('inputId', '') || null;
}

/**
 * The requery button (spec §4: hidden until the visitor drags the map, then shown): it searches the area shown, as a
 * position search of the search form (spec §7: hidden q = 'latitude,longitude' of the map's centre, the input renamed
 * qp), through the search form's own submit actions.
 */
export function useRequery(store: ResultsStore, config: ResultsConfig, context: WidgetContext): void {
  useEffect(() => {
    const button = context.element.querySelector<HTMLElement>(`[${RESULTS_ATTR.requery}]`);
    if (!button) return;
    const parts = requeryForm(context.element.ownerDocument, config.form);
    if (!parts) {
      console.error(`[locator] results#${context.id}: no search form for "search this area" (data-form ${config.form ? `"${config.form}"` : 'not set'}); the button stays hidden`);
      // Kept hidden even if the template rendered it shown: it could search nothing.
      const before = button.hidden;
      button.hidden = true;
      return () => {
        button.hidden = before;
      };
    }
    const actions = createFormActions(parts, BROWSER_SUBMIT);
    const wasHidden = button.hidden;
    button.addEventListener(
      'click',
      context.guard((event: Event) => {
        event.preventDefault();
        const { center } = store.getState();
        if (center) actions.submitPosition(center);
      }),
      { signal: context.signal },
    );
    // The button appears where the visitor is not (after the map, or above it while the keyboard pans it): a screen
    // reader is told. The live region is in the page before anything is said in it, or nothing would be heard.
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    hideVisually(status);
    button.after(status);
    // Said in the block's language, marked where the page's is another.
    markLang(status, context.lang);
    const render = (state: ResultsState, previous?: ResultsState) => {
      button.hidden = !state.requeryVisible;
      // Emptied while hidden, so that it is said again the next time the button appears.
      if (!state.requeryVisible) status.textContent = '';
      else if (previous && !previous.requeryVisible) status.textContent = fillTemplate(config.requeryShown, { label: accessibleLabel(button) });
    };
    render(store.getState());
    const off = store.subscribe(context.guard(render));
    // A page restored from the back-forward cache gets its form back as it was.
    window.addEventListener('pageshow', (event) => event.persisted && actions.restore(), { signal: context.signal });
    return () => {
      off();
      status.remove();
      actions.restore();
      button.hidden = wasHidden;
    };
  }, [store, config.form, config.requeryShown, context]);
}

/** The button's name as a screen reader says it: its aria-label (an icon-only button), else its text. */
function accessibleLabel(button: HTMLElement): string {
  return button.getAttribute('aria-label')?.trim() || (button.textContent ?? '').trim();
}
