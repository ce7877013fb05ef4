import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

/**
 * Shows the server-rendered nodes inside a React-owned element without re-parsing them as HTML:
 * the nodes are moved in on mount and handed back to the fragment on unmount.
 */
export function ServerContent({ fragment, ...props }: { fragment: DocumentFragment } & HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    const nodes = Array.from(fragment.childNodes);
    host.append(...nodes);
    return () => fragment.append(...nodes);
  }, [fragment]);
  return <div ref={ref} {...props} />;
}
