import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageAfterRowsChange, paging, type PagingState } from '../../src/core/carousel-paging';
import { useReviewsEnv } from './env';

/** Present while a page change eases in (CSS: transform 500 ms ease-in-out). */
export const EASING_CLASS = 'locator-reviews__container--easing';
const EASING_MS = 500;

export interface CarouselPaging {
  state: PagingState;
  /** Moves to a page: eased over 500 ms, or at once with reduced motion. */
  goTo(page: number): void;
}

/**
 * Adapts the pure paging state (src/core/carousel-paging) to an embla instance: follows embla's selected snap,
 * keeps the first visible review when the rows per page change, and moves pages with the spec's ease-in-out.
 */
export function useCarouselPaging(api: EmblaCarouselType | undefined, total: number, rows: number, reducedMotion: boolean): CarouselPaging {
  const { guard } = useReviewsEnv();
  const [position, setPosition] = useState({ rows, page: 0 });
  let current = position;
  if (position.rows !== rows) {
    // Adjusting state while rendering (not in an effect) so no frame shows the old page with the new chunks.
    current = { rows, page: pageAfterRowsChange(position.page, position.rows, rows, total) };
    setPosition(current);
  }
  const page = current.page;

  const laidOutRows = useRef(rows);
  useLayoutEffect(() => {
    if (!api || laidOutRows.current === rows) return;
    laidOutRows.current = rows;
    // The slides were rebuilt: embla must measure them again and start on the page holding the same review.
    api.reInit({ startIndex: page });
  }, [api, rows, page]);

  useEffect(() => {
    if (!api) return;
    const follow = guard(() => setPosition((p) => (p.page === api.selectedScrollSnap() ? p : { ...p, page: api.selectedScrollSnap() })));
    // A drag takes over from an easing page change.
    const stopEasing = guard(() => api.containerNode().classList.remove(EASING_CLASS));
    api.on('select', follow).on('reInit', follow).on('pointerDown', stopEasing);
    return () => {
      api.off('select', follow).off('reInit', follow).off('pointerDown', stopEasing);
    };
  }, [api, guard]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const goTo = (target: number) => {
    if (!api) return;
    const container = api.containerNode();
    clearTimeout(timer.current);
    if (!reducedMotion) {
      // embla's own animation is an ease-out spring; a jump under a CSS transition gives the spec's ease-in-out.
      container.classList.add(EASING_CLASS);
      timer.current = setTimeout(guard(() => container.classList.remove(EASING_CLASS)), EASING_MS + 50);
    }
    api.scrollTo(target, true);
  };

  return { state: paging(total, rows, page), goTo };
}
