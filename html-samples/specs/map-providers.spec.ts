import { drawn, openMaps, total, type PinKind } from './map-providers-support';
import { blockLocations, expectedPoint } from './map-support';
import { analyticsListening, errorsOf, expect, expectNoAxeViolations, holdRoute, resetSandbox, sandboxLog, test } from './support';

const PAGES: { name: string; kind: PinKind; provider: string; maps: string[] }[] = [
  { name: 'map-google', kind: 'google', provider: 'Google', maps: ['map-google-fr', 'map-google-ja'] },
  { name: 'map-google-free', kind: 'google', provider: 'Google-Free', maps: ['map-google-free', 'map-google-free-de'] },
  { name: 'map-bing', kind: 'bing', provider: 'Bing', maps: ['map-bing', 'map-bing-many'] },
  { name: 'map-mapquest', kind: 'leaflet', provider: 'MapQuest', maps: ['map-mapquest'] },
  { name: 'map-mapquest-leaflet', kind: 'leaflet', provider: 'MapQuest Leaflet', maps: ['map-mapquest-leaflet'] },
  { name: 'map-mapbox', kind: 'leaflet', provider: 'Mapbox', maps: ['map-mapbox'] },
  { name: 'map-mapboxgl', kind: 'gl', provider: 'MapboxGL', maps: ['map-mapboxgl'] },
];

test.describe('map providers draw their pins', () => {
  for (const { name, kind, provider, maps } of PAGES) {
    test(`${name}: every location is drawn, as a pin or in a cluster, with no error and no axe violation`, async ({ page, consoleEntries, pageErrors }) => {
      const ready = await openMaps(page, name, maps);
      for (const id of maps) {
        expect(ready[id]!.provider).toBe(provider);
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        const locations = await blockLocations(page, id);
        // Bing shows the first 100 only (spec §9).
        const expected = provider === 'Bing' ? locations.slice(0, 100) : locations;
        await expect.poll(async () => total(await drawn(page, id, kind)), { message: id }).toBe(expected.length);
        const { pins } = await drawn(page, id, kind);
        const names = new Set(expected.map((l) => l.altTagText));
        for (const pin of pins) expect(names.has(pin.replace(/ \(Link Opens in New Tab\)$/, '')), pin).toBe(true);
      }
      await expectNoAxeViolations(page);
      expect(pageErrors).toEqual([]);
      expect(errorsOf(consoleEntries)).toEqual([]);
    });
  }
});

