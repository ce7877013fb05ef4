import { useEffect, useRef } from 'react';
import type { PagingState } from '../../src/core/carousel-paging';
import { showsDisplayingText } from '../../src/core/reviews';
import { fillTemplate, splitTemplate } from '../../src/core/text-template';
import { useReviewsEnv } from './env';

function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="locator-reviews__chevron">
      <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** The range label: 'reviews 5 - 8', or 'review 9' when one value is left. */
export function rangeText(state: PagingState, labels: { range: string; single: string }): string {
  return fillTemplate(state.single ? labels.single : labels.range, { from: state.from, to: state.to });
}

export interface PagingAreaProps {
  state: PagingState;
  onPage(page: number): void;
  /** Polite while the visitor pages; off while autoplay turns pages by itself (APG carousel). */
  live: 'polite' | 'off';
}

/**
 * Previous / next buttons and the range label, announced after each change. 'Displaying … out of the N most
 * recent' wraps the label only when there are more than 2 reviews; with 2 or fewer on one page, nothing is shown.
 */
export function PagingArea({ state, onPage, live }: PagingAreaProps) {
  const { labels } = useReviewsEnv();
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const displaying = showsDisplayingText(state.total);
  const paged = state.pageCount > 1;

  // A button that gets disabled under the keyboard focus would drop focus to the page: hand it to the other one.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === next.current && !state.canNext) prev.current?.focus();
    if (focused === prev.current && !state.canPrev) next.current?.focus();
  }, [state.canNext, state.canPrev]);

  if (!displaying && !paged) return null;
  const range = <span className="locator-reviews__range">{rangeText(state, labels)}</span>;
  const parts = splitTemplate(labels.displaying, 'range');
  return (
    <div className="locator-reviews__paging">
      {paged && (
        <button ref={prev} type="button" className="locator-reviews__button locator-reviews__button--prev" aria-label={labels.previous} disabled={!state.canPrev} onClick={() => onPage(state.page - 1)}>
          <Chevron direction="prev" />
        </button>
      )}
      <p className="locator-reviews__label" aria-live={live} aria-atomic="true">
        {displaying ? (
          <>
            {fillTemplate(parts.before, { total: state.total })}
            {range}
            {fillTemplate(parts.after, { total: state.total })}
          </>
        ) : (
          range
        )}
      </p>
      {paged && (
        <button ref={next} type="button" className="locator-reviews__button locator-reviews__button--next" aria-label={labels.next} disabled={!state.canNext} onClick={() => onPage(state.page + 1)}>
          <Chevron direction="next" />
        </button>
      )}
    </div>
  );
}
