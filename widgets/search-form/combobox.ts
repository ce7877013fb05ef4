import { useLayoutEffect } from 'react';
import { attributeKeeper } from '../../src/loader/runtime/attributes';
import { optionId } from './Suggestions';
import { SEARCH_CLASS } from './markup';

/**
 * Makes the server's input a WAI-ARIA 1.2 combobox controlling the suggestions listbox: role, aria-autocomplete,
 * aria-controls once; aria-expanded and aria-activedescendant on every change.
 */
export function useCombobox(input: HTMLInputElement, listboxId: string, expanded: boolean, activeIndex: number): void {
  useLayoutEffect(() => {
    const keeper = attributeKeeper(input);
    keeper.set('role', 'combobox');
    keeper.set('aria-autocomplete', 'list');
    keeper.set('aria-controls', listboxId);
    // The browser's own autofill list would cover the suggestions.
    keeper.set('autocomplete', 'off');
    keeper.set('aria-expanded', 'false');
    keeper.set('aria-activedescendant', null);
    return () => keeper.restore();
  }, [input, listboxId]);

  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (activeIndex >= 0) input.setAttribute('aria-activedescendant', optionId(listboxId, activeIndex));
    else input.removeAttribute('aria-activedescendant');
  }, [input, listboxId, expanded, activeIndex]);
}

/** The suggestions are positioned in their parent: it becomes a positioning box if it is not one already. */
export function useParentBox(parent: HTMLElement): void {
  useLayoutEffect(() => {
    if (getComputedStyle(parent).position !== 'static') return;
    parent.classList.add(SEARCH_CLASS.parent);
    return () => parent.classList.remove(SEARCH_CLASS.parent);
  }, [parent]);
}
