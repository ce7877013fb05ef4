import { COLORS } from '../../src/maps/pins';
import { TILE_THEMES } from '../server/sandbox/maps/tile-themes';
import { coloursAt, drawn, far, hex, openMaps, total } from './map-providers-support';
import { blockLocations, expectedPoint } from './map-support';
import { expect, resetSandbox, sandboxLog, test } from './support';

test.describe('MapboxGL', () => {
  test('renders for real with the local style, pins where they belong, and no request leaves the origin', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !/^(data|blob):/.test(r.url())) outside.push(r.url());
    });
    const ready = await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    await page.locator('#map-mapboxgl').scrollIntoViewIfNeeded();
    const canvas = (await page.locator('#map-mapboxgl canvas.mapboxgl-canvas').boundingBox())!;
    const links = page.locator('#map-mapboxgl a.locator-map-key');
    const locations = await blockLocations(page, 'map-mapboxgl');
    const boxes = await links.evaluateAll((els) => els.map((el) => ({ name: el.getAttribute('aria-label')!, ...el.getBoundingClientRect().toJSON() }) as { name: string; x: number; y: number; width: number; height: number }));
    expect(boxes.length).toBeGreaterThan(4);
    for (const b of boxes) {
      const location = locations.find((l) => l.altTagText === b.name)!;
      const expected = expectedPoint(location.position, ready['map-mapboxgl'] as Required<(typeof ready)[string]>, canvas);
      expect(Math.abs(b.x + b.width / 2 - expected.x), b.name).toBeLessThanOrEqual(1.5);
      expect(Math.abs(b.y + b.height - expected.y), b.name).toBeLessThanOrEqual(1.5);
    }
    // The canvas shows a pin (not land or sea) in the head of each drawn pin.
    const land = hex(TILE_THEMES.mapbox.land);
    const sea = hex(TILE_THEMES.mapbox.water);
    const heads = await coloursAt(page, boxes.map((b) => ({ x: b.x + b.width / 2 - 7, y: b.y + b.height * 0.36 })));
    for (const [i, colour] of heads.entries()) expect(far(colour, land) && far(colour, sea), `${boxes[i]!.name}: ${JSON.stringify(colour)}`).toBe(true);
    expect(heads.some((c) => !far(c, hex(COLORS.red), 40))).toBe(true);
    expect(outside).toEqual([]);
  });

  test('a click on a drawn pin follows its link; Tab reaches it and Enter does too', async ({ page }) => {
    await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    const link = page.locator('#map-mapboxgl a.locator-map-key').first();
    const name = (await link.getAttribute('aria-label'))!;
    const target = (await blockLocations(page, 'map-mapboxgl')).find((l) => l.altTagText === name)!;
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    await expect(page).toHaveURL(`/locations/${target.url}`);

    await page.goBack();
    await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    const again = page.locator('#map-mapboxgl a.locator-map-key').first();
    await again.focus();
    await expect(again).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/locations/${target.url}`);
  });

  test("the canvas is named as the map and speaks the page's language; Enter on a cluster leaves the focus on it", async ({ page }) => {
    await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    const canvas = page.locator('#map-mapboxgl canvas.mapboxgl-canvas');
    // One region (the widget's), not a second one inside it in English.
    await expect(page.locator('#map-mapboxgl [role="region"]')).toHaveCount(1);
    await expect(canvas).not.toHaveAttribute('role');
    await expect(canvas).toHaveAttribute('aria-label', 'Map of our stores in France');
    await expect(page.locator('#map-mapboxgl .mapboxgl-ctrl-zoom-in')).toHaveAttribute('aria-label', 'Zoom avant');
    await expect(page.locator('#map-mapboxgl .mapboxgl-ctrl-zoom-out')).toHaveAttribute('aria-label', 'Zoom arrière');
    const cluster = page.locator('#map-mapboxgl button.locator-map-key--cluster').first();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect(canvas).toBeFocused();
    expect(await page.locator('#map-mapboxgl .locator-map__canvas').evaluate((el) => getComputedStyle(el, '::after').boxShadow)).toContain('inset');
  });

  test('zoomed in, Tab reaches only the pins and clusters wholly inside the map, and the page stays put', async ({ page }) => {
    await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    const map = page.locator('#map-mapboxgl');
    await map.scrollIntoViewIfNeeded();
    const keys = page.locator('#map-mapboxgl .locator-map-key');
    const placed = () => keys.evaluateAll((els) => els.map((el) => `${(el as HTMLElement).style.left} ${(el as HTMLElement).style.top} ${(el as HTMLElement).tabIndex}`).join());
    for (let i = 0; i < 3; i++) {
      const before = await placed();
      await page.locator('#map-mapboxgl .mapboxgl-ctrl-zoom-in').click();
      await expect.poll(placed).not.toBe(before);
      // Each zoom ends before the next starts (and before the stops are read): the keys keep their places twice over.
      let last = '';
      await expect.poll(async () => last === (last = await placed())).toBe(true);
    }
    const box = (await map.boundingBox())!;
    const stops = await keys.evaluateAll((els) => els.map((el) => ({ stop: (el as HTMLElement).tabIndex === 0, ...el.getBoundingClientRect().toJSON() }) as { stop: boolean; left: number; top: number; right: number; bottom: number }));
    const inside = (b: (typeof stops)[number]) => b.left >= box.x + 30 && b.top >= box.y + 30 && b.right <= box.x + box.width - 30 && b.bottom <= box.y + box.height - 30;
    // Some drawn at the edges are listed (the list is what mapbox-gl drew) but are no Tab stop.
    expect(stops.some((b) => !b.stop)).toBe(true);
    for (const b of stops) expect(b.stop, JSON.stringify(b)).toBe(inside(b));
    const scroll = await page.evaluate(() => scrollY);
    await page.locator('#map-mapboxgl canvas').focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => scrollY)).toBe(scroll);
  });

  test('a click on a cluster zooms in until it splits', async ({ page }) => {
    await openMaps(page, 'map-mapboxgl', ['map-mapboxgl']);
    const cluster = page.locator('#map-mapboxgl button.locator-map-key--cluster').first();
    const count = Number(/^\d+/.exec((await cluster.getAttribute('aria-label'))!)![0]);
    const box = (await cluster.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    // Zoomed in on the cluster: its locations show as pins or smaller clusters, and no cluster of that size is left.
    await expect
      .poll(async () => {
        const now = await drawn(page, 'map-mapboxgl', 'gl');
        return total(now) >= count && !now.clusters.includes(count);
      }, { timeout: 10_000 })
      .toBe(true);
  });
});

test.describe('MapboxGL at scale', () => {
  test('100,000 points from a points file: clusters summing to 100,000, at most 300 keyboard controls', async ({ page }) => {
    const ready = await openMaps(page, 'map-mapboxgl-100k', ['map-gl-100k']);
    expect(ready['map-gl-100k']).toMatchObject({ provider: 'MapboxGL', count: 100_000 });
    // 'ready' follows the first idle, or comes on its own after a while on a machine too busy to idle: poll.
    await expect.poll(async () => total(await drawn(page, 'map-gl-100k', 'gl')), { timeout: 10_000 }).toBe(100_000);
    const now = await drawn(page, 'map-gl-100k', 'gl');
    expect(now.pins.length + now.clusters.length).toBeLessThanOrEqual(300);
    // A point becomes a pin linking to baseUrl + its id when a visitor zooms in.
    const cluster = page.locator('#map-gl-100k button.locator-map-key--cluster').first();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await drawn(page, 'map-gl-100k', 'gl')).clusters.some((c) => c < 1000), { timeout: 10_000 }).toBe(true);
  });
});

test.describe('MapQuest, MapQuest Leaflet, Mapbox', () => {
  test('MapQuest.js loads once with its stylesheet; MapQuest and Mapbox tiles carry the key and token', async ({ page, request }) => {
    await resetSandbox(request);
    await openMaps(page, 'map-mapquest', ['map-mapquest']);
    expect(await sandboxLog(request, '/sandbox/maps/mapquest/mapquest.js')).toHaveLength(1);
    expect(await sandboxLog(request, '/sandbox/maps/mapquest/mapquest.css')).toHaveLength(1);
    const tiles = await sandboxLog(request, '/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((t) => t.query.key === 'sandbox-mapquest-key')).toBe(true);
    await openMaps(page, 'map-mapbox', ['map-mapbox']);
    const mapbox = await sandboxLog(request, '/sandbox/mapbox/styles/v1/mapbox/streets-v12/tiles/256/');
    expect(mapbox.length).toBeGreaterThan(0);
    expect(mapbox.every((t) => t.query.access_token?.startsWith('pk.'))).toBe(true);
  });

  test('a MapQuest pin is a link to the location page', async ({ page }) => {
    await openMaps(page, 'map-mapquest', ['map-mapquest']);
    const pin = page.locator('#map-mapquest a.locator-pin').first();
    const href = (await pin.getAttribute('href'))!;
    expect(href).toMatch(/^\/locations\/it\//);
    await pin.click();
    await expect(page).toHaveURL(href);
  });
});
