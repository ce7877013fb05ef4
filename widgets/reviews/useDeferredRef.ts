import { useCallback, useRef } from 'react';
import { nextTask } from '../../src/loader/yield';

/**
 * A ref callback that hands its node to `ref` one task later (null at once). embla measures the slides when it
 * starts, 6 to 13 ms with a forced layout (measured on the location samples): in the widget's mount task, the
 * page's last and longest, that was the difference between a task under 50 ms and one over it. The carousel is on
 * screen from the mount; embla takes the drag and the paging a task later.
 */
export function useDeferredRef<T>(ref: (node: T | null) => void): (node: T | null) => void {
  const current = useRef<T | null>(null);
  return useCallback(
    (node: T | null) => {
      current.current = node;
      if (!node) return ref(null);
      // A node detached or replaced in the meantime is not handed over.
      void nextTask().then(() => {
        if (current.current === node) ref(node);
      });
    },
    [ref],
  );
}
