import { useEffect, useRef } from 'react';
import { counted } from '../../src/core/photo-feed/counted';
import type { FeedItem } from '../../src/services/photo-feed/client';
import type { PhotoFeedStrings } from '../../src/i18n/photo-feed';
import type { FeedResolution } from '../../src/core/photo-feed/types';
import { PhotoItem } from './PhotoItem';
import { focusLost } from '../../src/loader/runtime/focus-rescue';

export interface PhotoGridProps {
  photos: FeedItem[];
  hasNext: boolean;
  loadingMore: boolean;
  added: { count: number; from: number } | null;
  onLoadMore: () => void;
  text: PhotoFeedStrings;
  newTab: string;
  locale: string;
  resolution: FeedResolution;
  showLocation: boolean;
}

/**
 * The grid of photos, the "load more" button while there is a next page, and a polite live region that says how
 * many photos a page added. After a page is added, focus moves to its first photo (the button may be gone).
 */
export function PhotoGrid(props: PhotoGridProps) {
  const { photos, added, text, locale } = props;
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!added) return;
    const items = list.current?.children;
    // Only for a visitor still at the button, or whose focus went with it (the last page: nowhere, or where the loader
    // put it in the feed): one who moved on while the page loaded (up to the request's timeout) keeps their place. A
    // page that added nothing new (all repeats, or none) leaves the focus on a button still there; once the button
    // went, the focus goes to the last photo instead of the page's start.
    const active = document.activeElement;
    const atButton = !!button.current && active === button.current;
    const wentWithButton = focusLost() || (!button.current && !!active && !!list.current?.parentElement?.contains(active));
    if (!atButton && !wentWithButton) return;
    if (added.count === 0 && atButton) return;
    const item = added.count > 0 ? items?.[added.from] : items?.[items.length - 1];
    item?.querySelector<HTMLElement>('.locator-photo-feed__link')?.focus();
  }, [added]);

  return (
    <div className={`locator-photo-feed locator-photo-feed--${props.resolution}`}>
      <ul ref={list} className="locator-photo-feed__grid" aria-busy={props.loadingMore || undefined}>
        {photos.map((photo) => (
          <PhotoItem key={photo.id} photo={photo} text={text} newTab={props.newTab} locale={locale} showLocation={props.showLocation} />
        ))}
      </ul>
      {props.hasNext ? (
        <div className="locator-photo-feed__more">
          <button
            ref={button}
            type="button"
            className="locator-photo-feed__button"
            // aria-disabled rather than disabled: a disabled button would drop the keyboard focus while loading.
            aria-disabled={props.loadingMore || undefined}
            onClick={props.loadingMore ? undefined : props.onLoadMore}
          >
            {text.loadMore}
          </button>
        </div>
      ) : null}
      <p className="locator-photo-feed__hidden" role="status">
        {/* A new node per page, so the same text twice ("6 photos added") is announced twice. */}
        {added ? <span key={added.from}>{counted(text.added, added.count, locale)}</span> : null}
      </p>
    </div>
  );
}
