/**
 * Paging arithmetic of the reviews carousel, free of DOM and React: a page shows `rows` items; the range label
 * after each change reads rows x page + 1 to rows x (page + 1), capped at the total (spec §4), and a range of one
 * value is the single-item label. `useCarouselPaging` (widgets/reviews) adapts this to embla.
 */

/** What the carousel renders for one page position. */
export interface PagingState {
  /** Items in the carousel (at least 0). */
  total: number;
  /** Items per page (at least 1). */
  rows: number;
  /** Zero-based page index, within 0..pageCount - 1. */
  page: number;
  pageCount: number;
  /** One-based range of the items on the page; from > to only when total is 0. */
  from: number;
  to: number;
  /** The range holds one value: the single-item label ("review 9") instead of a range ("reviews 1 - 4"). */
  single: boolean;
  canPrev: boolean;
  canNext: boolean;
}

function whole(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/** Pages needed for `total` items, `rows` a page; an empty carousel still has its one (empty) page. */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(whole(total, 0) / whole(rows, 1)));
}

/** The render state at `page` (clamped: the carousel is not infinite). */
export function paging(total: number, rows: number, page: number): PagingState {
  const t = whole(total, 0);
  const r = whole(rows, 1);
  const count = pageCount(t, r);
  const p = Math.min(count - 1, whole(page, 0));
  const from = r * p + 1;
  const to = Math.min(r * (p + 1), t);
  return { total: t, rows: r, page: p, pageCount: count, from, to, single: from === to, canPrev: p > 0, canNext: p < count - 1 };
}

/** Splits items into pages of `rows`. */
export function chunk<T>(items: readonly T[], rows: number): T[][] {
  const r = whole(rows, 1);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += r) pages.push(items.slice(i, i + r));
  return pages;
}

/**
 * The page to show after the rows per page change (the viewport crossed the breakpoint): the one holding the
 * first item that was visible, so the visitor keeps reading where they were.
 */
export function pageAfterRowsChange(page: number, oldRows: number, newRows: number, total: number): number {
  const first = whole(oldRows, 1) * whole(page, 0);
  return paging(total, newRows, Math.floor(first / whole(newRows, 1))).page;
}

/** The next page for a key press on the carousel, or null when the key does not page. */
export function pageForKey(key: string, state: PagingState): number | null {
  switch (key) {
    case 'ArrowLeft':
      return state.canPrev ? state.page - 1 : null;
    case 'ArrowRight':
      return state.canNext ? state.page + 1 : null;
    case 'Home':
      return state.page > 0 ? 0 : null;
    case 'End':
      return state.page < state.pageCount - 1 ? state.pageCount - 1 : null;
    default:
      return null;
  }
}

/**
 * One autoplay step. A non-infinite carousel cannot wrap, so autoplay turns back at either end and walks the
 * other way (as the original carousel library did with infinite off). `forward` is the current direction.
 */
export function autoplayStep(page: number, count: number, forward: boolean): { page: number; forward: boolean } {
  if (count <= 1) return { page: 0, forward: true };
  const p = Math.min(count - 1, whole(page, 0));
  let direction = forward;
  if (direction && p >= count - 1) direction = false;
  else if (!direction && p <= 0) direction = true;
  return { page: p + (direction ? 1 : -1), forward: direction };
}

/**
 * The original carousel's touch threshold (spec §9: "touch threshold 5"): a swipe pages once it covers a fifth of the
 * carousel's width, whatever its speed, and pages by one (one slide at a time); a shorter one returns to the page it
 * started on.
 */
export const TOUCH_THRESHOLD = 5;

/** The page a released swipe of `dx` px (negative: towards the next page) settles on, in a carousel `width` px wide. */
export function pageAfterSwipe(start: number, dx: number, width: number, count: number): number {
  if (!(width > 0) || Math.abs(dx) < width / TOUCH_THRESHOLD) return start;
  return Math.max(0, Math.min(count - 1, start + (dx < 0 ? 1 : -1)));
}
