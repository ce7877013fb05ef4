import { useEffect } from 'react';
import { checkUrl, isDeadStatus } from '../../src/core/link-check';
import { runLimited } from '../../src/core/run-limited';
import { SELECTOR } from '../../src/loader/schema';
import { failedCall } from '../../src/services/failed-call';
import type { WidgetProps } from '../../src/loader/types';
import type { LinkCheckerConfig } from './config';
import { DeadLinks } from './dead-links';
import { headRequest } from './head-request';

/** The links a container marks: every `a[href]` inside it, except those of a nested widget. */
export function linksToCheck(host: HTMLElement, crossOrigin: boolean): Map<string, HTMLAnchorElement[]> {
  const byUrl = new Map<string, HTMLAnchorElement[]>();
  for (const link of Array.from(host.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (link.parentElement?.closest(SELECTOR.widget) !== host) continue;
    const url = checkUrl(link.getAttribute('href'), link.ownerDocument.URL, crossOrigin, link.baseURI);
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), link]);
  }
  return byUrl;
}

/**
 * Checks the container's links (spec §4, §7): one HEAD per address, a few at a time; a non-200 answer replaces
 * the link by a span (or removes it), a network failure leaves it. Emits 'ready' with the counts once all are
 * checked. Unmounting aborts the requests and puts every link back.
 */
export function LinkChecker({ config, context }: WidgetProps<LinkCheckerConfig>) {
  useEffect(() => {
    // The mark goes on the element holding the links: a link marked itself would be checked by nobody, silently. A
    // markup mistake, said on the console (as a configuration error is), not an error to report.
    if (context.element.matches('a[href]')) {
      console.error(`[locator] ${context.widget}#${context.id}: mark the element that holds the links, not a link itself; nothing is checked`);
      return;
    }
    const { signal } = context;
    const dead = new DeadLinks();
    const byUrl = linksToCheck(context.element, config.crossOrigin);
    let deadCount = 0;
    let failures = 0;
    const settle = context.guard((url: string, status: number) => {
      for (const link of byUrl.get(url) ?? []) {
        if (config.remove) dead.remove(link);
        else dead.replace(link, status);
        deadCount++;
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
        if (!signal.aborted) context.emit('ready', { checked: byUrl.size, dead: deadCount, networkFailures: failures });
      },
      context.guard((error: unknown) => {
        throw error;
      }),
    );
    return () => dead.restore();
  }, [config, context]);
  return null;
}
