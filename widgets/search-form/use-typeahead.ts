import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createTypeahead, initialState, type Typeahead, type TypeaheadTexts, type TypeaheadView, typeaheadView } from '../../src/core/typeahead';
import type { WidgetContext } from '../../src/loader/types';

export interface UseTypeaheadOptions<T> {
  input: HTMLInputElement;
  search(query: string, signal: AbortSignal): Promise<readonly T[]>;
  labelOf(option: T): string;
  onChoose(option: T): void;
  texts: TypeaheadTexts;
  guard: WidgetContext['guard'];
}

export interface UseTypeahead<T> {
  view: TypeaheadView<T>;
  hover(index: number): void;
  choose(index: number): void;
}

/**
 * Adapts the framework-free type-ahead to React and to the server's input: keystrokes, arrows, Enter, Escape and Tab
 * are read from the input itself. An answer is committed synchronously (flushSync), so the suggestions are in the
 * DOM in the same task as the response and painted in the next frame.
 */
export function useTypeahead<T>(options: UseTypeaheadOptions<T>): UseTypeahead<T> {
  const { input, texts, guard } = options;
  const [state, setState] = useState(() => initialState<T>(input.value));
  const typeaheadRef = useRef<Typeahead<T> | null>(null);
  // The latest callbacks, read at call time, so the effect below runs once per input.
  const latest = useRef(options);
  latest.current = options;

  const choose = (index: number) => {
    const typeahead = typeaheadRef.current;
    const option = typeahead?.state.options[index];
    if (!typeahead || option === undefined) return;
    const label = latest.current.labelOf(option);
    input.value = label;
    typeahead.chosen(label);
    latest.current.onChoose(option);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const listeners = new AbortController();
    const typeahead = createTypeahead<T>(
      {
        search: (query, signal) => latest.current.search(query, signal),
        schedule(run, ms) {
          const timer = setTimeout(guard(run), ms);
          return () => clearTimeout(timer);
        },
        onChange(next, cause) {
          if (cause === 'answer') flushSync(() => setState(next));
          else setState(next);
        },
      },
      input.value,
    );
    typeaheadRef.current = typeahead;
    setState(typeahead.state);

    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      const s = typeahead.state;
      const expanded = s.open && s.options.length > 0;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (!s.options.length) return;
          event.preventDefault();
          return typeahead.key({ type: event.key === 'ArrowDown' ? 'next' : 'previous' });
        case 'Enter':
          // Without an active option, Enter submits the form as usual.
          if (!expanded || s.active < 0) return;
          event.preventDefault();
          return chooseRef.current(s.active);
        case 'Escape':
          if (!expanded && input.value === '') return;
          // Also keeps the browser from clearing a search input on its own.
          event.preventDefault();
          if (!expanded) input.value = '';
          return typeahead.key({ type: 'escape' });
        case 'Tab':
          return typeahead.key({ type: 'close' });
      }
    };
    const on = { signal: listeners.signal };
    // Text being composed (an input method: Japanese, Chinese) is not asked about until it is committed.
    input.addEventListener('input', guard((event: Event) => !(event as InputEvent).isComposing && typeahead.input(input.value)), on);
    input.addEventListener('compositionend', guard(() => typeahead.input(input.value)), on);
    input.addEventListener('keydown', guard(onKey), on);
    input.addEventListener('blur', guard(() => typeahead.key({ type: 'close' })), on);
    return () => {
      listeners.abort();
      typeahead.destroy();
      typeaheadRef.current = null;
    };
  }, [input, guard]);

  return {
    view: typeaheadView(state, texts),
    hover: (index) => typeaheadRef.current?.key({ type: 'hover', index }),
    choose: (index) => chooseRef.current(index),
  };
}
