import type { Page } from '@playwright/test';
import { blockLocations, recordLifecycle, waitReady } from './map-support';
import { LYON, input, options } from './search-form-support';
import { analyticsListening, errorsOf, expect, expectNoAxeViolations, resetSandbox, sandboxLog, settled, test } from './support';

const card = (page: Page, id: string) => page.locator(`#js-yl-${id}`);
const activeCards = (page: Page) => page.locator('.result-card.locator-result--active');
const pin = (page: Page, label: string) => page.locator(`#results-map a.locator-pin[aria-label="${label}"]`);
const requery = (page: Page) => page.getByRole('button', { name: 'Search this area' });

async function open(page: Page, path = '/search?q=Lyon') {
  await recordLifecycle(page);
  await page.goto(path);
  await settled(page);
}

/** The stores of the results map; the first ones are the nearest (their pins are drawn, not clustered). */
async function stores(page: Page) {
  await waitReady(page, 'results-map');
  return blockLocations(page, 'results-map');
}

/** Stores whose pin is drawn and not covered by another pin at its middle (a pointer can reach it). */
async function reachable<T extends { id: string; altTagText: string }>(page: Page, list: T[]): Promise<T[]> {
  await page.locator('#results-map').scrollIntoViewIfNeeded();
  const free = () =>
    page.evaluate((labels) => labels.filter((label) => {
      const element = document.querySelector(`#results-map a.locator-pin[aria-label="${CSS.escape(label)}"]`);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && element.contains(hit);
    }), list.map((store) => store.altTagText));
  // Asked once, right after the map was scrolled into view, it found no pin on a loaded CI machine: asked until one is.
  let labels: string[] = [];
  await expect.poll(async () => (labels = await free()).length).toBeGreaterThan(0);
  return list.filter((store) => labels.includes(store.altTagText));
}

/** Navigation to a results page whose query differs from the current one. */
const nextResults = (page: Page) => {
  const before = page.url();
  return page.waitForURL((url) => url.pathname === '/search' && url.href !== before);
};

/** A drag of the map by the mouse, from its middle. */
async function dragMap(page: Page) {
  await page.locator('#results-map').scrollIntoViewIfNeeded();
  const box = (await page.locator('#results-map').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height - 40, 300);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x - step * 30, y - step * 10);
  await page.mouse.up();
}

