import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import { pageAfterSwipe } from '../../src/core/carousel-paging';
import { useReviewsEnv } from './env';

/**
 * Where a released swipe goes follows the original carousel (pageAfterSwipe), not embla's own choice, which weighs the
 * drag's speed and otherwise takes the nearest page: a quick flick of a few pixels paged, and a slow drag over a third
 * of a page went back. embla has set its target when it says 'pointerUp'; the target is set again at once, before a
 * frame is drawn, and embla's release animation carries the carousel there. Only the first finger counts (a second one
 * makes embla let go, as a pinch).
 */
export function useSwipeThreshold(api: EmblaCarouselType | undefined): void {
  const { guard } = useReviewsEnv();
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    const view = root.ownerDocument.defaultView ?? window;
    let swipe: { x: number; lastX: number; page: number } | null = null;
    // The pointer's moves are followed on the window, as embla follows them: a drag may leave the carousel.
    const move = (event: PointerEvent) => {
      if (swipe && event.isPrimary) swipe.lastX = event.clientX;
    };
    const down = (event: PointerEvent) => {
      if (event.isPrimary) swipe = { x: event.clientX, lastX: event.clientX, page: api.selectedScrollSnap() };
    };
    const up = guard(() => {
      const done = swipe;
      swipe = null;
      if (!done) return;
      const target = pageAfterSwipe(done.page, done.lastX - done.x, root.getBoundingClientRect().width, api.scrollSnapList().length);
      api.scrollTo(target);
    });
    root.addEventListener('pointerdown', down);
    view.addEventListener('pointermove', move);
    api.on('pointerUp', up);
    return () => {
      root.removeEventListener('pointerdown', down);
      view.removeEventListener('pointermove', move);
      api.off('pointerUp', up);
    };
  }, [api, guard]);
}
