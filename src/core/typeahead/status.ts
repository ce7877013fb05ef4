import { isExpanded, isQueryable, type TypeaheadState } from './state';

/** The live-region texts of spec §8; `options` has a `{count}` placeholder. */
export interface TypeaheadTexts {
  empty: string;
  options: string;
  oneOption: string;
  noResults: string;
}

export const TYPEAHEAD_TEXTS_EN: TypeaheadTexts = {
  empty: 'Type to begin querying for matching results',
  options: '{count} options available. Use up and down arrow keys to navigate.',
  oneOption: '1 option available. Use up and down arrow keys to navigate.',
  noResults: 'No results found for this query.',
};

/** What a view renders: the input text, the options, the active one and the live-region text. */
export interface TypeaheadView<T> {
  query: string;
  options: readonly T[];
  expanded: boolean;
  activeIndex: number;
  status: string;
}

/**
 * The live-region text. While an answer is pending, and while the list is closed, it is empty, so that the next text
 * is a change a screen reader announces even when it repeats the previous one. A failed request empties the list but
 * says nothing: "no results" during an outage would tell the visitor their place does not exist, while the form still
 * searches for what they typed. The invitation to type comes once the visitor has typed the input blank: present from
 * the page's load, it would never change and so never be announced.
 */
export function statusText(state: TypeaheadState<unknown>, texts: TypeaheadTexts): string {
  if (!state.open) return '';
  if (!isQueryable(state.query)) return texts.empty;
  if (!state.answered || state.failed) return '';
  const count = state.options.length;
  if (count === 0) return texts.noResults;
  if (count === 1) return texts.oneOption;
  return texts.options.replace('{count}', String(count));
}

export function typeaheadView<T>(state: TypeaheadState<T>, texts: TypeaheadTexts): TypeaheadView<T> {
  const expanded = isExpanded(state);
  return {
    query: state.query,
    options: expanded ? state.options : [],
    expanded,
    activeIndex: expanded ? state.active : -1,
    status: statusText(state, texts),
  };
}
