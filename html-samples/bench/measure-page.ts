import type { Browser } from '@playwright/test';

export interface PageRun {
  /** locator:start -> locator:all-mounted, ms; null when the page never marked all-mounted. */
  startToMounted: number | null;
  longTasks: number[];
  layoutShift: number;
  scripts: string[];
  styles: string[];
  requests: string[];
}

const INIT_SCRIPT = `
  window.__bench = { longTasks: [], cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

const READ_SCRIPT = `(() => {
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const start = mark('locator:start');
  const all = mark('locator:all-mounted');
  return { startToMounted: start !== undefined && all !== undefined ? all - start : null, ...window.__bench };
})()`;

/** Loads one page in a fresh context and reads the loader's marks, long tasks and layout shifts. */
export async function measurePage(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Plain strings: tsx keeps function names with a helper that does not exist in the page.
  await page.addInitScript(INIT_SCRIPT);
  const scripts: string[] = [];
  const styles: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requests.push(path);
    if (request.resourceType() === 'script') scripts.push(path);
    if (request.resourceType() === 'stylesheet') styles.push(path);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.LocatorWidgets?.settled());
  // Let late layout shifts and long tasks land before reading them.
  await page.waitForTimeout(300);
  const result = (await page.evaluate(READ_SCRIPT)) as { startToMounted: number | null; longTasks: number[]; cls: number };
  await context.close();
  return { startToMounted: result.startToMounted, longTasks: result.longTasks, layoutShift: result.cls, scripts, styles, requests };
}