test.describe('results screen at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Ctrl with a click on a pin opens its page in a new tab, as on a card link; the results stay as they were', async ({ page, context }) => {
    await open(page);
    const [first] = await reachable(page, await stores(page));
    const url = page.url();
    const [tab] = await Promise.all([context.waitForEvent('page'), pin(page, first!.altTagText).click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/locations/${first!.url}`);
    expect(page.url()).toBe(url);
    // No card chosen (the pointer and the focus leave the pin first: a pin pointed at or focused highlights its card).
    await page.mouse.move(5, 5);
    await pin(page, first!.altTagText).evaluate((element) => (element as HTMLElement).blur());
    await expect(activeCards(page)).toHaveCount(0);
    await tab.close();
  });

  test('a card click toggles it and deactivates the others; hovering a card highlights its pin', async ({ page, consoleEntries }) => {
    await open(page);
    const [first, second] = await stores(page);
    await card(page, first!.id).locator('p').first().click();
    await expect(activeCards(page)).toHaveCount(1);
    await expect(card(page, first!.id)).toHaveClass(/locator-result--active/);
    await expect(card(page, first!.id).getByRole('link')).toHaveAttribute('aria-current', 'true');
    await card(page, second!.id).locator('p').first().click();
    await expect(activeCards(page)).toHaveCount(1);
    await expect(card(page, second!.id)).toHaveClass(/locator-result--active/);
    await card(page, second!.id).locator('p').first().click();
    await expect(activeCards(page)).toHaveCount(0);

    await card(page, first!.id).hover();
    await expect(pin(page, first!.altTagText)).toHaveClass(/locator-pin--selected/);
    const z = await pin(page, first!.altTagText).evaluate((element) => Number(getComputedStyle(element).zIndex));
    expect(z).toBeGreaterThan(9000);
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test('hovering a pin shows its card active without scrolling; a pin click chooses it and scrolls it to the top', async ({ page }) => {
    await open(page);
    const list = await reachable(page, await stores(page));
    // A card far enough down the list to need a scroll (the list can scroll a card to its top).
    const last = list[Math.min(list.length - 1, 4)]!;
    const near = list[0]!;
    expect(near.id).not.toBe(last.id);
    const scroller = page.locator('#results-list');
    await pin(page, near.altTagText).hover();
    await expect(card(page, near.id)).toHaveClass(/locator-result--active/);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
    await page.mouse.move(0, 0);
    await expect(activeCards(page)).toHaveCount(0);

    const url = page.url();
    await pin(page, last.altTagText).click();
    await expect(card(page, last.id)).toHaveClass(/locator-result--active/);
    await expect(activeCards(page)).toHaveCount(1);
    // At the top of the list's box, or as far as the list scrolls.
    const offset = async () => Math.round((await card(page, last.id).boundingBox())!.y - (await scroller.boundingBox())!.y);
    const atEnd = () => scroller.evaluate((element) => element.scrollTop > 0 && Math.abs(element.scrollTop + element.clientHeight - element.scrollHeight) <= 1);
    await expect.poll(async () => (await offset()) <= 1 || (await atEnd())).toBe(true);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(page.url()).toBe(url);
  });

  test('search this area stays hidden until the map is dragged, then searches around the map centre', async ({ page }) => {
    await open(page);
    await stores(page);
    await expect(requery(page)).toBeHidden();
    await dragMap(page);
    await expect(requery(page)).toBeVisible();
    await Promise.all([nextResults(page), requery(page).click()]);
    const params = new URL(page.url()).searchParams;
    expect(params.get('qp')).toBe('Lyon');
    expect(params.get('q')).toMatch(/^\d+\.\d+,\d+\.\d+$/);
    expect(params.get('q')).not.toBe(LYON.q);
    await expect(page.locator('.result-card')).toHaveCount(10);
  });

  test('search this area also shows after a mouse release on the map, or a keyboard pan (spec §4)', async ({ page }) => {
    await open(page);
    await stores(page);
    const map = page.locator('#results-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    // 8 px from the left edge, half way down: inside the 30 px edge buffer, so no pin is there, and below the zoom buttons.
    await page.mouse.click(box.x + 8, box.y + box.height / 2);
    await expect(requery(page)).toBeVisible();
    await expect(activeCards(page)).toHaveCount(0);

    await page.reload();
    await settled(page);
    await stores(page);
    await expect(requery(page)).toBeHidden();
    const surface = page.locator('#results-map .leaflet-container');
    // The focused map says how the keyboard moves it; the button, once shown, is announced.
    await expect(surface).toHaveAccessibleDescription('Arrow keys move the map; plus and minus zoom in and out.');
    await surface.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(requery(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'button available' })).toHaveText('“Search this area” button available');
    // Shown over the map's top, it comes before the map in the Tab order: back past the map's skip link.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#results-map').getByRole('link', { name: 'Skip the map' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(requery(page)).toBeFocused();
  });

  test('keyboard: a focused pin keeps the focus and shows its card active; Tab moves on to the next pin', async ({ page }) => {
    await open(page);
    const [first] = await stores(page);
    await pin(page, first!.altTagText).focus();
    await expect(pin(page, first!.altTagText)).toBeFocused();
    await expect(card(page, first!.id)).toHaveClass(/locator-result--active/);
    await page.keyboard.press('Tab');
    await expect(page.locator('#results-map a.locator-pin:focus')).toHaveCount(1);
    await expect(card(page, first!.id)).not.toHaveClass(/locator-result--active/);
  });

  test('keyboard: Enter on a pin chooses its card and takes focus to the card’s link; the page stays', async ({ page }) => {
    await open(page);
    const [, second] = await stores(page);
    const url = page.url();
    await pin(page, second!.altTagText).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, second!.id).locator('a').first()).toBeFocused();
    await expect(card(page, second!.id)).toHaveClass(/locator-result--active/);
    expect(page.url()).toBe(url);
  });

  test('no axe violation with the list beside the map', async ({ page }) => {
    await open(page);
    await stores(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('results screen at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the toggle flips between list and map views and the two controls alternate', async ({ page }) => {
    await open(page);
    const list = page.getByRole('button', { name: 'List' });
    const map = page.getByRole('button', { name: 'Map' });
    await expect(page.locator('#results-list')).toBeVisible();
    await expect(page.locator('#results-map')).toBeHidden();
    await expect(list).toHaveAttribute('aria-disabled', 'true');
    await expect(map).toHaveAttribute('aria-disabled', 'false');
    await expectNoAxeViolations(page);
    await map.click();
    await expect(page.locator('body')).toHaveClass(/locator-map-visible/);
    await expect(page.locator('#results-list')).toBeHidden();
    await expect(page.locator('#results-map')).toBeVisible();
    await expect(list).toHaveAttribute('aria-disabled', 'false');
    await expect(map).toHaveAttribute('aria-disabled', 'true');
    await expect(map).toBeFocused();
    await stores(page);
    await expectNoAxeViolations(page);
    await list.press('Enter');
    await expect(page.locator('#results-list')).toBeVisible();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
  });

  test('the map moved by the visitor, then the list shown and the map again: the map is as they left it, "Search this area" still offered', async ({ page }) => {
    await open(page);
    const map = page.getByRole('button', { name: 'Map' });
    await map.click();
    await stores(page);
    // Where the pins are on the screen.
    const drawn = () =>
      page.locator('#results-map .leaflet-marker-icon').evaluateAll((icons) =>
        icons.map((icon) => {
          const { x, y } = icon.getBoundingClientRect();
          return `${Math.round(x)},${Math.round(y)}`;
        }).join('|'),
      );
    // Once the pan's animation is over: the same twice in a row.
    const still = async () => {
      let previous = '';
      await expect
        .poll(async () => {
          const now = await drawn();
          const same = now === previous;
          previous = now;
          return same;
        }, { intervals: [100] })
        .toBe(true);
      return previous;
    };
    await page.locator('#results-map .leaflet-container').focus();
    const fitted = await still();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(requery(page)).toBeVisible();
    const moved = await still();
    expect(moved).not.toBe(fitted);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.locator('#results-map')).toBeHidden();
    await map.click();
    await expect(page.locator('#results-map')).toBeVisible();
    // Past the map's resize pause (150 ms): not fitted again.
    await page.waitForTimeout(400);
    expect(await still()).toBe(moved);
    await expect(requery(page)).toBeVisible();
  });

  test('widening the window with a toggle control focused hands the focus to the view it showed, not to the top of the page', async ({ page }) => {
    await open(page);
    const map = page.getByRole('button', { name: 'Map' });
    await map.click();
    await expect(map).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(map).toBeHidden();
    await expect(page.locator('#results-map-area')).toBeFocused();
    // A stop for this move only, not one more in the Tab order.
    await page.keyboard.press('Tab');
    await expect(page.locator('#results-map-area')).not.toHaveAttribute('tabindex');
    // The browser may blur the control the wide layout hides before it reports the viewport change: the same. (The
    // page's style sheet hides the control, then it is blurred, as the browser's own focus fix-up does, a moment
    // before the change arrives.)
    await page.setViewportSize({ width: 375, height: 800 });
    const list = page.getByRole('button', { name: 'List' });
    await list.focus();
    await list.evaluate((control) => {
      const sheet = document.head.appendChild(document.createElement('style'));
      sheet.id = 'hide-toggle';
      sheet.textContent = '.results__toggle { display: none !important; }';
      (control as HTMLElement).blur();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#results-list')).toBeFocused();
    // A control the visitor left for nowhere (a click on plain text) while it was still shown is not focused again.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => document.getElementById('hide-toggle')!.remove());
    await list.focus();
    await page.locator('#results h2, #results p, main h1').first().click();
    await expect(list).not.toBeFocused();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#results-list')).not.toBeFocused();
    await expect(page.locator('body')).toBeFocused();
  });

  test('narrowing the window with the focus in the map hands it to the Map control, not to the top of the page', async ({ page }) => {
    await open(page);
    const map = page.getByRole('button', { name: 'Map' });
    await map.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#results-map-area')).toBeFocused();
    // Back to narrow (a tablet turned): the list shows, the map's part hides.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('#results-map')).toBeHidden();
    await expect(map).toBeFocused();
    await expect(map).toHaveAttribute('aria-disabled', 'false');
    // The same from a pin focused on the wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [first] = await stores(page);
    await pin(page, first!.altTagText).focus();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(map).toBeFocused();
    // A focus in the list, which the narrow screen shows, stays where it is.
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = page.locator('#results-list a[href]').first();
    await card.focus();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card).toBeFocused();
  });

  test('a pin click opens the location in a new window and sends the pin pixel', async ({ page, context, request }) => {
    await open(page);
    await page.getByRole('button', { name: 'Map' }).click();
    const [first] = await reachable(page, await stores(page));
    await resetSandbox(request);
    const url = page.url();
    const [popup] = await Promise.all([context.waitForEvent('page'), pin(page, first!.altTagText).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/locations/${first!.url}`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(url);
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['pin']);
  });

  test("a card's link sends the visitpage pixel and opens the location's page", async ({ page, request }) => {
    await open(page);
    const link = page.locator('.result-card h2 a').first();
    const href = (await link.getAttribute('href'))!;
    await resetSandbox(request);
    await analyticsListening(page);
    await link.click();
    await page.waitForURL(`**${href}`);
    expect((await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['visitpage']);
  });

  test('search this area after a drag in the map view', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Map' }).click();
    await stores(page);
    await expect(requery(page)).toBeHidden();
    await dragMap(page);
    await Promise.all([nextResults(page), requery(page).click()]);
    expect(new URL(page.url()).searchParams.get('q')).toMatch(/^-?\d+\.\d+,-?\d+\.\d+$/);
  });
});