test.describe('Google', () => {
  test('loads the Maps JavaScript API once for two maps, with v=3.31, client, channel and a callback', async ({ page, request }) => {
    await resetSandbox(request);
    await openMaps(page, 'map-google', ['map-google-fr', 'map-google-ja']);
    const loads = await sandboxLog(request, '/sandbox/maps/google/js');
    expect(loads).toHaveLength(1);
    expect(loads[0]!.query).toMatchObject({ v: '3.31', client: 'gme-pommelune', channel: 'store-locator' });
    expect(loads[0]!.query.callback).toMatch(/^__locatorMapsReady\d+_/);
    expect(loads[0]!.query.key).toBeUndefined();
  });

  test('places pins at their locations; a click follows the link, a directions pin opens a tab without referrer', async ({ page }) => {
    const ready = await openMaps(page, 'map-google', ['map-google-fr', 'map-google-ja']);
    await page.locator('#map-google-fr').scrollIntoViewIfNeeded();
    const box = (await page.locator('#map-google-fr [data-fake-sdk]').boundingBox())!;
    const singles = (await drawn(page, 'map-google-fr', 'google')).pins;
    const locations = (await blockLocations(page, 'map-google-fr')).filter((l) => singles.includes(l.altTagText));
    expect(locations.length).toBeGreaterThan(4);
    for (const location of locations) {
      const pin = (await page.locator(`#map-google-fr [data-fake-marker][aria-label="${location.altTagText}"]`).boundingBox())!;
      const expected = expectedPoint(location.position, ready['map-google-fr'] as Required<(typeof ready)[string]>, box);
      expect(Math.abs(pin.x + pin.width / 2 - expected.x), location.altTagText).toBeLessThanOrEqual(1.5);
      expect(Math.abs(pin.y + pin.height - expected.y), location.altTagText).toBeLessThanOrEqual(1.5);
    }

    await page.context().route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>directions</title>' }));
    await page.locator('#map-google-ja').scrollIntoViewIfNeeded();
    const single = (await drawn(page, 'map-google-ja', 'google')).pins[0]!;
    const target = (await blockLocations(page, 'map-google-ja')).find((l) => single.startsWith(l.altTagText))!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(`#map-google-ja [data-fake-marker][aria-label="${single}"]`).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(target.get_directions_url);
    expect(await popup.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);

    const first = locations[0]!;
    await page.locator('#map-google-fr').scrollIntoViewIfNeeded();
    await page.locator(`#map-google-fr [data-fake-marker][aria-label="${first.altTagText}"]`).click();
    await expect(page).toHaveURL(`/locations/${first.url}`);
  });

  test('a pin click is the pin analytics event, and the page leaves once the pixel answered', async ({ page, request }) => {
    await resetSandbox(request);
    // The page's analytics site data, as a CMS template writes it (in place before the loader runs).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const block = Object.assign(document.createElement('script'), { type: 'application/json', textContent: JSON.stringify({ businessId: '4242', siteId: '77' }) });
        block.setAttribute('data-locator-page', 'site');
        document.body.append(block);
      });
    });
    await openMaps(page, 'map-google', ['map-google-fr', 'map-google-ja']);
    await page.locator('#map-google-fr').scrollIntoViewIfNeeded();
    const single = (await drawn(page, 'map-google-fr', 'google')).pins[0]!;
    const target = (await blockLocations(page, 'map-google-fr')).find((l) => single.startsWith(l.altTagText))!;
    await analyticsListening(page);
    const pixel = await holdRoute(page, /\/sandbox\/analytics\//);
    const navigated = page.waitForURL(`/locations/${target.url}`);
    await page.locator(`#map-google-fr [data-fake-marker][aria-label="${single}"]`).click();
    await pixel.asked;
    // Still here while the pixel is on its way (spec §7: the navigation waits for it, a second at most).
    expect(new URL(page.url()).pathname).toBe('/qa/map-google');
    pixel.release();
    await navigated;
    expect((await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['pin']);
  });

  test('pins are focusable and Enter follows them; a cluster click zooms in', async ({ page }) => {
    const ready = await openMaps(page, 'map-google', ['map-google-fr']);
    const cluster = page.locator('#map-google-fr [data-fake-marker][aria-label^="3 "]');
    await expect(cluster).toHaveCount(1);
    await cluster.click();
    await expect.poll(async () => (await drawn(page, 'map-google-fr', 'google')).pins.filter((p) => p.includes('Paris')).length).toBe(3);
    expect(ready['map-google-fr']!.zoom).toBeLessThan(12);
    const pin = page.locator('#map-google-fr [data-fake-marker][aria-label*="Paris"]').first();
    const name = (await pin.getAttribute('aria-label'))!;
    const location = (await blockLocations(page, 'map-google-fr')).find((l) => l.altTagText === name)!;
    await pin.focus();
    await expect(pin).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/locations/${location.url}`);
  });

  test('Enter on a cluster zooms in and keeps the focus in the map, ringed: Tab goes on to its pins', async ({ page }) => {
    await openMaps(page, 'map-google', ['map-google-fr']);
    const cluster = page.locator('#map-google-fr [data-fake-marker][aria-label^="3 "]');
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await drawn(page, 'map-google-fr', 'google')).pins.filter((p) => p.includes('Paris')).length).toBe(3);
    await expect(cluster).toHaveCount(0);
    const map = page.locator('#map-google-fr .locator-map__canvas');
    await expect(map).toBeFocused();
    expect(await map.evaluate((el) => getComputedStyle(el, '::after').boxShadow)).toContain('inset');
    // In forced colours (Windows high contrast) the shadow is dropped: the ring is an outline in the system colour.
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await map.evaluate((el) => getComputedStyle(el, '::after').outlineStyle)).toBe('solid');
    await page.emulateMedia({ forcedColors: 'none' });
    await page.keyboard.press('Tab');
    await expect(page.locator('#map-google-fr [data-fake-marker]:focus')).toHaveAttribute('aria-label', /Paris/);
    // Focusable for that move only: no new Tab stop.
    await expect(map).not.toHaveAttribute('tabindex');
  });
});

test.describe('Bing', () => {
  test('shows the first 100 of 120 pins and says so; a pin click follows its link', async ({ page, consoleEntries }) => {
    await openMaps(page, 'map-bing', ['map-bing', 'map-bing-many']);
    expect(consoleEntries.filter((e) => e.type === 'warning').map((e) => e.text)).toContain(
      '[locator] Bing map: 120 locations given, the first 100 are shown (spec: at most about 100 pins)',
    );
    const locations = await blockLocations(page, 'map-bing-many');
    const shown = new Set((await drawn(page, 'map-bing-many', 'bing')).pins);
    for (const left of locations.slice(100)) expect(shown.has(left.altTagText)).toBe(false);

    await page.locator('#map-bing').scrollIntoViewIfNeeded();
    const link = page.locator('#map-bing a.locator-map-key').first();
    const name = (await link.getAttribute('aria-label'))!;
    const target = (await blockLocations(page, 'map-bing')).find((l) => l.altTagText === name)!;
    // The canvas pin (the fake draws it as an image) under the invisible keyboard link receives the click.
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    await expect(page).toHaveURL(`/locations/${target.url}`);
  });

  test('keyboard users reach each pin through the list over the canvas; Enter follows it', async ({ page }) => {
    await openMaps(page, 'map-bing', ['map-bing']);
    const first = page.locator('#map-bing a.locator-map-key').first();
    await first.focus();
    await expect(first).toBeFocused();
    // Visible focus: the outline is drawn around the pin.
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    const name = (await first.getAttribute('aria-label'))!;
    const target = (await blockLocations(page, 'map-bing')).find((l) => l.altTagText === name)!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/locations/${target.url}`);
  });

  test('Enter on a cluster zooms in and keeps the focus in the map, not back at the skip link', async ({ page }) => {
    await openMaps(page, 'map-bing', ['map-bing']);
    const cluster = page.locator('#map-bing button.locator-map-key--cluster').first();
    await cluster.focus();
    await page.keyboard.press('Enter');
    // The map takes the focus once the opened cluster leaves the keyboard list.
    await expect(page.locator('#map-bing .locator-map__canvas')).toBeFocused();
    // Tab goes on through the map (Bing's own controls, then the pins in view).
    await page.keyboard.press('Tab');
    await expect(page.locator('#map-bing :focus')).toHaveCount(1);
  });
});
