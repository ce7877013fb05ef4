import { lifecycle, recordLifecycle, waitReady } from './map-support';
import { errorsOf, expect, expectNoAxeViolations, settled, test } from './support';

/** Pins plus the counts of the clusters drawn: every location of the map, once. */
async function drawnCount(page: import('@playwright/test').Page, id: string): Promise<number> {
  const pins = await page.locator(`#${id} a.locator-pin`).count();
  const clusters = await page.locator(`#${id} button.locator-cluster`).evaluateAll((buttons) => buttons.map((b) => Number(/^(?:[\d.]+k: )?(\d+)/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? NaN)));
  return clusters.reduce((sum, n) => sum + n, pins);
}

test.describe('map lifecycle', () => {
  test.beforeEach(async ({ page }) => recordLifecycle(page));

  test('two maps share one provider: its code loads once; locations and nearby merged and cut to the maximum', async ({ page, consoleEntries }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/qa/map-two-maps');
    await waitReady(page, 'map-us');
    await waitReady(page, 'map-gb');
    for (const chunk of ['base-map', 'leaflet-core', 'leaflet.markercluster', 'world', 'widget-map']) {
      expect(scripts.filter((path) => path.includes(`/chunks/${chunk}-`)), chunk).toHaveLength(1);
    }
    expect(await drawnCount(page, 'map-us')).toBe(40);
    // 8 locations and 8 nearby (4 of them repeated) cut to maxNumberOfLocationsToDisplay 6.
    expect(await drawnCount(page, 'map-gb')).toBe(6);
    expect(errorsOf(consoleEntries)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a cluster is a button named with its count; a click (or Enter) zooms in to its pins', async ({ page }) => {
    await page.goto('/qa/map-two-maps');
    await waitReady(page, 'map-us');
    const cluster = page.locator('#map-us button.locator-cluster').first();
    await expect(cluster).toHaveAccessibleName(/^\d+ stores, zoom in$/);
    const inside = Number(/^\d+/.exec((await cluster.getAttribute('aria-label'))!)![0]);
    const before = await page.locator('#map-us a.locator-pin').count();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#map-us a.locator-pin').count()).toBeGreaterThan(before);
    // The map keeps the focus so Tab goes on to the pins that were in the cluster.
    await expect(page.locator('#map-us .leaflet-container')).toBeFocused();
    expect(inside).toBeGreaterThan(1);
  });

  test('a cluster clicked with the mouse hands the focus to the map, not to the top of the page', async ({ page }) => {
    // leaflet.markercluster's clusters, and the worker-fed in-view layer's.
    for (const id of ['map-us', 'map-10k']) {
      await page.goto(id === 'map-us' ? '/qa/map-two-maps' : '/qa/map-10k');
      await waitReady(page, id);
      await page.locator(`#${id} button.locator-cluster`).first().click();
      await expect(page.locator(`#${id} .leaflet-container`)).toBeFocused();
    }
  });

  test('an empty map is centred on the US at zoom 3, or on its locale city at the configured zoom', async ({ page }) => {
    await page.goto('/qa/map-empty');
    expect(await waitReady(page, 'map-none')).toMatchObject({ count: 0, center: { latitude: 39.833333, longitude: -98.583333 }, zoom: 3 });
    expect(await waitReady(page, 'map-de')).toMatchObject({ count: 0, center: { latitude: 52.52, longitude: 13.405 }, zoom: 5 });
    await expectNoAxeViolations(page);
  });

  test('a map in a hidden container loads its scripts and signals data-loaded, waits, and is built when it is shown', async ({ page }) => {
    // The spec's own event name, as a page following it would listen for it.
    await page.addInitScript(() => {
      const w = window as unknown as { __plain: unknown[] };
      w.__plain = [];
      document.addEventListener('data-loaded', (e) => w.__plain.push((e as CustomEvent<{ id: string; data: unknown }>).detail.id));
    });
    await page.goto('/qa/map-hidden');
    await expect(page.locator('#hidden-map')).toHaveAttribute('data-locator-state', 'mounted');
    const signalled = async () => (await lifecycle(page)).filter((r) => r.id === 'hidden-map');
    // Spec §4: once the configuration has loaded, the provider's scripts are in and data-loaded is dispatched, visible or not.
    await expect.poll(async () => (await signalled()).map((r) => r.event)).toEqual(['prepared', 'data-loaded']);
    expect((await signalled())[1]!.data).toEqual({ provider: 'BaseMap', count: 10 });
    expect(await page.evaluate(() => (window as unknown as { __plain: string[] }).__plain)).toContain('hidden-map');
    // Not built while it has no size: once resize observations are delivered (two frames), no canvas was made for a
    // map (the build starts by making one) and nothing more was signalled.
    await settled(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('#hidden-map .locator-map__canvas')).toHaveCount(0);
    expect((await signalled()).map((r) => r.event)).toEqual(['prepared', 'data-loaded']);
    await page.getByRole('button', { name: 'Show the map' }).click();
    const ready = await waitReady(page, 'hidden-map');
    expect(ready.count).toBe(10);
    const box = (await page.locator('#hidden-map .leaflet-container').boundingBox())!;
    expect(box.width).toBeGreaterThan(0);
    expect(box.height).toBe(420);
    await expectNoAxeViolations(page);
  });

  test('hidden, the window resized and shown again at its size: it is fitted again, its pins in view (the provider had measured it hidden)', async ({ page }) => {
    await recordLifecycle(page);
    await page.goto('/qa/map-hidden');
    const toggle = page.locator('#show-map');
    await toggle.click();
    await waitReady(page, 'hidden-map');
    const pins = page.locator('#hidden-map .leaflet-marker-icon');
    await expect.poll(() => pins.count()).toBeGreaterThan(0);
    await toggle.click();
    await expect(page.locator('#map-panel')).toBeHidden();
    // Leaflet measures its container on a window resize: hidden, it takes it for 0 x 0.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: viewport.width, height: viewport.height - 100 });
    await page.setViewportSize(viewport);
    await toggle.click();
    const inView = () =>
      page.evaluate(() => {
        const box = document.querySelector('#hidden-map .leaflet-container')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('#hidden-map .leaflet-marker-icon')).filter((icon) => {
          const r = icon.getBoundingClientRect();
          return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
        }).length;
      });
    // The ten stores are all in view again, as first fitted.
    await expect.poll(inView, { timeout: 10_000 }).toBeGreaterThanOrEqual(await pins.count());
    expect(await pins.count()).toBeGreaterThan(0);
  });

  test('re-fits its bounds when its size changes', async ({ page }) => {
    await page.goto('/qa/map-two-maps');
    await waitReady(page, 'map-us');
    const outside = async () => {
      const box = (await page.locator('#map-us .leaflet-container').boundingBox())!;
      const tips = await page.locator('#map-us .leaflet-marker-icon').evaluateAll((icons) =>
        icons.map((icon) => {
          const r = icon.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.bottom };
        }),
      );
      return tips.filter((tip) => tip.x < box.x || tip.x > box.x + box.width || tip.y < box.y || tip.y > box.y + box.height).length;
    };
    const spread = () =>
      page.locator('#map-us .leaflet-marker-icon').evaluateAll((icons) => {
        const xs = icons.map((icon) => icon.getBoundingClientRect().left);
        return Math.max(...xs) - Math.min(...xs);
      });
    expect(await outside()).toBe(0);
    const wide = await spread();
    // Narrower and shorter: without a re-fit the east coast would fall outside the map.
    await page.setViewportSize({ width: 560, height: 900 });
    await page.locator('#map-us').evaluate((el) => ((el as HTMLElement).style.height = '300px'));
    // Re-fitted: zoomed out, so the pins spread over less width, and all inside the map.
    await expect.poll(spread, { timeout: 5000 }).toBeLessThan(wide * 0.75);
    await expect.poll(outside, { timeout: 5000 }).toBe(0);
    // Once the clusters' zoom animation is over, every store is drawn once.
    await expect.poll(() => drawnCount(page, 'map-us')).toBe(40);
  });

  test('a duplicate id and a configuration block naming no element are console errors; the first map works', async ({ page, consoleEntries }) => {
    await page.goto('/qa/map-duplicate-id');
    await waitReady(page, 'store-map');
    expect(errorsOf(consoleEntries)).toEqual(
      expect.arrayContaining([
        '[locator] no element has the id "ghost-map" named by a configuration block',
        '[locator] map#store-map: more than one element has the id "store-map"; this one is skipped',
      ]),
    );
    expect(errorsOf(consoleEntries)).toHaveLength(2);
    await expect(page.locator('[data-locator="map"]').nth(1)).toHaveAttribute('data-locator-state', 'failed');
    await expect(page.getByText('Second element with the same id')).toBeVisible();
    await expect(page.locator('[data-locator="map"]').first().locator('a.locator-pin')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('an unknown provider is a console error and that map keeps its server content; the other map works', async ({ page, consoleEntries }) => {
    await page.goto('/qa/map-unknown-provider');
    await waitReady(page, 'good-map');
    expect(errorsOf(consoleEntries)).toEqual([
      '[locator] map#yahoo-map: invalid configuration; the widget is skipped\n[locator] map#yahoo-map: no map factory for provider "Yahoo"',
    ]);
    await expect(page.locator('#yahoo-map')).toHaveAttribute('data-locator-state', 'failed');
    await expect(page.locator('#yahoo-map .locator-map')).toHaveCount(0);
    await expect(page.locator('#yahoo-map').getByRole('link', { name: /Pommelune Paris/ })).toBeVisible();
    await expect(page.locator('#good-map a.locator-pin')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('map on a location page', () => {
  test('shows the store and its nearby stores once scrolled to, with links to their pages', async ({ page, request }) => {
    await recordLifecycle(page);
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    const sample = index.locations.find((entry) => entry.locale === 'fr_FR')!;
    await page.goto(sample.path);
    // Server content first: the store list (with JavaScript off it is all there is).
    const fallback = page.locator('#store-map [data-locator-fallback]');
    await expect(fallback.getByRole('link')).not.toHaveCount(0);
    await page.locator('#store-map').scrollIntoViewIfNeeded();
    const ready = await waitReady(page, 'store-map');
    expect(ready.provider).toBe('BaseMap');
    const locations = await page.evaluate(() => {
      const block = JSON.parse(document.querySelector('script[data-locator-config-for="store-map"]')!.textContent!) as { locations: unknown[]; nearbyLocations: unknown[] };
      return block.locations.length + block.nearbyLocations.length;
    });
    expect(ready.count).toBe(locations);
    await expect(fallback).toHaveCSS('visibility', 'hidden');
    await expect(page.locator(`#store-map a.locator-pin[href="${sample.path}"]`).or(page.locator('#store-map button.locator-cluster'))).not.toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('BaseMap raster tiles', () => {
  test('draws the tileUrl tiles, {z}/{x}/{y} filled in, over the shapes, with their attribution as text', async ({ page }) => {
    await recordLifecycle(page);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/images/photo/z')) tiles.push(new URL(request.url()).pathname);
    });
    await page.goto('/qa/map-empty');
    await page.locator('#map-tiles').scrollIntoViewIfNeeded();
    expect(await waitReady(page, 'map-tiles')).toMatchObject({ zoom: 4, center: { latitude: 41.893056, longitude: 12.482778 } });
    await expect(page.locator('#map-tiles .leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    for (const path of tiles) expect(path).toMatch(/^\/sandbox\/images\/photo\/z4x\d+y\d+-256\.svg$/);
    await expect(page.locator('#map-tiles .leaflet-control-attribution')).toContainText('Sandbox tiles');
    // The tiles lie over the base shapes.
    const [tileZ, baseZ] = await page.evaluate(() => ['.leaflet-tile-pane', '.leaflet-locatorBase-pane'].map((s) => Number(getComputedStyle(document.querySelector(`#map-tiles ${s}`)!).zIndex)));
    expect(tileZ).toBeGreaterThan(baseZ!);
  });
});
