import { expect, errorsOf, holdRoute, settled, test } from './support';

// The fixtures' date: the sample events are still to come then.
const NOW = new Date('2026-11-21T12:00:00Z');
/** The map's zoom buttons are named in the page's language. */
const ZOOM_IN: Record<string, string> = { de: 'Vergrößern', en: 'Zoom in', es: 'Acercar', fr: 'Zoom avant', it: 'Ingrandisci', ja: '拡大', nl: 'Inzoomen' };
const WIDGETS = ['header-footer', 'phone', 'hours', 'description', 'reviews', 'events', 'map', 'video', 'photo-feed', 'link-checker'];

test.describe('the location page of every locale', () => {
  test('uses every location-page widget, each mounted once scrolled to, with a carousel that pages', async ({ page, request, consoleEntries }) => {
    test.slow();
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    expect(index.locations.map((entry) => entry.locale).sort()).toEqual(['de_DE', 'en_GB', 'en_US', 'es_ES', 'fr_BE', 'fr_FR', 'it_IT', 'ja_JP', 'nl_BE', 'nl_NL']);
    await page.clock.install({ time: NOW });
    for (const [i, { locale, path }] of index.locations.entries()) {
      await page.goto(path);
      await settled(page);
      // The lower widgets start when they come into view.
      for (const name of ['reviews', 'map', 'video', 'photo-feed', 'link-checker']) {
        await page.locator(`[data-locator="${name}"]`).first().scrollIntoViewIfNeeded();
        await settled(page);
      }
      for (const name of WIDGETS) {
        const hosts = page.locator(`[data-locator="${name}"]`);
        await expect(hosts.first(), `${locale}: ${name}`).toBeAttached();
        for (const host of await hosts.all()) await expect(host, `${locale}: ${name}`).toHaveAttribute('data-locator-state', 'mounted');
      }
      // More reviews than one slide shows, and events still to come.
      // (The carousel's role description is in the page language; its paging label shows once there is more than a slide.)
      await expect(page.locator('[data-locator="reviews"] [aria-roledescription]').first(), locale).toBeVisible();
      await expect(page.locator('[data-locator="reviews"] .locator-reviews__label'), locale).toBeVisible();
      await expect(page.locator('[data-locator="reviews"] .locator-reviews__button--next'), locale).toBeEnabled();
      await expect(page.locator('[data-locator="events"] li:visible').first(), locale).toBeVisible();
      await expect(page.locator('[data-locator="photo-feed"] a[href]').first(), locale).toBeVisible();
      // The shop's profile link stays beside the feed the widget drew.
      await expect(page.locator('.photos a[href^="https://www.instagram.com/"]:not([data-locator] a)'), locale).toBeVisible();
      await expect(page.locator('[data-locator="map"] .leaflet-control-zoom-in'), locale).toHaveAttribute('aria-label', ZOOM_IN[locale.slice(0, 2)]!);
      // The store's own pin is never in a cluster (most of these pages have nearby stores that cluster): it is the
      // map's first pin, with the page's own link.
      await expect(page.locator('[data-locator="map"] a.locator-pin').first(), locale).toHaveAttribute('href', path);
      // The page's dead link found (below) before the next page: a check still under way would be cut short.
      await expect.poll(() => errorsOf(consoleEntries).length, locale).toBe(i + 1);
    }
    // The browser's own line for each page's dead link, which the link checker's HEAD request finds (a 404 on purpose).
    expect(errorsOf(consoleEntries).filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);
    expect(errorsOf(consoleEntries)).toHaveLength(index.locations.length);
  });
});

test('at 320 px no location page scrolls sideways, the long holiday words included (reflow)', async ({ browser, request }) => {
  test.slow();
  const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
  const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
  await page.clock.install({ time: NOW });
  for (const { locale, path } of index.locations) {
    await page.goto(path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBe(320);
  }
  await page.close();
});

test('printed, a location page shows the whole description and every review, without their screen controls', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.goto('/locations/fr/paris/pommelune-paris-lilas');
  await settled(page);
  for (const name of ['description', 'reviews']) {
    const host = page.locator(`[data-locator="${name}"]`).first();
    await host.scrollIntoViewIfNeeded();
    // Started by coming into view, after the scroll: wait for the mount itself.
    await expect(host).toHaveAttribute('data-locator-state', 'mounted');
  }
  const reviews = page.locator('[data-locator="reviews"] .locator-review');
  // Shown and all reviews, read at once: the carousel fills its later pages after its first.
  const shown = () => reviews.evaluateAll((items) => [items.filter((item) => { const box = item.getBoundingClientRect(); const port = item.closest('.locator-reviews__viewport')!.getBoundingClientRect(); return box.height > 0 && box.left >= port.left - 1 && box.right <= port.right + 1 && box.bottom <= port.bottom + 1; }).length, items.length]);
  await expect.poll(async () => (await shown())[1]).toBeGreaterThan(4);
  const [before, count] = await shown();
  expect(before).toBeLessThan(count!);
  await page.emulateMedia({ media: 'print' });
  await expect.poll(async () => { const [inView, all] = await shown(); return inView === all; }).toBe(true);
  const text = page.locator('.locator-description');
  expect(await text.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
  await expect(page.locator('.locator-description__toggle')).toBeHidden();
  await expect(page.locator('[data-locator="reviews"] .locator-reviews__paging')).toBeHidden();
});

test.describe('keyboard focus on server markup a widget replaces', () => {
  const PAGE = '/locations/fr/paris/pommelune-paris-lilas';
  const focusedIn = (id: string) => (page: import('@playwright/test').Page) =>
    page.evaluate((host) => (document.activeElement === document.body ? 'body' : document.getElementById(host)?.contains(document.activeElement) ? 'widget' : 'elsewhere'), id);

  test('stays in the photo feed when its server photos are swapped for the feed', async ({ page }) => {
    const { release } = await holdRoute(page, '**/sandbox/instagram/**');
    await page.goto(PAGE);
    const feed = page.locator('[data-locator="photo-feed"]');
    const id = (await feed.getAttribute('id'))!;
    await feed.locator('a[href]').first().focus();
    release();
    await expect(feed).toHaveAttribute('data-locator-state', 'mounted');
    await expect(feed.locator('[data-locator-root] a[href]').first()).toBeVisible();
    await expect.poll(() => focusedIn(id)(page)).toBe('widget');
  });

  test('stays in the map when its server fallback is hidden once the map is ready', async ({ page }) => {
    const { release } = await holdRoute(page, /\/chunks\/widget-map-/);
    await page.goto(PAGE);
    const map = page.locator('[data-locator="map"]');
    const id = (await map.getAttribute('id'))!;
    await map.locator('a[href]').first().focus();
    release();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect.poll(() => focusedIn(id)(page)).toBe('widget');
  });
});
