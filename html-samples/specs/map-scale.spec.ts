import type { Page } from '@playwright/test';
import { expectedPoint, recordLifecycle, waitReady } from './map-support';
import { errorsOf, expect, expectNoAxeViolations, test, type ConsoleEntry } from './support';

for (const [name, count] of [['map-10k', 10_000], ['map-100k', 100_000]] as const) {
  test.describe(`map with ${count} points`, () => {
    test('clusters in the worker and keeps at most 300 marker elements, zoomed out and in', async ({ page, consoleEntries }) => {
      await recordLifecycle(page);
      await page.goto(`/qa/${name}`);
      const ready = await waitReady(page, name, 20_000);
      expect(ready).toMatchObject({ provider: 'BaseMap', count });
      const markers = page.locator(`#${name} .leaflet-marker-icon`);
      // The exact count in each cluster's name ("1.2k: 1234 stores, zoom in" for one drawn short).
      const counted = async () =>
        page.locator(`#${name} button.locator-cluster`).evaluateAll((buttons) => buttons.reduce((sum, b) => sum + Number(/^(?:[\d.]+k: )?(\d+)/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? 0), 0));
      // 'ready' follows the first idle, or comes on its own after a while on a machine too busy to idle: poll.
      await expect.poll(() => markers.count()).toBeGreaterThan(0);
      expect(await markers.count()).toBeLessThanOrEqual(300);
      // Zoomed out on the whole set, the clusters in view hold most of the points.
      await expect.poll(counted).toBeGreaterThan(count * 0.5);
      const zoomIn = page.locator(`#${name}`).getByRole('button', { name: 'Zoom in', exact: true });
      const drawn = () => page.locator(`#${name} .leaflet-marker-icon`).evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')).join('|'));
      for (let i = 0; i < 4; i++) {
        const before = await drawn();
        await zoomIn.click();
        // The clusters of the new view replace the old ones: wait for the change, then count.
        await expect.poll(drawn, { timeout: 10_000 }).not.toBe(before);
        expect(await markers.count()).toBeLessThanOrEqual(300);
      }
      expect(await markers.count()).toBeGreaterThan(0);
      expect(errorsOf(consoleEntries)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('pins of a points file', () => {
  test('each links to baseUrl + its own id and is drawn at its own position', async ({ page, request }) => {
    const rows = (await (await request.get('/fixtures-data/points-10k.json')).json()) as [number, number, number, number][];
    const byId = new Map(rows.map(([id, latitude, longitude]) => [id, { latitude, longitude }]));
    await page.addInitScript(() => {
      document.addEventListener('locator:ready', (event) => {
        (window as unknown as { __adapter: unknown }).__adapter = (event as CustomEvent<{ data: { adapter: unknown } }>).detail.data.adapter;
      });
    });
    await recordLifecycle(page);
    await page.goto('/qa/map-10k');
    await waitReady(page, 'map-10k', 20_000);
    // Close in on one point of the file with no other near it: at zoom 17 it is a pin of its own.
    const alone = rows.slice(4321).find((row) => rows.every((other) => other === row || Math.abs(other[1] - row[1]) + Math.abs(other[2] - row[2]) > 0.01))!;
    const [target, latitude, longitude] = alone;
    const view = { center: { latitude, longitude }, zoom: 17 };
    await page.evaluate((v) => (window as unknown as { __adapter: { setView(c: unknown, z: number): void } }).__adapter.setView(v.center, v.zoom), view);
    // Drawn once its view's pins are: the first view's (a pin or two over the world) went before them.
    await expect(page.locator(`#map-10k a.locator-pin[href="#point-${target}"]`)).toHaveCount(1, { timeout: 10_000 });
    const pins = page.locator('#map-10k a.locator-pin');
    const box = (await page.locator('#map-10k .leaflet-container').boundingBox())!;
    for (const pin of await pins.all()) {
      const id = Number(/^#point-(\d+)$/.exec((await pin.getAttribute('href')) ?? '')?.[1]);
      const position = byId.get(id);
      expect(position, `point ${id} of the file`).toBeTruthy();
      const element = (await pin.boundingBox())!;
      const expected = expectedPoint(position!, view, box);
      expect(Math.abs(element.x + element.width / 2 - expected.x)).toBeLessThan(1.5);
      expect(Math.abs(element.y + element.height - expected.y)).toBeLessThan(1.5);
    }
  });
});

test.describe('map warm-up', () => {
  test('the map code and points file load beside the widget code: one points request (by the page), one worker, asked before the mount', async ({ page, consoleEntries }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const points: string[] = [];
    page.context().on('request', (request) => void (request.url().includes('points-10k') && points.push(request.url())));
    await recordLifecycle(page);
    await page.goto('/qa/map-10k');
    expect(await waitReady(page, 'map-10k', 20_000)).toMatchObject({ provider: 'BaseMap', count: 10_000 });
    // The warm-up's load was taken over by the map, not repeated.
    expect(points).toHaveLength(1);
    expect(workers.filter((url) => url.includes('cluster-worker'))).toHaveLength(1);
    const order = await page.evaluate(() => ({
      mounted: performance.getEntriesByName('locator:mounted:map#map-10k')[0]?.startTime ?? -1,
      baseMap: performance.getEntriesByType('resource').find((entry) => /\/base-map-[^/]+\.js$/.test(entry.name))?.startTime ?? -1,
      // The page downloads the file as it starts the worker, and hands the bytes over (the worker starts later).
      points: performance.getEntriesByType('resource').find((entry) => /\/points-10k\.json$/.test(entry.name))?.startTime ?? -1,
    }));
    expect(order.baseMap).toBeGreaterThan(0);
    expect(order.baseMap).toBeLessThan(order.mounted);
    expect(order.points).toBeGreaterThan(0);
    expect(order.points).toBeLessThan(order.mounted);
    expect(errorsOf(consoleEntries)).toEqual([]);
  });
});

/** The 10k QA map, clustered on the page (no worker running): ready with every point, a capped set of markers, and the warning that says so. */
async function expectClustersOnThePage(page: Page, consoleEntries: ConsoleEntry[], warning: string): Promise<void> {
  await recordLifecycle(page);
  await page.goto('/qa/map-10k');
  expect(await waitReady(page, 'map-10k', 20_000)).toMatchObject({ provider: 'BaseMap', count: 10_000 });
  const markers = page.locator('#map-10k .leaflet-marker-icon');
  expect(await markers.count()).toBeGreaterThan(0);
  expect(await markers.count()).toBeLessThanOrEqual(300);
  expect(consoleEntries.filter((entry) => entry.type === 'warning').map((entry) => entry.text)).toContainEqual(expect.stringContaining(warning));
}

test.describe('map on a page that forbids workers', () => {
  test('clusters on the page instead: the fallback code loads only then, with a console warning and no error', async ({ page, consoleEntries }) => {
    const chunks: string[] = [];
    page.on('request', (request) => void (/\/(local-source|supercluster|kdbush)[-\w]*\.js$/.test(request.url()) && chunks.push(request.url())));
    // As a Content-Security-Policy without worker-src does: constructing a Worker throws.
    await page.addInitScript(() => {
      window.Worker = class {
        constructor() {
          throw new DOMException('Refused to create a worker', 'SecurityError');
        }
      } as unknown as typeof Worker;
    });
    await expectClustersOnThePage(page, consoleEntries, '[locator] the cluster worker could not start; clustering on the page instead');
    expect(chunks.some((url) => url.includes('local-source'))).toBe(true);
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test('a worker whose script cannot be loaded (a deploy removed it) hands its clustering to the page: the map gets its pins', async ({ page, consoleEntries }) => {
    await page.route(/\/cluster-worker-[-\w]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await expectClustersOnThePage(page, consoleEntries, '[locator] the cluster worker did not start');
    // The browser's own line for the 404 is the only error.
    expect(errorsOf(consoleEntries).filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('a worker that fails once it has answered (an error it did not catch) hands its clustering to the page: the map keeps clustering as it moves', async ({ page, consoleEntries }) => {
    await page.addInitScript(() => {
      const Native = window.Worker;
      const made: Worker[] = [];
      (window as unknown as { __workers: Worker[] }).__workers = made;
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          made.push(this);
        }
      };
    });
    await recordLifecycle(page);
    await page.goto('/qa/map-10k');
    await waitReady(page, 'map-10k', 20_000);
    const markers = page.locator('#map-10k .leaflet-marker-icon');
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    // What the browser fires on the worker for an error thrown in it and not caught there.
    await page.evaluate(() => (window as unknown as { __workers: Worker[] }).__workers.forEach((worker) => worker.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught RangeError: out of memory' }))));
    await expect.poll(() => consoleEntries.filter((entry) => entry.type === 'warning').map((entry) => entry.text)).toContainEqual(
      '[locator] the cluster worker failed (Uncaught RangeError: out of memory); clustering on the page instead',
    );
    const drawn = () => markers.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')).join('|'));
    const zoomIn = page.locator('#map-10k').getByRole('button', { name: 'Zoom in', exact: true });
    for (let i = 0; i < 2; i++) {
      const before = await drawn();
      await zoomIn.click();
      await expect.poll(drawn, { timeout: 10_000 }).not.toBe(before);
      expect(await markers.count()).toBeGreaterThan(0);
      expect(await markers.count()).toBeLessThanOrEqual(300);
    }
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test('a page with workers never loads the fallback code', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => void (/\/local-source-[-\w]+\.js$/.test(request.url()) && chunks.push(request.url())));
    await recordLifecycle(page);
    await page.goto('/qa/map-10k');
    await waitReady(page, 'map-10k', 20_000);
    expect(chunks).toEqual([]);
  });
});

test.describe('map with a points file that fails', () => {
  test('a missing file and one that is not JSON each fail their own map with the message the worker gives; the other map works', async ({ page, consoleEntries }) => {
    await recordLifecycle(page);
    await page.goto('/qa/map-10k');
    await waitReady(page, 'map-10k', 20_000);
    await page.evaluate(() => {
      for (const [id, pointsUrl] of [['map-missing', '/fixtures-data/points-none.json'], ['map-not-json', '/samples.css']]) {
        const host = Object.assign(document.createElement('div'), { id });
        host.dataset.locator = 'map';
        host.style.height = '200px';
        host.textContent = 'Our stores';
        const block = Object.assign(document.createElement('script'), { type: 'application/json' });
        block.dataset.locatorConfigFor = id;
        block.textContent = JSON.stringify({ config: { provider: 'BaseMap', pointsUrl } });
        document.querySelector('main')!.prepend(host, block);
      }
    });
    const base = new URL(page.url()).origin;
    await expect.poll(() => errorsOf(consoleEntries).join('\n'), { timeout: 15_000 }).toContain(`[locator] the points file ${base}/fixtures-data/points-none.json answered 404`);
    await expect.poll(() => errorsOf(consoleEntries).join('\n'), { timeout: 15_000 }).toContain(`[locator] the points file ${base}/samples.css could not be read: `);
    // The visitor sees each page's own content, not an error.
    for (const id of ['map-missing', 'map-not-json']) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-locator-state', 'failed');
      await expect(page.locator(`#${id}`)).toHaveText('Our stores');
    }
    // Each failure is its own map's: the 10k map keeps its clusters.
    await expect(page.locator('#map-10k button.locator-cluster').first()).toBeVisible();
  });
});
