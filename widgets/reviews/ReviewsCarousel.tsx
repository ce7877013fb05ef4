import type { EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useEffect, useState, type KeyboardEvent } from 'react';
import { chunk, pageForKey } from '../../src/core/carousel-paging';
import type { Review } from '../../src/core/reviews';
import { fillTemplate } from '../../src/core/text-template';
import { useReviewsEnv } from './env';
import { PagingArea } from './PagingArea';
import { ReviewItem } from './ReviewItem';
import { AutoplayButton } from './AutoplayButton';
import { useAdaptiveHeight } from './useAdaptiveHeight';
import { useAutoplay } from './useAutoplay';
import { useCarouselPaging } from './useCarouselPaging';
import { useDeferredRef } from './useDeferredRef';
import { useSwipeThreshold } from './useSwipeThreshold';
import { REDUCED_MOTION, RESIZE_DEBOUNCE_MS, belowQuery, useMediaQuery } from './useMediaQuery';

/**
 * embla options. Not infinite; one page per snap; a drag shorter than 10 px is a click (spec §9: "swipe counts as
 * a click below 10 px"). duration 20 makes a released drag settle in about 500 ms (the spec's speed); page changes
 * by button, key or autoplay are eased by CSS instead (see useCarouselPaging).
 */
export const EMBLA_OPTIONS: EmblaOptionsType = {
  loop: false,
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 1,
  dragThreshold: 10,
  duration: 20,
  watchDrag: true,
};

export interface ReviewsCarouselProps {
  reviews: Review[];
  headingId: string;
  showDesktop: number;
  showMobile: number;
  mobileBreakpoint: number;
  autoplay: boolean;
  autoplaySpeed: number;
}

const FORM_FIELD = 'input, textarea, select, [contenteditable]';

/** The paged list of reviews: a WAI-ARIA APG carousel (region, slides as groups, inert hidden pages, live label). */
export function ReviewsCarousel(props: ReviewsCarouselProps) {
  const { labels, guard } = useReviewsEnv();
  const mobile = useMediaQuery(belowQuery(props.mobileBreakpoint), RESIZE_DEBOUNCE_MS);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const rows = mobile ? props.showMobile : props.showDesktop;
  const [emblaViewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS);
  const viewportRef = useDeferredRef(emblaViewportRef);
  const { state, goTo } = useCarouselPaging(api, props.reviews.length, rows, reducedMotion);
  const autoplay = useAutoplay(props.autoplay, props.autoplaySpeed, reducedMotion, state, goTo);
  useAdaptiveHeight(api, state.page, rows);
  useSwipeThreshold(api);
  const pages = chunk(props.reviews, rows);
  // The mount renders the page shown; the others, hidden and inert, are filled right after in a transition, which React
  // renders in slices of a few milliseconds. The whole list in the mount's task made it the longest task of a location
  // page's load (36 to 63 ms measured, most of it rendering reviews nobody sees yet). The slides themselves are all
  // there from the start, so embla measures the same carousel.
  const [allPages, setAllPages] = useState(false);
  useEffect(() => startTransition(() => setAllPages(true)), []);
  // Crossing the breakpoint (a phone turned, the page zoomed) pages the reviews anew and changes the label: the
  // visitor did not page, so it is not announced. The label speaks again with their next paging (button, key, drag).
  const [pagedFor, setPagedFor] = useState(rows);
  const [quiet, setQuiet] = useState(false);
  if (pagedFor !== rows) {
    setPagedFor(rows);
    setQuiet(true);
  }
  const visitorPages = () => setQuiet(false);

  const onKeyDown = guard((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.target as Element).closest(FORM_FIELD)) return;
    const target = pageForKey(event.key, state);
    if (target === null) return;
    event.preventDefault();
    visitorPages();
    goTo(target);
  });

  return (
    <div
      className="locator-reviews__carousel"
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-labelledby={props.headingId}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      {/* Nothing to rotate on a single page: a "stop the slide show" control there would announce one that is not. */}
      {props.autoplay && pages.length > 1 && <AutoplayButton rotating={autoplay.rotating} onToggle={guard(autoplay.toggle)} />}
      <div className="locator-reviews__viewport" ref={viewportRef} onPointerDown={visitorPages}>
        <div className="locator-reviews__container">
          {pages.map((items, index) => (
            <div
              // New keys when the rows change: the pages are different groups of reviews.
              key={`${rows}:${index}`}
              className="locator-reviews__slide"
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fillTemplate(labels.slide, { index: index + 1, count: pages.length })}
              // Pages not shown are out of the focus order and the accessibility tree.
              inert={index !== state.page}
            >
              <ul className="locator-reviews__list">
                {(allPages || index === state.page) && items.map((review, i) => <ReviewItem key={i} review={review} />)}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <PagingArea
        state={state}
        onPage={guard((page: number) => {
          visitorPages();
          goTo(page);
        })}
        live={autoplay.running || quiet ? 'off' : 'polite'}
      />
    </div>
  );
}
