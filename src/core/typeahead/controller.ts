import { initialState, isQueryable, reduce, type TypeaheadEvent, type TypeaheadState } from './state';

/**
 * The pause after the last keystroke before a request (the spec names none): short enough to feel immediate, long
 * enough that a typed word sends one request, not one a letter.
 */
export const TYPEAHEAD_DEBOUNCE_MS = 120;

export type ChangeCause = 'input' | 'answer' | 'key';

export interface TypeaheadDeps<T> {
  /** Answers the options for a non-empty query; must reject (or settle unheard) once `signal` aborts. */
  search(query: string, signal: AbortSignal): Promise<readonly T[]>;
  /** Runs `run` after `ms`; returns the cancel function (setTimeout in the browser, a fake clock in tests). */
  schedule(run: () => void, ms: number): () => void;
  /** Called after every state change; `answer` changes should be painted at once. */
  onChange(state: TypeaheadState<T>, cause: ChangeCause): void;
  debounceMs?: number;
}

export interface Typeahead<T> {
  readonly state: TypeaheadState<T>;
  /** The input's text changed (a keystroke, a paste, a clear). */
  input(query: string): void;
  /** Arrow keys, Escape, Tab/leaving the input, pointer hover. */
  key(event: Extract<TypeaheadEvent<T>, { type: 'next' | 'previous' | 'escape' | 'close' | 'hover' }>): void;
  /** An option was chosen: the input shows its text, the list closes and any pending request is dropped. */
  chosen(query: string): void;
  /** Cancels the pending timer and request; later calls do nothing. */
  destroy(): void;
}

/**
 * The effects around the state machine: debounce, one request at a time (each keystroke aborts the pending one),
 * answers matched to their query by sequence number. Framework-free: the view subscribes through onChange.
 */
export function createTypeahead<T>(deps: TypeaheadDeps<T>, query = ''): Typeahead<T> {
  let state = initialState<T>(query);
  let cancelTimer: (() => void) | null = null;
  let request: AbortController | null = null;
  let destroyed = false;

  const dispatch = (event: TypeaheadEvent<T>, cause: ChangeCause) => {
    if (destroyed) return;
    const next = reduce(state, event);
    if (next === state) return;
    state = next;
    deps.onChange(state, cause);
  };

  const stopPending = () => {
    cancelTimer?.();
    cancelTimer = null;
    request?.abort();
    request = null;
  };

  const start = (seq: number, text: string) => {
    cancelTimer = null;
    const controller = new AbortController();
    request = controller;
    deps.search(text, controller.signal).then(
      (options) => {
        if (controller.signal.aborted) return;
        request = null;
        dispatch({ type: 'answer', seq, options }, 'answer');
      },
      () => {
        // A superseded request's rejection is expected; only the current one's failure empties the list.
        if (controller.signal.aborted) return;
        request = null;
        dispatch({ type: 'fail', seq }, 'answer');
      },
    );
  };

  return {
    get state() {
      return state;
    },
    input(text) {
      if (destroyed || text === state.query) return;
      stopPending();
      dispatch({ type: 'input', query: text }, 'input');
      if (!isQueryable(text)) return;
      const seq = state.seq;
      cancelTimer = deps.schedule(() => start(seq, text.trim()), deps.debounceMs ?? TYPEAHEAD_DEBOUNCE_MS);
    },
    key(event) {
      const before = state.query;
      dispatch(event, 'key');
      // Escape that cleared the input also drops what was pending for the old text.
      if (state.query !== before) stopPending();
    },
    chosen(text) {
      stopPending();
      dispatch({ type: 'chosen', query: text }, 'key');
    },
    destroy() {
      destroyed = true;
      stopPending();
    },
  };
}
