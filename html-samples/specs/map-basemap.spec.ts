import { blockLocations, baseColourAt, expectedPoint, lifecycle, pinTip, recordLifecycle, waitReady } from './map-support';
import { worldPixel, unproject } from '../../src/core/map/mercator';
import { errorsOf, expect, expectNoAxeViolations, test } from './support';

const LAND = { r: 0xf3, g: 0xf0, b: 0xea };

test.describe('map: BaseMap pins', () => {
  test.beforeEach(async ({ page }) => {
    await recordLifecycle(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __adapters: Record<string, unknown> };
      w.__adapters = {};
      document.addEventListener('locator:ready', (event) => {
        const { id, data } = (event as CustomEvent<{ id: string; data?: { adapter?: unknown } }>).detail;
        if (data?.adapter) w.__adapters[id] = data.adapter;
      });
    });
    await page.goto('/qa/map-basemap');
    await waitReady(page, 'map-ja');
    await waitReady(page, 'map-fr');
  });

  test('a pin or cluster is a Tab stop exactly when it is wholly inside the edge buffer, as the view moves', async ({ page }) => {
    const id = 'map-fr';
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const ready = (await lifecycle(page)).find((r) => r.event === 'ready' && r.id === id)!.data!;
    const box = (await page.locator(`#${id} .leaflet-container`).boundingBox())!;
    // Resolves once the map says idle: the markers of the new view are drawn (leaflet.markercluster redraws after the
    // move; a busy machine takes more than a frame or two).
    const setView = (center: { latitude: number; longitude: number }, zoom: number) =>
      page.evaluate(
        ({ id, center, zoom }) =>
          new Promise<void>((resolve) => {
            const adapter = (window as unknown as { __adapters: Record<string, { setView(c: unknown, z: number): void; on(type: 'idle', run: () => void): () => void }> }).__adapters[id]!;
            const off = adapter.on('idle', () => {
              off();
              resolve();
            });
            adapter.setView(center, zoom);
          }),
        { id, center, zoom },
      );
    const markers = async () => {
      // Laid out where the new view puts them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page.locator(`#${id} .leaflet-marker-icon`).evaluateAll((icons) =>
        icons.map((icon) => {
          const r = icon.getBoundingClientRect();
          return { tabIndex: (icon as HTMLElement).tabIndex, x: r.x, y: r.y, right: r.right, bottom: r.bottom, cluster: icon.classList.contains('locator-cluster') };
        }),
      );
    };
    const zoom = ready.zoom! - 3;
    await setView(ready.center!, zoom);
    const cluster = (await markers()).find((marker) => marker.cluster)!;
    expect(cluster, 'a cluster in view').toBeTruthy();
    // Views where that cluster's tip is just inside an edge's buffer while its box reaches past it, and the reverse.
    const tip = { x: (cluster.x + cluster.right) / 2, y: cluster.bottom };
    const scale = 256 * 2 ** zoom;
    const centre = worldPixel(ready.center!, zoom, 256);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (const target of [{ x: box.x + 40, y: middle.y }, { x: box.x + box.width - 40, y: middle.y }, { x: middle.x, y: box.y + 45 }, { x: middle.x, y: box.y + box.height - 20 }, { x: middle.x, y: middle.y }]) {
      await setView(unproject({ x: (centre.x + tip.x - target.x) / scale, y: (centre.y + tip.y - target.y) / scale }), zoom);
      for (const marker of await markers()) {
        const inside = marker.x >= box.x + 30 - 0.5 && marker.y >= box.y + 30 - 0.5 && marker.right <= box.x + box.width - 30 + 0.5 && marker.bottom <= box.y + box.height - 30 + 0.5;
        expect(marker.tabIndex, JSON.stringify({ target, marker })).toBe(inside ? 0 : -1);
      }
    }
  });

  test('draws every pin with its tip on its location, and the shapes where the land is', async ({ page }) => {
    for (const id of ['map-ja', 'map-fr']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const view = (await lifecycle(page)).find((r) => r.event === 'ready' && r.id === id)!.data!;
      const box = (await page.locator(`#${id} .leaflet-container`).boundingBox())!;
      const locations = await blockLocations(page, id);
      const pins = page.locator(`#${id} a.locator-pin`);
      await expect(pins).toHaveCount(8);
      for (const location of locations) {
        const selector = `#${id} a.locator-pin[aria-label^="${location.altTagText}"]`;
        const tip = await pinTip(page, selector);
        const expected = expectedPoint(location.position, view as Required<typeof view>, box);
        expect(Math.abs(tip.x - expected.x), `${location.altTagText} x`).toBeLessThanOrEqual(1.5);
        expect(Math.abs(tip.y - expected.y), `${location.altTagText} y`).toBeLessThanOrEqual(1.5);
      }
    }
    // Inland cities sit on land; the Bay of Biscay is sea (the canvas is transparent over the sea colour).
    await page.locator('#map-fr').scrollIntoViewIfNeeded();
    const view = (await lifecycle(page)).find((r) => r.event === 'ready' && r.id === 'map-fr')!.data!;
    const box = (await page.locator('#map-fr .leaflet-container').boundingBox())!;
    for (const city of [{ latitude: 48.8566, longitude: 2.3522 }, { latitude: 45.764, longitude: 4.8357 }, { latitude: 43.6047, longitude: 1.4442 }]) {
      expect(await baseColourAt(page, 'map-fr', expectedPoint(city, view as Required<typeof view>, box))).toEqual({ ...LAND, a: 255 });
    }
    expect((await baseColourAt(page, 'map-fr', expectedPoint({ latitude: 45.5, longitude: -3.5 }, view as Required<typeof view>, box))).a).toBe(0);
  });

  test('uses the legacy design for ja_JP and the newer one elsewhere', async ({ page }) => {
    const images = (id: string) => page.locator(`#${id} a.locator-pin img`).evaluateAll((imgs) => imgs.map((img) => decodeURIComponent((img as HTMLImageElement).src)));
    const count = (sources: string[], fill: string) => sources.filter((src) => src.includes(`fill="${fill}"`)).length;
    const striped = (sources: string[]) => sources.filter((src) => src.includes('url(#s)')).length;
    const ja = await images('map-ja');
    const fr = await images('map-fr');
    // Legacy: succursale, COAF, franchise, monomarque dark blue; concession, corner yellow; MU red; multimarque light blue, striped.
    expect([count(ja, '#1d3c6e'), count(ja, '#f2c230'), count(ja, '#c62828'), count(ja, '#4a90c8'), striped(ja)]).toEqual([4, 2, 1, 1, 1]);
    // Newer: succursale dark blue; MU red; the six franchise-like types light blue and striped.
    expect([count(fr, '#1d3c6e'), count(fr, '#f2c230'), count(fr, '#c62828'), count(fr, '#4a90c8'), striped(fr)]).toEqual([1, 0, 1, 6, 6]);
    for (const src of [...ja, ...fr]) expect(src).toMatch(/<svg[^>]+width="28" height="38"/);
  });

  test('links each pin to baseUrl + url, or to directions in a new tab without referrer', async ({ page }) => {
    for (const location of await blockLocations(page, 'map-ja')) {
      const pin = page.locator(`#map-ja a.locator-pin[aria-label="${location.altTagText}"]`);
      await expect(pin).toHaveAttribute('href', `/locations/${location.url}`);
      await expect(pin).not.toHaveAttribute('target', /./);
    }
    for (const location of await blockLocations(page, 'map-fr')) {
      const pin = page.getByRole('link', { name: `${location.altTagText} (Link Opens in New Tab)`, exact: true });
      await expect(pin).toHaveAttribute('href', location.get_directions_url);
      await expect(pin).toHaveAttribute('target', '_blank');
      await expect(pin).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    }
    // The new tab gets neither the referrer nor an opener.
    await page.context().route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>directions</title>' }));
    const first = (await blockLocations(page, 'map-fr'))[0]!;
    await page.locator('#map-fr').scrollIntoViewIfNeeded();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(`#map-fr a.locator-pin[href="${first.get_directions_url}"]`).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(first.get_directions_url);
    expect(await popup.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);
  });

  test('pins are reached with Tab and Enter follows them', async ({ page }) => {
    const container = page.locator('#map-ja .leaflet-container');
    await container.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator('#map-ja a.locator-pin:focus');
    await expect(focused).toHaveCount(1);
    const href = await focused.getAttribute('href');
    expect(href).toMatch(/^\/locations\/jp\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
  });

  test('keyboard users skip the drawn map with one link and come back with another, shown where they are', async ({ page }) => {
    // In the map's language (its data-locale), marked as such.
    const skip = page.locator('#map-fr').getByRole('link', { name: 'Passer la carte' });
    const back = page.locator('#map-fr').getByRole('link', { name: 'Retour à la carte' });
    await expect(skip).toHaveAttribute('lang', 'fr-FR');
    const size = async () => page.locator('#map-fr').evaluate((map: HTMLElement) => [map.offsetWidth, map.offsetHeight, map.offsetTop]);
    const before = await size();
    await skip.focus();
    await expect(skip).toBeVisible();
    // Shown over the map's top corner: nothing moves.
    const [mapBox, skipBox] = [(await page.locator('#map-fr').boundingBox())!, (await skip.boundingBox())!];
    expect(skipBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(skipBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(skipBox.y + skipBox.height).toBeLessThan(mapBox.y + mapBox.height / 2);
    expect(await size()).toEqual(before);
    // Tab enters the map; the skip link goes past it. The surface that takes the arrow keys is named as the map's
    // region, an application (a screen reader hands it those keys).
    await page.keyboard.press('Tab');
    const surface = page.locator('#map-fr .leaflet-container');
    await expect(surface).toBeFocused();
    await expect(surface).toHaveRole('application');
    await expect(surface).toHaveAccessibleName((await page.locator('#map-fr [role="region"]').getAttribute('aria-label'))!);
    // Space presses a zoom button as it does any button, instead of scrolling the page.
    const drawn = () => page.locator('#map-fr .leaflet-marker-icon').evaluateAll((icons) => icons.map((icon) => (icon as HTMLElement).style.transform).join('|'));
    const scroll = await page.evaluate(() => window.scrollY);
    const unzoomed = await drawn();
    await page.locator('#map-fr .leaflet-control-zoom-in').focus();
    await page.keyboard.press(' ');
    await expect.poll(drawn).not.toBe(unzoomed);
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(back).toBeFocused();
    await expect(back).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(skip).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a pin without a safe link is a button: reached with Tab, and Enter clicks it', async ({ page }) => {
    await page.goto('/qa/map-empty');
    // A map the page adds, whose one store has an unsafe url and no baseUrl: nothing to link to.
    await page.evaluate(() => {
      const host = Object.assign(document.createElement('div'), { id: 'map-unlinked' });
      host.dataset.locator = 'map';
      host.style.height = '300px';
      const block = Object.assign(document.createElement('script'), { type: 'application/json' });
      block.dataset.locatorConfigFor = 'map-unlinked';
      block.textContent = JSON.stringify({ config: { provider: 'BaseMap', zoom: 12, label: 'Map of an unlinked store' }, locations: [{ id: 'x1', type: 'succursale', url: 'javascript:alert(1)', altTagText: 'Unlinked store', position: { latitude: 48.85, longitude: 2.35 } }] });
      document.querySelector('main')!.prepend(host, block);
    });
    await waitReady(page, 'map-unlinked');
    await page.evaluate(() => {
      const w = window as unknown as { __adapters: Record<string, { on(type: string, handler: (event: { id: string }) => void): void }>; __clicks: string[] };
      w.__clicks = [];
      w.__adapters['map-unlinked']!.on('pin-click', (event) => w.__clicks.push(event.id));
    });
    await page.locator('#map-unlinked .leaflet-container').focus();
    await page.keyboard.press('Tab');
    const pin = page.locator('#map-unlinked button.locator-pin:focus');
    await expect(pin).toHaveAccessibleName('Unlinked store');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual(['x1']);
    await expect(page.locator('#map-unlinked a.locator-pin')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('stores on both sides of the antimeridian (Fiji, Samoa) are fitted over the Pacific, every pin in view', async ({ page }) => {
    await page.goto('/qa/map-empty');
    const stores = [
      { id: 'p1', type: 'succursale', url: 'fj/suva', altTagText: 'Suva', position: { latitude: -18.14, longitude: 178.44 } },
      { id: 'p2', type: 'franchise', url: 'fj/nadi', altTagText: 'Nadi', position: { latitude: -17.8, longitude: 177.44 } },
      { id: 'p3', type: 'MU', url: 'ws/apia', altTagText: 'Apia', position: { latitude: -13.83, longitude: -171.76 } },
    ];
    await page.evaluate((locations) => {
      const host = Object.assign(document.createElement('div'), { id: 'map-pacific' });
      host.dataset.locator = 'map';
      host.style.height = '400px';
      const block = Object.assign(document.createElement('script'), { type: 'application/json' });
      block.dataset.locatorConfigFor = 'map-pacific';
      block.textContent = JSON.stringify({ config: { provider: 'BaseMap', baseUrl: '/locations/', label: 'Map of the Pacific stores' }, locations });
      document.querySelector('main')!.prepend(host, block);
    }, stores);
    const ready = await waitReady(page, 'map-pacific');
    // Fitted across the antimeridian, not over the whole world the other way round.
    expect(ready.zoom).toBeGreaterThanOrEqual(4);
    expect(Math.abs(ready.center!.longitude)).toBeGreaterThan(170);
    const box = (await page.locator('#map-pacific .leaflet-container').boundingBox())!;
    for (const store of stores) {
      const tip = await pinTip(page, `#map-pacific a.locator-pin[href="/locations/${store.url}"]`);
      expect(tip.x, store.altTagText).toBeGreaterThan(box.x + 29);
      expect(tip.x, store.altTagText).toBeLessThan(box.x + box.width - 29);
      expect(tip.y, store.altTagText).toBeGreaterThan(box.y);
      expect(tip.y, store.altTagText).toBeLessThan(box.y + box.height - 29);
    }
  });

  test('signals prepared, then data-loaded, then ready, each on document, and logs no error', async ({ page, consoleEntries }) => {
    const records = await lifecycle(page);
    for (const id of ['map-ja', 'map-fr']) {
      const events = records.filter((r) => r.id === id).map((r) => r.event);
      expect(events).toEqual(['prepared', 'data-loaded', 'ready']);
      expect(records.find((r) => r.id === id && r.event === 'data-loaded')!.data).toEqual({ provider: 'BaseMap', count: 8 });
    }
    await expect(page.locator('#map-ja [data-locator-fallback]')).toHaveCSS('visibility', 'hidden');
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test("page code drives the map through the ready event's adapter: pin events, and highlight raising a pin", async ({ page }) => {
    await page.locator('#map-ja').scrollIntoViewIfNeeded();
    const [first] = await blockLocations(page, 'map-ja');
    const pin = page.locator(`#map-ja a.locator-pin[aria-label="${first!.altTagText}"]`);
    // The adapter came with the ready event (recorded by the init script below, which ran before the page).
    await page.evaluate((id) => {
      const w = window as unknown as { __adapters: Record<string, { on(type: string, handler: (event: { id: string; originalEvent?: Event }) => void): () => void }>; __pinEvents: string[] };
      w.__pinEvents = [];
      const adapter = w.__adapters['map-ja']!;
      for (const type of ['pin-hover', 'pin-leave', 'pin-click']) {
        adapter.on(type, (event) => {
          w.__pinEvents.push(`${type} ${event.id}`);
          // A page may keep the visitor here (the search screen activates a card instead).
          if (type === 'pin-click') event.originalEvent?.preventDefault();
        });
      }
      void id;
    }, first!.id);
    await pin.hover();
    await page.mouse.move(0, 0);
    await pin.click();
    expect(await page.evaluate(() => (window as unknown as { __pinEvents: string[] }).__pinEvents)).toEqual([`pin-hover ${first!.id}`, `pin-leave ${first!.id}`, `pin-hover ${first!.id}`, `pin-click ${first!.id}`]);
    expect(page.url()).toContain('/qa/map-basemap');
    const zIndex = () => pin.evaluate((el) => Number((el as HTMLElement).style.zIndex));
    const others = await page.locator('#map-ja a.locator-pin').evaluateAll((els) => Math.max(...els.map((el) => Number((el as HTMLElement).style.zIndex))));
    await page.evaluate((id) => (window as unknown as { __adapters: Record<string, { highlight(id: string | null): void }> }).__adapters['map-ja']!.highlight(id), first!.id);
    const raised = page.locator(`#map-ja a.locator-pin[aria-label="${first!.altTagText}"]`);
    await expect(raised).toHaveClass(/locator-pin--selected/);
    expect(decodeURIComponent((await raised.locator('img').getAttribute('src'))!)).toContain('fill="#1b1b1f"');
    expect(await raised.evaluate((el) => Number((el as HTMLElement).style.zIndex))).toBeGreaterThan(others);
    await page.evaluate(() => (window as unknown as { __adapters: Record<string, { highlight(id: string | null): void }> }).__adapters['map-ja']!.highlight(null));
    await expect(raised).not.toHaveClass(/locator-pin--selected/);
    expect(await zIndex()).toBeLessThanOrEqual(others);
  });

  test('has no axe violation', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

test.describe('map: BaseMap shapes by zoom', () => {
  const AMSTERDAM = '/locations/nl/amsterdam/pommelune-amsterdam-kerkstraat';

  test('a map opening at street zoom shows plain land and never loads the world; zooming out to 8 draws it', async ({ page, consoleEntries }) => {
    await recordLifecycle(page);
    await page.addInitScript(() => {
      document.addEventListener('locator:ready', (event) => {
        const { data } = (event as CustomEvent<{ data?: { adapter?: unknown } }>).detail;
        if (data?.adapter) (window as unknown as { __adapter: unknown }).__adapter = data.adapter;
      });
    });
    const zoom = () => page.evaluate(() => (window as unknown as { __adapter: { getZoom(): number } }).__adapter.getZoom());
    const worldRequests: string[] = [];
    const viewLayerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/world-[\w-]+\.js$/.test(request.url())) worldRequests.push(request.url());
      if (/\/(view-layer|results-link)-[\w-]+\.js$/.test(request.url())) viewLayerRequests.push(request.url());
    });
    await page.goto(AMSTERDAM);
    await page.locator('#store-map').scrollIntoViewIfNeeded();
    const view = await waitReady(page, 'store-map');
    expect(view.zoom).toBeGreaterThan(8);
    const container = page.locator('#store-map .leaflet-container');
    await expect(container).toHaveClass(/locator-basemap--plain/);
    await expect(container).toHaveCSS('background-color', `rgb(${LAND.r}, ${LAND.g}, ${LAND.b})`);
    expect(worldRequests).toEqual([]);
    // A few pins go through leaflet.markercluster: the in-view layer of large sets is not downloaded, nor the results
    // screen's map-list link.
    expect(viewLayerRequests).toEqual([]);
    // Nothing of Natural Earth's is drawn, and it is not credited.
    const attribution = page.locator('#store-map .leaflet-control-attribution');
    await expect(attribution).not.toContainText('Natural Earth');

    // Zoom out with the keyboard (the map has focus) down to zoom 8, one step at a time (a key pressed during the zoom
    // animation is dropped): the shapes load and the sea shows again.
    await container.focus();
    for (let from = await zoom(); from > 8; from--) {
      await page.keyboard.press('-');
      await expect.poll(zoom).toBe(from - 1);
      await expect(page.locator('#store-map .leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
      if (from - 1 > 8) expect(worldRequests).toEqual([]);
    }
    await expect(container).not.toHaveClass(/locator-basemap--plain/);
    await expect.poll(() => worldRequests.length).toBe(1);
    await expect(attribution).toContainText('Natural Earth');

    const box = (await container.boundingBox())!;
    // At zoom 8 over Amsterdam the centre is land, drawn on the canvas; the North Sea, about 90 km west, is not.
    await expect.poll(async () => (await baseColourAt(page, 'store-map', { x: box.x + box.width / 2, y: box.y + box.height / 2 })).a).toBe(255);
    expect((await baseColourAt(page, 'store-map', { x: box.x + box.width / 2 - 250, y: box.y + box.height / 2 })).a).toBe(0);
    // The page's link checker finds one dead link (a 404 the browser logs); nothing else is an error.
    expect(errorsOf(consoleEntries).filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('pins stay plain markers, without the clusterer, until a zoom brings two within the grid', async ({ page, consoleEntries }) => {
    // The Amsterdam page with two of its nearby stores, 1.4 km apart: Kalverstraat and Kerkstraat 172 (Almere, 21 km
    // away, is left out). The page's own store never clusters: these two are the ones a zoom brings together.
    await page.route(AMSTERDAM, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<script[^>]*>)(\s*\{[^<]*"nearbyLocations"[^<]*)(<\/script>)/, (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as { nearbyLocations: { id: string }[] };
        data.nearbyLocations = data.nearbyLocations.filter((location) => location.id !== '1648');
        return open + JSON.stringify(data) + close;
      });
      await route.fulfill({ response, body });
    });
    await recordLifecycle(page);
    const clustererRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/leaflet\.markercluster-[\w-]+\.js$/.test(request.url())) clustererRequests.push(request.url());
    });
    await page.goto(AMSTERDAM);
    await page.locator('#store-map').scrollIntoViewIfNeeded();
    const view = await waitReady(page, 'store-map');
    expect(view.count).toBe(3);
    const pins = page.locator('#store-map a.locator-pin');
    await expect(pins).toHaveCount(3);
    expect(clustererRequests).toEqual([]);
    // Zoom out with the keyboard until the two nearby stores are within 30 px: the clusterer loads, once, and its
    // cluster takes their place; every store is still drawn once, and the page's own is still a pin.
    const container = page.locator('#store-map .leaflet-container');
    await container.focus();
    const cluster = page.locator('#store-map button.locator-cluster');
    for (let step = 0; step < 6 && (await cluster.count()) === 0; step++) {
      await page.keyboard.press('-');
      await expect(page.locator('#store-map .leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
      await expect.poll(async () => (await pins.count()) + 2 * (await cluster.count())).toBe(3);
    }
    await expect(cluster).toHaveAccessibleName(/^2 /);
    await expect(pins).toHaveCount(1);
    await expect(pins).toHaveAttribute('href', AMSTERDAM);
    expect(clustererRequests).toHaveLength(1);
    expect(errorsOf(consoleEntries).filter((text) => !text.includes('404'))).toEqual([]);
  });

  test("a host page's own window.L stays the page's: our Leaflet and its clusterer never replace or extend it", async ({ page, consoleEntries }) => {
    await page.addInitScript(() => {
      (window as unknown as { L: unknown }).L = { hostLeaflet: true };
    });
    await recordLifecycle(page);
    await page.goto(AMSTERDAM);
    await page.locator('#store-map').scrollIntoViewIfNeeded();
    await waitReady(page, 'store-map');
    // Zoomed out, the Amsterdam page's nearby stores cluster: the clusterer ran, against our Leaflet.
    await page.locator('#store-map .leaflet-container').focus();
    const cluster = page.locator('#store-map button.locator-cluster');
    for (let step = 0; step < 8 && (await cluster.count()) === 0; step++) {
      await page.keyboard.press('-');
      await expect(page.locator('#store-map .leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    }
    await expect(cluster.first()).toBeVisible();
    const host = await page.evaluate(() => (window as unknown as { L: Record<string, unknown> }).L);
    expect(host).toEqual({ hostLeaflet: true });
    expect(errorsOf(consoleEntries).filter((text) => !text.includes('404'))).toEqual([]);
  });
});