for (const width of [1280, 375]) {
  test.describe(`end to end at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('type Lyon, choose a suggestion, get the nearest stores with distances and pins; geolocate; search this area', async ({ page, context }) => {
      await open(page, '/');
      await input(page).pressSequentially('Lyon');
      await Promise.all([nextResults(page), options(page).first().click()]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(LYON.q);
      await settled(page);
      await expect(page.locator('.result-card')).toHaveCount(10);
      await expect(page.locator('.result-card .distance').first()).toHaveText(/^\d+\.\d{2} mi$/);
      if (width < 992) await page.getByRole('button', { name: 'Map' }).click();
      const list = await stores(page);
      await expect(pin(page, list[0]!.altTagText)).toBeVisible();

      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
      await Promise.all([nextResults(page), page.getByRole('button', { name: 'Use my location' }).click()]);
      expect(new URL(page.url()).searchParams.get('q')).toBe('48.8566,2.3522');
      await settled(page);
      await expect(page.locator('.result-card h2').first()).toContainText('Paris');

      if (width < 992) await page.getByRole('button', { name: 'Map' }).click();
      await stores(page);
      await dragMap(page);
      await Promise.all([nextResults(page), requery(page).click()]);
      await expect(page.locator('.result-card')).toHaveCount(10);
    });
  });
}

test('with JavaScript off the cards are the list; no toggle, map or requery shows', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/search?q=Lyon');
  await expect(page.locator('.result-card')).toHaveCount(10);
  await expect(page.locator('.result-card h2 a').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map' })).toBeHidden();
  await expect(page.locator('#results-map')).toBeHidden();
  await context.close();
});

test('a very long query wraps: the results page never scrolls sideways (reflow)', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/search?q=${'a'.repeat(3000)}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('aaaa');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await context.close();
  }
});

test.describe('results screen on a map an SDK draws (Google)', () => {
  /** The results page with its map on the sandbox's Google SDK instead of BaseMap. */
  async function openOnGoogle(page: Page) {
    await page.route('**/search?q=Lyon', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"provider":"BaseMap"', '"provider":"Google","apiID":"gme-pommelune"');
      await route.fulfill({ response, body });
    });
    await open(page);
    await analyticsListening(page);
  }
  const marker = (page: Page, label: string) => page.locator(`#results-map [data-fake-marker][aria-label="${label}"]`);
  /** A store whose marker is drawn and not covered at its middle by another (a pointer can reach it). */
  async function reachableMarker(page: Page) {
    await expect(page.locator('#results-map [data-fake-marker]').first()).toBeVisible();
    const label = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#results-map [data-fake-marker]'))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit && element.contains(hit) ? element.getAttribute('aria-label') : null;
        })
        .find(Boolean),
    );
    return (await blockLocations(page, 'results-map')).find((store) => store.altTagText === label)!;
  }

  test('wide: a pin click chooses its card and counts as the pin event, as a BaseMap pin does', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOnGoogle(page);
    const first = await reachableMarker(page);
    await resetSandbox(request);
    const url = page.url();
    await marker(page, first.altTagText).click();
    await expect(activeCards(page)).toHaveCount(1);
    await expect(card(page, first.id)).toHaveClass(/locator-result--active/);
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['pin']);
    expect(page.url()).toBe(url);
  });

  test('wide: a marker the keyboard focuses shows its card active, as a pointer on it does; blurred, none', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOnGoogle(page);
    const first = await reachableMarker(page);
    await marker(page, first.altTagText).focus();
    await expect(card(page, first.id)).toHaveClass(/locator-result--active/);
    await marker(page, first.altTagText).blur();
    await expect(activeCards(page)).toHaveCount(0);
  });

  test('narrow: a pin click opens the location in a new window and counts once', async ({ page, context, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openOnGoogle(page);
    await page.getByRole('button', { name: 'Map' }).click();
    const first = await reachableMarker(page);
    await resetSandbox(request);
    const [popup] = await Promise.all([context.waitForEvent('page'), marker(page, first.altTagText).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/locations/${first.url}`);
    // Counted once: an event sent after the click comes right after its one pixel.
    await page.evaluate(() => window.LocatorWidgets!.analytics('track', 'after'));
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['pin', 'after']);
  });
});
