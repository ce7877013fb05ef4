import { useEffect } from 'react';
import { checkUrl, isDeadStatus } from '../../src/core/link-check';
import { runLimited } from '../../src/core/run-limited';
import { SELECTOR } from '../../src/loader/schema';
import { failedCall } from '../../src/services/failed-call';
import type { WidgetProps } from '../../src/loader/types';
import type { LinkCheckerConfig } from './config';
import { DeadLinks } from './dead-links';
import { headRequest } from './head-request';

/**
 * The links a mark covers: a link marked itself (spec §7, "each marked link"), or every `a[href]` inside a marked
 * container, except those of a nested widget and those marked themselves.
 */
export function linksToCheck(host: HTMLElement, crossOrigin: boolean): Map<string, HTMLAnchorElement[]> {
  const byUrl = new Map<string, HTMLAnchorElement[]>();
  const links = host.matches('a[href]') ? [host as HTMLAnchorElement] : Array.from(host.querySelectorAll<HTMLAnchorElement>('a[href]'));
  for (const link of links) {
    // A link of a nested widget, or one marked itself (a link checker of its own), is not the container's.
    if (link !== host && link.closest(SELECTOR.widget) !== host) continue;
    const url = checkUrl(link.getAttribute('href'), link.ownerDocument.URL, crossOrigin, link.baseURI);
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), link]);
  }
  return byUrl;
}

const settleLink = (dead: DeadLinks, link: HTMLAnchorElement, status: number, remove: boolean) => (remove ? dead.remove(link) : void dead.replace(link, status));

/**
 * Checks the marked links (spec §4, §7): one HEAD per address, a few at a time; a non-200 answer replaces the link by
 * a span (or removes it), a network failure leaves it. Emits 'ready' with the counts once all are checked. Unmounting
 * aborts the requests and puts every link back, except a link marked itself: its replacement is what unmounts it.
 */
export function LinkChecker({ config, context }: WidgetProps<LinkCheckerConfig>) {
  useEffect(() => {
    const { signal, element: host } = context;
    const dead = new DeadLinks();
    const byUrl = linksToCheck(host, config.crossOrigin);
    let deadCount = 0;
    let failures = 0;
    // A link marked itself is the widget's host: taking it out of the page unmounts the widget. It is taken out last,
    // after 'ready', and for good; the span it becomes has none of the loader's marks, so it is no widget.
    let deadHost: number | null = null;
    const settle = context.guard((url: string, status: number) => {
      for (const link of byUrl.get(url) ?? []) {
        deadCount++;
        if (link === host) deadHost = status;
        else settleLink(dead, link, status, config.remove);
      }
    });
    runLimited(
      [...byUrl.keys()],
      config.concurrency,
      async (url) => {
        const outcome = await headRequest(url, signal, config.timeoutMs);
        if (signal.aborted) return;
        if (outcome.kind === 'network-error') {
          failures++;
          // The link stays (spec §4); the failed request is reported as every failed call is (spec §7).
          context.report(outcome.error, failedCall('HEAD', url, 0, String(outcome.error)));
        } else if (isDeadStatus(outcome.status)) settle(url, outcome.status);
      },
      signal,
    ).then(
      () => {
        if (signal.aborted) return;
        context.emit('ready', { checked: byUrl.size, dead: deadCount, networkFailures: failures });
        // For good: not in `dead`, which an unmount (this one) puts back.
        if (deadHost !== null) settleLink(new DeadLinks(), host as HTMLAnchorElement, deadHost, config.remove);
      },
      context.guard((error: unknown) => {
        throw error;
      }),
    );
    return () => dead.restore();
  }, [config, context]);
  return null;
}
