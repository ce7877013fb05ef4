import type { Request } from '@playwright/test';
import { geocoding, input, liveRegion, listbox, LYON, nextFrame, open, options, tabTo, TYPE_TO_SEARCH } from './search-form-support';
import { errorsOf, expect, expectNoAxeViolations, resetSandbox, settled, test } from './support';

for (const width of [1280, 375]) {
  test.describe(`search form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("keyboard only: 'Lyon', ArrowDown, Enter gives the nearest stores with distances", async ({ page, consoleEntries }) => {
      await open(page, '/');
      await tabTo(page, 'q');
      await expect(input(page)).toHaveAttribute('role', 'combobox');
      // Empty until the visitor types: a text there from the page's load would never be announced.
      await expect(liveRegion(page)).toHaveText('');
      await page.keyboard.type('Lyon');
      await expect(options(page)).toHaveCount(5);
      await expect(options(page).first()).toHaveText(LYON.name);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(liveRegion(page)).toHaveText('5 options available. Use up and down arrow keys to navigate.');
      await page.keyboard.press('ArrowDown');
      const first = options(page).first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(input(page)).toBeFocused();
      await Promise.all([page.waitForURL('**/search?**'), page.keyboard.press('Enter')]);
      const params = new URL(page.url()).searchParams;
      expect(params.get('q')).toBe(LYON.q);
      expect(params.get('qp')).toBe(LYON.name);
      await settled(page);
      const cards = page.locator('.result-card');
      await expect(cards).toHaveCount(10);
      await expect(cards.first()).toHaveAttribute('id', /^js-yl-\d+$/);
      await expect(cards.first()).toContainText('Lyon');
      const distances = await page.locator('.result-card .distance').allTextContents();
      for (const text of distances) expect(text).toMatch(/^\d+\.\d{2} mi$/);
      const values = distances.map((text) => Number.parseFloat(text));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values[0]).toBeLessThan(5);
      expect(errorsOf(consoleEntries)).toEqual([]);
    });

    test('the live region says exactly how many options there are, one, or none', async ({ page }) => {
      await open(page, '/');
      await expect(liveRegion(page)).toHaveText('');
      await input(page).pressSequentially('Zaragoza');
      await expect(options(page)).toHaveText(['Zaragoza, Aragon, Spain']);
      await expect(liveRegion(page)).toHaveText('1 option available. Use up and down arrow keys to navigate.');
      await input(page).fill('Reims');
      await expect(options(page)).toHaveCount(3);
      await expect(liveRegion(page)).toHaveText('3 options available. Use up and down arrow keys to navigate.');
      await input(page).fill('Qqqq');
      await expect(liveRegion(page)).toHaveText('No results found for this query.');
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await input(page).fill('');
      await expect(liveRegion(page)).toHaveText(TYPE_TO_SEARCH);
    });

    test('Escape closes the list, then clears the input; Tab leaves it closed', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Reims');
      await expect(options(page)).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveValue('Reims');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(listbox(page)).toBeHidden();
      await input(page).focus();
      await page.keyboard.press('Escape');
      await expect(input(page)).toHaveValue('');
      await expect(liveRegion(page)).toHaveText(TYPE_TO_SEARCH);
    });

    test('clicking the page away from an open list leaves the focus where the visitor put it', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Reims');
      await expect(options(page)).toHaveCount(3);
      await page.locator('h1').click();
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).not.toBeFocused();
      await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });

    test('the open list stays right under the input when the layout moves it (text zoom)', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Reims');
      await expect(options(page)).toHaveCount(3);
      const gap = async () => {
        const [field, list] = [await input(page).boundingBox(), await listbox(page).boundingBox()];
        return { top: Math.round(list!.y - (field!.y + field!.height)), left: Math.round(list!.x - field!.x) };
      };
      const placed = await gap();
      expect(Math.abs(placed.top)).toBeLessThanOrEqual(4);
      expect(placed.left).toBe(0);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await expect.poll(gap).toEqual(placed);
    });

    test('mouse: hovering an option activates it, a click chooses it', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Reims');
      const second = options(page).nth(1);
      await second.hover();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await Promise.all([page.waitForURL('**/search?**'), second.click()]);
      expect(new URL(page.url()).searchParams.get('qp')).toBe('Witry-lès-Reims, Grand Est, France');
    });

    test('a slow answer overtaken by a newer query is cancelled and never shown', async ({ page }) => {
      await open(page, '/');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The first request is answered late (the sandbox's __delay), after the second one.
      await page.route(geocoding('Gre'), async (route) => {
        await held;
        await route.continue({ url: `${route.request().url()}&__delay=200` }).catch(() => {});
      });
      const firstFailed = page.waitForEvent('requestfailed', (request: Request) => request.url().includes('/mapbox.places/Gre.json'));
      const firstSent = page.waitForRequest(geocoding('Gre'));
      await input(page).pressSequentially('Gre');
      await firstSent;
      await input(page).pressSequentially('noble');
      expect((await firstFailed).failure()?.errorText).toBe('net::ERR_ABORTED');
      await expect(options(page)).toHaveText(['Grenoble, Auvergne-Rhône-Alpes, France']);
      release();
      await nextFrame(page);
      await expect(options(page)).toHaveText(['Grenoble, Auvergne-Rhône-Alpes, France']);
      await expect(liveRegion(page)).toHaveText('1 option available. Use up and down arrow keys to navigate.');
    });

    test('a failed request empties the list and is reported', async ({ page, request }) => {
      await resetSandbox(request);
      await open(page, '/');
      await input(page).pressSequentially('Reims');
      await expect(options(page)).toHaveCount(3);
      await page.route(geocoding('Reim'), (route) => route.continue({ url: `${route.request().url()}&__status=503` }));
      const failed = page.waitForResponse((response) => response.url().includes('/mapbox.places/Reim.json'));
      await page.keyboard.press('Backspace');
      expect((await failed).status()).toBe(503);
      await expect(options(page)).toHaveCount(0);
      await expect(listbox(page)).toBeHidden();
      // The report reaches the (sandbox) error ingest once the page is idle, with the failed request's details.
      const reported = async () => {
        const records = (await (await request.get('/sandbox/__sentry?project=1')).json()) as { items: { payload?: { extra?: Record<string, unknown> } }[] }[];
        return records.flatMap((record) => record.items.map((item) => item.payload?.extra)).find((extra) => String(extra?.url ?? '').includes('/Reim.json'));
      };
      await expect.poll(reported, { timeout: 10_000 }).toMatchObject({
        widget: 'search-form',
        requestType: 'GET',
        status: 503,
        url: expect.stringContaining('access_token=[redacted]'),
        responseText: expect.stringContaining('"features"'),
      });
      // The failure has been handled (it was reported): not "no results" during an outage, the live region is quiet.
      await expect(liveRegion(page)).toHaveText('');
    });

    test('axe reports no violation with the suggestions open', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Lyo');
      await expect(options(page)).toHaveCount(5);
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page);
    });
  });
}
