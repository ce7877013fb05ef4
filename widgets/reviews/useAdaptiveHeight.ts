import type { EmblaCarouselType } from 'embla-carousel';
import { useLayoutEffect } from 'react';
import { useReviewsEnv } from './env';

/**
 * Adaptive height (spec §9), which embla lacks: the viewport takes the height of the page shown, and follows it
 * when that page's height changes (fonts, width, a late image). The CSS eases the change over 500 ms.
 */
export function useAdaptiveHeight(api: EmblaCarouselType | undefined, page: number, rows: number): void {
  const { guard } = useReviewsEnv();
  useLayoutEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const slide = api.slideNodes()[page];
    if (!slide) return;
    const update = guard(() => {
      viewport.style.height = `${slide.offsetHeight}px`;
    });
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(slide);
    return () => observer?.disconnect();
    // rows: the slides are rebuilt when the rows per page change.
  }, [api, page, rows, guard]);
}
