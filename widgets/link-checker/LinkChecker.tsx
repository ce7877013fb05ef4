import { useEffect } from 'react';
import { checkUrl, isDeadStatus } from '../../src/core/link-check';
import { limiter } from '../../src/core/run-limited';
import { SELECTOR } from '../../src/loader/schema';
import { failedCall } from '../../src/services/failed-call';
import type { WidgetProps } from '../../src/loader/types';
import type { LinkCheckerConfig } from './config';
import { DeadLinks } from './dead-links';
import { headRequest } from './head-request';
import { addedLinks } from './added-links';

/** A link of the mark's own: not one of a nested widget, nor one marked itself (a link checker of its own). */
const isOwn = (host: HTMLElement, link: HTMLAnchorElement) => link === host || link.closest(SELECTOR.widget) === host;

/** The address a link is checked at, or null for one not to check (another origin, not http(s)). */
const urlOf = (link: HTMLAnchorElement, crossOrigin: boolean) => checkUrl(link.getAttribute('href'), link.ownerDocument.URL, crossOrigin, link.baseURI);

/**
 * The links a mark covers: a link marked itself (spec §7, "each marked link"), or every `a[href]` inside a marked
 * container, except those of a nested widget and those marked themselves.
 */
export function linksToCheck(host: HTMLElement, crossOrigin: boolean): Map<string, HTMLAnchorElement[]> {
  const byUrl = new Map<string, HTMLAnchorElement[]>();
  const links = host.matches('a[href]') ? [host as HTMLAnchorElement] : Array.from(host.querySelectorAll<HTMLAnchorElement>('a[href]'));
  for (const link of links) {
    if (!isOwn(host, link)) continue;
    const url = urlOf(link, crossOrigin);
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), link]);
  }
  return byUrl;
}

const settleLink = (dead: DeadLinks, link: HTMLAnchorElement, status: number, remove: boolean) => (remove ? dead.remove(link) : void dead.replace(link, status));

/** What is known of an address: being checked, alive (200), not reachable (the link stays), or dead with its status. */
type Outcome = 'checking' | 'live' | 'unreachable' | number;

/**
 * Checks the marked links (spec §4, §7): one HEAD per address, a few at a time; a non-200 answer replaces the link by
 * a span (or removes it), a network failure leaves it. Emits 'ready' with the counts once the links of the load are
 * checked. Links a page script adds to a marked container later (more results, a tab's content) are checked as they
 * come, an address already answered at once. Unmounting aborts the requests and puts every link back, except a link
 * marked itself: its replacement is what unmounts it.
 */
export function LinkChecker({ config, context }: WidgetProps<LinkCheckerConfig>) {
  useEffect(() => {
    const { signal, element: host } = context;
    const dead = new DeadLinks();
    const byUrl = linksToCheck(host, config.crossOrigin);
    const outcomes = new Map<string, Outcome>();
    const run = limiter(config.concurrency, signal);
    let deadCount = 0;
    let failures = 0;
    // A link marked itself is the widget's host: taking it out of the page unmounts the widget. It is taken out last,
    // after 'ready', and for good; the span it becomes has none of the loader's marks, so it is no widget.
    let deadHost: number | null = null;
    const settle = (link: HTMLAnchorElement, status: number) => {
      // One a page script took out meanwhile stays out.
      if (!link.isConnected) return;
      deadCount++;
      if (link === host) deadHost = status;
      else settleLink(dead, link, status, config.remove);
    };
    const check = (url: string) => {
      outcomes.set(url, 'checking');
      return run(async () => {
        const outcome = await headRequest(url, signal, config.timeoutMs);
        if (signal.aborted) return;
        if (outcome.kind === 'network-error') {
          failures++;
          outcomes.set(url, 'unreachable');
          // The link stays (spec §4); the failed request is reported as every failed call is (spec §7).
          context.report(outcome.error, failedCall('HEAD', url, 0, String(outcome.error)));
        } else if (isDeadStatus(outcome.status)) {
          outcomes.set(url, outcome.status);
          // The links of this address now, those added while it was asked for included.
          for (const link of byUrl.get(url) ?? []) settle(link, outcome.status);
        } else outcomes.set(url, 'live');
      });
    };
    const adopt = context.guard((links: HTMLAnchorElement[]) => {
      for (const link of links) {
        if (!isOwn(host, link)) continue;
        const url = urlOf(link, config.crossOrigin);
        // A link whose address changed leaves its old address's list.
        for (const list of byUrl.values()) if (list.includes(link)) list.splice(list.indexOf(link), 1);
        if (!url) continue;
        byUrl.set(url, [...(byUrl.get(url) ?? []), link]);
        const known = outcomes.get(url);
        if (known === undefined) void check(url).catch(context.guard((error: unknown) => {
          throw error;
        }));
        else if (typeof known === 'number') settle(link, known);
      }
    });
    // Only a container gets more links; the changes the widget makes itself (a span, a comment) bring none.
    const observer = host.matches('a[href]') ? null : addedLinks(host, adopt);
    const first = [...byUrl.keys()];
    Promise.all(first.map(check)).then(
      () => {
        if (signal.aborted) return;
        // `checked` counts the addresses of the load; the dead links and failures are those known now.
        context.emit('ready', { checked: first.length, dead: deadCount, networkFailures: failures });
        // For good: not in `dead`, which an unmount (this one) puts back.
        if (deadHost !== null) settleLink(new DeadLinks(), host as HTMLAnchorElement, deadHost, config.remove);
      },
      context.guard((error: unknown) => {
        throw error;
      }),
    );
    return () => {
      // First: putting the links back is no addition to check.
      observer?.disconnect();
      dead.restore();
    };
  }, [config, context]);
  return null;
}
