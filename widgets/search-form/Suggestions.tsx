import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import type { TypeaheadView } from '../../src/core/typeahead';

export interface SuggestionsProps<T> {
  id: string;
  view: TypeaheadView<T>;
  labelOf(option: T): string;
  label: string;
  /** The input the list hangs under and the element it is positioned in. */
  input: HTMLInputElement;
  parent: HTMLElement;
  /**
   * The language of the live region's texts when it is not the one around the list's parent. Not put on the list: its
   * options are place names in whatever language the geocoder gives.
   */
  lang?: string | undefined;
  onHover(index: number): void;
  onChoose(index: number): void;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The listbox popup of the combobox and its live region. Place names are untrusted: rendered as text. */
export function Suggestions<T>({ id, view, labelOf, label, input, parent, lang, onHover, onChoose }: SuggestionsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  usePlacement(list, input, parent, view.expanded);
  return (
    <>
      <ul id={id} ref={list} role="listbox" aria-label={label} className="locator-suggestions" hidden={!view.expanded}>
        {view.options.map((option, index) => (
          <li
            key={index}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === view.activeIndex}
            className="locator-suggestions__option"
            // Keeps the focus in the input, so the click below still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(index)}
            onClick={() => onChoose(index)}
          >
            {labelOf(option)}
          </li>
        ))}
      </ul>
      <div role="status" lang={lang} className="locator-search-sr-only">
        {view.status}
      </div>
    </>
  );
}

/**
 * Puts the list right under the input, as wide as it, in the parent's box; again while it is open whenever the window,
 * the input or its parent changes size (a text zoom, a font that loads, the page's own layout moving the input).
 */
function usePlacement(list: RefObject<HTMLUListElement | null>, input: HTMLElement, parent: HTMLElement, open: boolean) {
  useLayoutEffect(() => {
    const element = list.current;
    if (!open || !element) return;
    const place = () => {
      const box = parent.getBoundingClientRect();
      const field = input.getBoundingClientRect();
      const style: CSSProperties = {
        top: `${field.bottom - box.top - parent.clientTop}px`,
        left: `${field.left - box.left - parent.clientLeft}px`,
        minWidth: `${field.width}px`,
      };
      Object.assign(element.style, style);
    };
    place();
    window.addEventListener('resize', place);
    // Its first report comes with the observation itself: the placement above stands until something changes.
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    sizes?.observe(input);
    sizes?.observe(parent);
    return () => {
      window.removeEventListener('resize', place);
      sizes?.disconnect();
    };
  }, [list, input, parent, open]);
}
