import { expect, settled, test } from './support';

/**
 * DESIGN §7: widgets cause no layout shift. Each page is loaded at a desktop and a phone width and left to finish
 * (widgets mounted, feeds and maps loaded); every layout shift not caused by input counts.
 */
const RECORD = () => {
  const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
      if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName))) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

type Page = import('@playwright/test').Page;

/** Pages already recording: one observer per page, not one more for each sample it opens. */
const recording = new WeakSet<Page>();

async function shiftsOf(page: Page, path: string, loaded: (page: Page) => Promise<void> = (p) => p.waitForLoadState('networkidle')) {
  if (!recording.has(page)) await page.addInitScript(RECORD);
  recording.add(page);
  await page.goto(path);
  await settled(page);
  // Feeds, maps and link checks answer after the mount: wait for them, then for two frames.
  await loaded(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
}

for (const width of [1280, 375]) {
  test.describe(`layout shift at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('none on the location pages of every language', async ({ page, request }) => {
      const index = (await (await request.get('/samples.json')).json()) as { locations: { path: string }[] };
      expect(index.locations.length).toBeGreaterThan(5);
      for (const { path } of index.locations) expect(await shiftsOf(page, path), path).toEqual([]);
    });

    test('none on the search pages and the photo feed samples', async ({ page }) => {
      for (const path of ['/', '/search?q=Lyon']) expect(await shiftsOf(page, path), path).toEqual([]);
      // The QA page keeps reporting its error cases to monitoring, so its network never goes quiet: wait for the feeds
      // at the top, with their "load more" buttons where the server rendered the profile line.
      const feeds = async (p: Page) => {
        await expect(p.locator('#feed-user-json .locator-photo-feed__link')).toHaveCount(3);
        await expect(p.locator('#feed-user-jsonp .locator-photo-feed__link')).toHaveCount(4);
        await expect(p.locator('#feed-user-json, #feed-user-jsonp').getByRole('button', { name: 'Load more' })).toHaveCount(2);
      };
      expect(await shiftsOf(page, '/qa/photo-feed', feeds)).toEqual([]);
    });

    test('none on the BaseMap samples, from a few pins to 100,000 points over the world', async ({ page }) => {
      // Each map drawn ('ready': its first clusters in view), not only the network quiet: the worker's work is not network.
      // A map below the fold is built once scrolled to: each is brought into view, then waited for.
      const drawn = async (p: Page) => {
        for (const map of await p.locator('[data-locator="map"]').all()) {
          await map.scrollIntoViewIfNeeded();
          await expect(map.locator('.locator-map--ready')).toHaveCount(1, { timeout: 20_000 });
        }
      };
      for (const path of ['/qa/map-basemap', '/qa/map-10k', '/qa/map-100k']) expect(await shiftsOf(page, path, drawn), path).toEqual([]);
    });
  });
}
