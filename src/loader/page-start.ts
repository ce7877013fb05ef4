import { ATTR, PAGE_BLOCKS, SELECTOR } from './schema';
import { backgroundTask } from './background-task';
import { enhanceNewTabLinks } from './new-tab-links';

type AnalyticsModule = typeof import('../services/analytics');
type AnalyticsInstance = ReturnType<AnalyticsModule['createAnalytics']>;

let analytics: Promise<AnalyticsInstance> | undefined;

/** A page that has widgets or locator page blocks; any other page is left untouched. */
export function isLocatorPage(doc: Document = document): boolean {
  return !!doc.querySelector(`${SELECTOR.widget},script[${ATTR.page}]`);
}

/** The page-start sequence of spec §2 that belongs to the loader. */
export function pageStart(doc: Document = document): void {
  enhanceNewTabLinks(doc);
  const site = doc.querySelector(SELECTOR.pageBlock(PAGE_BLOCKS.site));
  if (site) {
    // The client starts behind the widgets: clicks meanwhile are kept, and counted once it has started.
    const early: Event[] = [];
    const keep = (event: Event) => void early.push(event);
    // Middle clicks on links too (auxclick): they open a new tab, a click the client counts.
    const stop = () => {
      doc.removeEventListener('click', keep, true);
      doc.removeEventListener('auxclick', keep, true);
    };
    doc.addEventListener('click', keep, true);
    doc.addEventListener('auxclick', keep, true);
    // A client a command started before this block came (a page whose widgets come later) is given the site: a
    // second one would count every click again.
    analytics = startAnalytics(site.textContent ?? '', () => (stop(), early), analytics);
    analytics.catch((error: unknown) => {
      // Its code did not arrive: the clicks kept for it are let go.
      stop();
      console.error('[locator] the analytics client could not start', error);
    });
  }
  // In debug mode a page without site data gets its client now, site-less: the panel shows the one that a later
  // `LocatorWidgets.analytics('set', …)` gives its site.
  if (debugOn(doc)) void import('../../widgets/debug-panel/start').then(({ startDebugPanel }) => startDebugPanel((analytics ??= startAnalytics(null))));
}

/**
 * `early` stops keeping clicks and gives those kept so far: counted once the client listens, none twice or lost.
 * `running`: the client already listening, given the site instead. It counted the clicks kept meanwhile itself when it
 * had a site; without one it counted none, and is given them once it has this one.
 */
async function startAnalytics(text: string | null, early = (): Event[] => [], running?: Promise<AnalyticsInstance>): Promise<AnalyticsInstance> {
  // Behind the widgets: asking for its code (the bundler's preload helper writes a link per chunk, up to 17 ms on a
  // first visit) made the loader's own first task long, and its requests went ahead of the widgets' on the page's
  // few connections. Commands sent meanwhile wait for it (analyticsCommand).
  await backgroundTask();
  const instance = running ? await running : (await import('../services/analytics')).createAnalytics();
  const counted = running && instance.site;
  const missed = early();
  // A site block it cannot use is said on the console, and the client starts without a site, as on a page without
  // one: a later `LocatorWidgets.analytics('set', …)` still gives it its site, and every other command is answered
  // as usual, instead of all of them failing for good with the block's error.
  if (text !== null) {
    try {
      await instance.command('set', JSON.parse(text));
    } catch (error) {
      console.error('[locator] the analytics site data block is invalid', error);
    }
  }
  if (!running) instance.listen();
  if (!counted) instance.replay(missed);
  return instance;
}

/**
 * `LocatorWidgets.analytics(...)`: the analytics commands. A page without site data gets the client on its first
 * command, without a site: it checks the arguments as always ('Received Analytics Command with no Arguments',
 * 'Unknown command'), `set` gives it its site, and `track` before that raises the spec's error.
 */
export function analyticsCommand(...args: unknown[]): Promise<void> {
  analytics ??= startAnalytics(null);
  return analytics.then((instance) => instance.command(...args));
}

function debugOn(doc: Document): boolean {
  return doc.documentElement.hasAttribute('data-locator-debug') || new URLSearchParams(location.search).has('locator-debug');
}

/**
 * A configuration block whose element is missing (spec §8): a console error, on any page, since a block alone does
 * not make a locator page (it writes nothing and requests nothing).
 */
export function reportOrphanConfigs(): void {
  for (const block of document.querySelectorAll(`script[${ATTR.configFor}]`)) {
    // Present: the selector asked for it.
    const id = block.getAttribute(ATTR.configFor)!;
    if (!document.getElementById(id)) console.error(`[locator] no element has the id "${id}" named by a configuration block`);
  }
}
