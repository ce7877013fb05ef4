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

/** Loads one page in a fresh context and reads the loader's marks, long tasks and layout shifts. */
export async function measurePage(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __bench: { longTasks: number[]; cls: number } };
    w.__bench = { longTasks: [], cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__bench.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
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
  const result = await page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
    const start = mark('locator:start');
    const all = mark('locator:all-mounted');
    const w = window as unknown as { __bench: { longTasks: number[]; cls: number } };
    return { startToMounted: start !== undefined && all !== undefined ? all - start : null, ...w.__bench };
  });
  await context.close();
  return { startToMounted: result.startToMounted, longTasks: result.longTasks, layoutShift: result.cls, scripts, styles, requests };
}
