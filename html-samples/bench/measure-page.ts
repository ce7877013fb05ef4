import type { Browser, Page } from '@playwright/test';

export interface PageRun {
  /** locator:start -> locator:all-mounted, ms; null when the page never marked all-mounted. */
  startToMounted: number | null;
  /** Every long task (over 50 ms) of the page, whoever ran it. */
  longTasks: number[];
  /** The long tasks in which the bundle's own code ran (Long Animation Frame script attribution). */
  bundleTasks: number[];
  /**
   * In each of those, how long the bundle's own scripts ran (a layout they forced included): the rest of such a task
   * is the page's or the browser's (on the Japanese location page, the page's first layout, which Chrome runs after
   * the load event in the task that ran the loader).
   */
  bundleShares: number[];
  layoutShift: number;
  scripts: string[];
  styles: string[];
  requests: string[];
  /**
   * Every script and style sheet the page asked for once scrolled to its end (widgets below the fold included); on a
   * visit that is not scrolled, those of the load.
   */
  scrolledScripts: string[];
  scrolledStyles: string[];
}

export interface PageViews {
  /** A first visit: empty HTTP cache. */
  cold: PageRun;
  /** A later visit in the same browser profile: hashed chunks come from the cache, as a CDN serving them immutable allows. */
  repeat: PageRun | null;
}

const BUNDLE_PATH = '/assets/locator-widgets/';

// Plain strings: tsx keeps function names with a helper that does not exist in the page.
const INIT_SCRIPT = `
  window.__bench = { longTasks: [], scripts: [], cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        for (const s of frame.scripts) if ((s.sourceURL || '').includes('${BUNDLE_PATH}')) window.__bench.scripts.push([s.startTime, s.duration]);
    }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

const READ_SCRIPT = `(() => {
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const start = mark('locator:start');
  const all = mark('locator:all-mounted');
  return { startToMounted: start !== undefined && all !== undefined ? all - start : null, ...window.__bench };
})()`;

interface RawRun {
  startToMounted: number | null;
  longTasks: [number, number][];
  scripts: [number, number][];
  cls: number;
}

async function visit(page: Page, url: string, scroll: boolean): Promise<PageRun> {
  const scripts: string[] = [];
  const styles: string[] = [];
  const requests: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    const path = new URL(request.url()).pathname;
    requests.push(path);
    if (request.resourceType() === 'script') scripts.push(path);
    if (request.resourceType() === 'stylesheet') styles.push(path);
  };
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.LocatorWidgets?.settled());
  // Let late layout shifts and long tasks land before reading them.
  await page.waitForTimeout(300);
  const raw = (await page.evaluate(READ_SCRIPT)) as RawRun;
  const atLoad = { scripts: [...scripts], styles: [...styles], requests: [...requests] };
  // "All its JS": the widgets below the fold load as the visitor reaches them, so the page is scrolled to its end, a
  // screen at a time, and what that brought in is counted too (the timings above were read before). The first visit
  // is the one weighed; the later ones only time the cached start.
  if (scroll) await scrollThrough(page);
  page.off('request', onRequest);
  // A long task is the bundle's when one of the bundle's script invocations falls inside it.
  const withBundle = raw.longTasks
    .map(([start, duration]) => ({ duration, scripts: raw.scripts.filter(([s]) => s >= start - 1 && s <= start + duration) }))
    .filter((task) => task.scripts.length > 0);
  const bundleTasks = withBundle.map((task) => task.duration);
  const bundleShares = withBundle.map((task) => task.scripts.reduce((sum, [, d]) => sum + d, 0));
  return {
    startToMounted: raw.startToMounted,
    longTasks: raw.longTasks.map(([, duration]) => duration),
    bundleTasks,
    bundleShares,
    layoutShift: raw.cls,
    ...atLoad,
    scrolledScripts: scripts,
    scrolledStyles: styles,
  };
}

async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    // A widget scrolled into view starts in an IntersectionObserver callback: let it run, then wait for it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await page.evaluate(() => window.LocatorWidgets?.settled());
    if (!more) break;
  }
}

/** Loads one page in a fresh profile (cold), then with `repeat` twice more in it (the second of those is the repeat view). */
export async function measurePage(browser: Browser, url: string, repeat = true): Promise<PageViews> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INIT_SCRIPT);
  const cold = await visit(page, url, true);
  let again: PageRun | null = null;
  if (repeat) {
    // The second visit lets the browser keep compiled code for the chunks; the third one uses it.
    await visit(page, url, false);
    again = await visit(page, url, false);
  }
  await context.close();
  return { cold, repeat: again };
}
