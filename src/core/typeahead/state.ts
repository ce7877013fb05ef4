/**
 * The type-ahead as a pure state machine (spec §5, WAI-ARIA 1.2 combobox with a listbox popup). Every typed query
 * gets a sequence number; an answer is taken only when it carries the latest one, so an answer that arrives late
 * can never show options for an older query.
 */
export interface TypeaheadState<T> {
  /** The input's text. */
  readonly query: string;
  /** Sequence number of the latest query; answers for other numbers are stale. */
  readonly seq: number;
  /** Options answered for `seq` (empty until then and after a failure). */
  readonly options: readonly T[];
  /** An answer or a failure arrived for `seq`. */
  readonly answered: boolean;
  readonly failed: boolean;
  /** False after Escape, Tab, leaving the input or choosing, until the next keystroke or arrow key. */
  readonly open: boolean;
  /** Index of the active option (aria-activedescendant), -1 for none. */
  readonly active: number;
}

export type TypeaheadEvent<T> =
  | { type: 'input'; query: string }
  | { type: 'answer'; seq: number; options: readonly T[] }
  | { type: 'fail'; seq: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'hover'; index: number }
  | { type: 'escape' }
  | { type: 'close' }
  | { type: 'chosen'; query: string };

export function initialState<T>(query = ''): TypeaheadState<T> {
  return { query, seq: 0, options: [], answered: false, failed: false, open: false, active: -1 };
}

/** Whether a query starts a request: autocomplete starts only when the input is non-empty (spec §5). */
export function isQueryable(query: string): boolean {
  return query.trim() !== '';
}

/** The listbox is shown (aria-expanded) when it is open and has options. */
export function isExpanded(state: TypeaheadState<unknown>): boolean {
  return state.open && state.options.length > 0;
}

export function reduce<T>(state: TypeaheadState<T>, event: TypeaheadEvent<T>): TypeaheadState<T> {
  const count = state.options.length;
  switch (event.type) {
    case 'input':
      // A new query makes every earlier answer stale at once, so no earlier option stays on screen.
      return { query: event.query, seq: state.seq + 1, options: [], answered: false, failed: false, open: true, active: -1 };
    case 'answer':
      if (event.seq !== state.seq || !isQueryable(state.query)) return state;
      return { ...state, options: event.options, answered: true, failed: false, active: -1 };
    case 'fail':
      if (event.seq !== state.seq) return state;
      return { ...state, options: [], answered: true, failed: true, active: -1 };
    case 'next':
      if (!count) return state;
      if (!state.open) return { ...state, open: true, active: 0 };
      return { ...state, active: (state.active + 1) % count };
    case 'previous':
      if (!count) return state;
      if (!state.open) return { ...state, open: true, active: count - 1 };
      return { ...state, active: state.active <= 0 ? count - 1 : state.active - 1 };
    case 'hover':
      if (!isExpanded(state) || event.index < 0 || event.index >= count || event.index === state.active) return state;
      return { ...state, active: event.index };
    case 'escape':
      // Escape first closes the list, then (pressed again) clears the input.
      if (isExpanded(state)) return { ...state, open: false, active: -1 };
      if (state.query === '') return state;
      return reduce({ ...state, open: false }, { type: 'input', query: '' });
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'chosen':
      return { ...reduce(state, { type: 'input', query: event.query }), open: false, answered: true };
  }
}
