import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetContext } from '../../src/loader/types';
import { failedCall } from '../../src/services/failed-call';
import { createPhotoFeed, type FeedItem, type PhotoFeed } from '../../src/services/photo-feed/client';
import type { FeedFailure } from '../../src/services/photo-feed/errors';
import type { PhotoFeedConfig } from './config';

export interface FeedState {
  /** loading: the server markup stays; failed: it stays for good; ready: the widget's grid shows. */
  status: 'loading' | 'ready' | 'failed';
  photos: FeedItem[];
  hasNext: boolean;
  loadingMore: boolean;
  /** How many photos the last "load more" added, and from which index (focus goes there). */
  added: { count: number; from: number } | null;
}

const INITIAL: FeedState = { status: 'loading', photos: [], hasNext: false, loadingMore: false, added: null };

/**
 * Runs the feed client for the widget: the first page on mount, the next on demand. Every failure is logged once as
 * `[locator] photo-feed#id: <spec message>` and reported to monitoring (an empty feed is not a request failure);
 * the request in flight is cancelled on unmount.
 */
export function usePhotoFeed(config: PhotoFeedConfig, context: WidgetContext) {
  const [state, setState] = useState<FeedState>(INITIAL);
  const feed = useRef<PhotoFeed | null>(null);
  // A ref, not state: a second click before React re-rendered must not start a second page.
  const busy = useRef(false);
  // A rejection can only be a bug (failures go to the error callback): let it fail the widget like a render error.
  const rethrow = useMemo(
    () =>
      context.guard((error: unknown) => {
        throw error;
      }),
    [context],
  );

  useEffect(() => {
    const controller = new AbortController();
    const stop = () => controller.abort();
    context.signal.addEventListener('abort', stop, { once: true });
    let first = true;
    const settleFirst = () => {
      if (first) context.emit('ready');
      first = false;
    };
    const error = context.guard((message: string, failure: FeedFailure) => {
      console.error(`[locator] ${context.widget}#${context.id}: ${message}`);
      if (failure.kind !== 'empty') {
        // The shape of every failed call (spec §7), the error text included.
        context.report(new Error(message), failedCall('GET', failure.url, failure.status ?? 0, message, failure.excerpt));
      }
      // A failed next page leaves the button while there is still a next page to ask for (an empty one ended it).
      setState((s) => {
        if (s.status === 'loading') return { ...s, status: 'failed' };
        const hasNext = feed.current?.hasNext() ?? false;
        // The paging ended with a page of no photos: said like one of repeats (the button goes, the focus to the last
        // photo).
        return { ...s, loadingMore: false, hasNext, ...(hasNext ? {} : { added: { count: 0, from: s.photos.length } }) };
      });
      settleFirst();
    });
    const client = createPhotoFeed({
      ...config.query,
      sortBy: config.sortBy,
      resolution: config.resolution,
      transport: config.transport,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      signal: controller.signal,
      error,
    });
    feed.current = client;
    void client.run().then(
      context.guard((page) => {
        if (!page) return;
        setState({ status: 'ready', photos: page.photos, hasNext: page.hasNext, loadingMore: false, added: null });
        settleFirst();
      }),
      rethrow,
    );
    return () => {
      controller.abort();
      context.signal.removeEventListener('abort', stop);
      feed.current = null;
    };
  }, [config, context, rethrow]);

  const loadMore = useCallback(() => {
    const client = feed.current;
    if (!client || !client.hasNext() || busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loadingMore: true }));
    void client
      .next()
      .then(
        context.guard((page) => {
          if (!page || feed.current !== client) return;
          setState((s) => {
            // Pages of a live feed can overlap when photos were posted in between: show each photo once.
            const known = new Set(s.photos.map((photo) => photo.id));
            const fresh = page.photos.filter((photo) => !known.has(photo.id));
            return { ...s, photos: [...s.photos, ...fresh], hasNext: page.hasNext, loadingMore: false, added: { count: fresh.length, from: s.photos.length } };
          });
        }),
        rethrow,
      )
      .finally(() => (busy.current = false));
  }, [context, rethrow]);

  return { state, loadMore };
}
