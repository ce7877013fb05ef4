import { useEffect, useState, type RefObject } from 'react';
import { useReviewsEnv } from './env';

export type LazyImageStatus = 'waiting' | 'loading' | 'loaded' | 'error';

/** Lazy images start loading this far before they scroll (or slide) into view. */
const LOOK_AHEAD = '200px';

/**
 * Loads `src` once the element comes near the viewport (an image on a slide that is not shown waits: the
 * carousel viewport clips it), with the progressive retries of the image loader. The observer, the pending
 * retry timer and the request in flight are released when the element unmounts.
 */
export function useLazyImage(src: string, ref: RefObject<Element | null>): LazyImageStatus {
  const { guard } = useReviewsEnv();
  const [status, setStatus] = useState<LazyImageStatus>('waiting');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controller = new AbortController();
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer?.disconnect();
      setStatus('loading');
      // The retrying loader is a chunk of its own: most reviews have no picture, and their pages never load it.
      import('../../src/services/image-loader').then(({ loadImageWithRetry }) => loadImageWithRetry(src, { signal: controller.signal })).then(
        guard(() => setStatus('loaded')),
        guard(() => {
          // An abort is the unmount: nothing left to mark.
          if (!controller.signal.aborted) setStatus('error');
        }),
      );
    };
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        guard((entries: IntersectionObserverEntry[]) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        }),
        { rootMargin: LOOK_AHEAD },
      );
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      controller.abort();
    };
  }, [src, ref, guard]);
  return status;
}
