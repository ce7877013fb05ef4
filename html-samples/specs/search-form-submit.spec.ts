import type { Page } from '@playwright/test';
import { input, locateButton, open, options, searchButton } from './search-form-support';
import { expect, test } from './support';

const SORRY = 'Sorry, we could not geolocate you at this time';

/**
 * Records every submit after the widget's handler ran. The page stays for inspection because the search answers
 * 204 No Content (a browser then stays where it is), not by cancelling the submit: a cancelled one is undone.
 */
async function recordSubmits(page: Page): Promise<() => Promise<{ prevented: boolean; query: string; disabled: boolean }[]>> {
  await page.route(/\/search\?q=(?!Lyon$)/, (route) => route.fulfill({ status: 204 }));
  await page.evaluate(() => {
    const w = window as unknown as { submits: unknown[] };
    w.submits = [];
    window.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
      w.submits.push({ prevented: event.defaultPrevented, query, disabled: form.querySelector('button')!.disabled });
    });
  });
  return () => page.evaluate(() => (window as unknown as { submits: { prevented: boolean; query: string; disabled: boolean }[] }).submits);
}

/** Collects alert texts, dismissing each dialog. */
function alerts(page: Page): string[] {
  const texts: string[] = [];
  page.on('dialog', (dialog) => {
    texts.push(dialog.message());
    void dialog.dismiss();
  });
  return texts;
}

const geolocatingMarks = (page: Page) =>
  page.evaluate(() => [document.querySelector('form')!.classList.contains('locator-geolocating'), document.body.classList.contains('locator-geolocating')]);

for (const width of [1280, 375]) {
  test.describe(`search form submit at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the same query as the map-query block reloads the page', async ({ page }) => {
      await open(page, '/search?q=Lyon');
      await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
      await Promise.all([page.waitForEvent('load'), searchButton(page).click()]);
      expect(new URL(page.url()).search).toBe('?q=Lyon');
      expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    });

    test("another query gets ', United States', is submitted once and disables the search button", async ({ page }) => {
      await open(page, '/search?q=Lyon');
      const submits = await recordSubmits(page);
      await input(page).fill('Marseille');
      await expect(options(page).first()).toBeVisible();
      // The list covers the button on narrow screens: closed first, as a visitor would.
      await input(page).press('Escape');
      await searchButton(page).click();
      expect(await submits()).toEqual([{ prevented: false, query: 'q=Marseille%2C+United+States', disabled: true }]);
      await expect(searchButton(page)).toBeDisabled();
      await expect(input(page)).toHaveValue('Marseille, United States');
      // A second submission is stopped while the first one is on its way.
      await page.evaluate(() => document.querySelector('form')!.requestSubmit());
      expect((await submits())[1]).toMatchObject({ prevented: true });
    });

    test('a results page that does not come (204, or Stop pressed) leaves the form taking searches again after 5 s', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
      await open(page, '/search?q=Lyon');
      // Paused: the suggestions' debounce never runs, so no list covers the button.
      await page.clock.pauseAt(new Date('2026-11-21T12:01:00Z'));
      const submits = await recordSubmits(page);
      await input(page).fill('Marseille');
      await searchButton(page).click();
      await expect(searchButton(page)).toBeDisabled();
      await page.clock.runFor(4999);
      await expect(searchButton(page)).toBeDisabled();
      await page.clock.runFor(1);
      await expect(searchButton(page)).toBeEnabled();
      // The text stays as the visitor saw it, and is sent as it is (the country not appended twice).
      await expect(input(page)).toHaveValue('Marseille, United States');
      await searchButton(page).click();
      const sent = { prevented: false, query: 'q=Marseille%2C+United+States', disabled: true };
      await expect.poll(submits).toEqual([sent, sent]);
    });

    test('a named search button is sent as without scripts (Enter submits through it), though it is disabled', async ({ page }) => {
      await open(page, '/search?q=Lyon');
      await page.route(/\/search\?q=(?!Lyon$)/, (route) => route.fulfill({ status: 204 }));
      await searchButton(page).evaluate((button: HTMLButtonElement) => {
        button.name = 'op';
        button.value = 'search';
      });
      const sent = page.waitForRequest(/\/search\?q=Marseille/);
      await input(page).fill('Marseille');
      await input(page).press('Enter');
      expect(new URL((await sent).url()).searchParams.get('op')).toBe('search');
      await expect(searchButton(page)).toBeDisabled();
    });

    test('a named search button that the click analytics also tracks is sent once', async ({ page }) => {
      await open(page, '/search?q=Lyon');
      await page.route(/\/search\?q=(?!Lyon$)/, (route) => route.fulfill({ status: 204 }));
      await searchButton(page).evaluate((button: HTMLButtonElement) => {
        button.name = 'op';
        button.value = 'search';
        button.dataset.locatorTrack = 'search';
      });
      const sent = page.waitForRequest(/\/search\?q=Marseille/);
      await input(page).fill('Marseille');
      // The list covers the button on narrow screens: closed first, as a visitor would.
      await expect(options(page).first()).toBeVisible();
      await input(page).press('Escape');
      await searchButton(page).click();
      expect(new URL((await sent).url()).searchParams.getAll('op')).toEqual(['search']);
    });

    test('Enter without an active suggestion submits the typed text with the country', async ({ page }) => {
      await open(page, '/');
      await input(page).pressSequentially('Boston');
      await expect(options(page).first()).toBeVisible();
      await Promise.all([page.waitForURL('**/search?**'), input(page).press('Enter')]);
      expect(new URL(page.url()).searchParams.get('q')).toBe('Boston, United States');
    });
  });

  test.describe(`geolocation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('with a position granted to the browser', () => {
      test.use({ permissions: ['geolocation'], geolocation: { latitude: 45.764, longitude: 4.8357 } });

      test("submits hidden q = 'latitude,longitude' with the input renamed qp", async ({ page }) => {
        const texts = alerts(page);
        await open(page, '/search?q=Paris');
        await input(page).fill('near me');
        // The page is already at /search?q=Paris: wait for the new address, not any search address.
        await Promise.all([page.waitForURL((url) => url.searchParams.has('qp')), locateButton(page).click()]);
        const params = new URL(page.url()).searchParams;
        expect(params.get('q')).toBe('45.764,4.8357');
        expect(params.get('qp')).toBe('near me');
        await expect(page.locator('.result-card').first()).toContainText('Lyon');
        expect(texts).toEqual([]);
      });
    });

    test('permission denied: the marks go and a console warning is all', async ({ page, consoleEntries }) => {
      const texts = alerts(page);
      await open(page, '/');
      await locateButton(page).click();
      await expect
        .poll(() => consoleEntries.filter((entry) => entry.type === 'warning').map((entry) => entry.text))
        .toContainEqual(expect.stringContaining('[locator] search-form#search: geolocation permission denied'));
      expect(await geolocatingMarks(page)).toEqual([false, false]);
      await expect(page.getByText('Finding your location…')).toHaveCount(0);
      expect(texts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('no position within 5000 ms: spinner and marks while it runs, then an alert', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { geo: { calls: number; options?: PositionOptions } };
        w.geo = { calls: 0 };
        const geolocation = {
          getCurrentPosition(_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
            w.geo.calls++;
            w.geo.options = options;
            // What the browser does when no position comes within options.timeout.
            setTimeout(() => fail({ code: 3, message: 'Timeout expired', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }), options.timeout);
          },
          watchPosition: () => 0,
          clearWatch: () => {},
        };
        Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
      });
      await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
      const texts = alerts(page);
      await open(page, '/');
      await page.clock.pauseAt(new Date('2026-11-21T12:01:00Z'));
      await locateButton(page).click();
      // The overlay covers the button and takes the focus to its Cancel; the button pressed again all the same (by a
      // script) starts no second lookup.
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await locateButton(page).dispatchEvent('click');
      await expect(page.locator('.locator-locate__overlay')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Finding your location…' })).toBeVisible();
      expect(await geolocatingMarks(page)).toEqual([true, true]);
      await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
      expect(await page.evaluate(() => (window as unknown as { geo: unknown }).geo)).toEqual({
        calls: 1,
        options: { timeout: 5000, maximumAge: 300000, enableHighAccuracy: false },
      });
      await page.clock.runFor(4999);
      expect(texts).toEqual([]);
      await page.clock.runFor(1);
      // The spinner goes first; the alert comes once that is on screen (it blocks the page meanwhile).
      await expect(page.getByText('Finding your location…')).toHaveCount(0);
      await page.clock.runFor(50);
      await expect.poll(() => texts).toEqual([SORRY]);
      expect(await geolocatingMarks(page)).toEqual([false, false]);
      await expect(page.locator('form')).not.toHaveAttribute('aria-busy');
      // The overlay gone, focus is back on the button that started it.
      await expect(locateButton(page)).toBeFocused();
    });

    test('a permission prompt never answered: Cancel or Escape takes the overlay away; a late answer is ignored', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { answer?: PositionCallback };
        // The browser's timeout starts only once the prompt is answered: nothing comes back until the test answers.
        const geolocation = {
          getCurrentPosition(ok: PositionCallback) {
            w.answer = ok;
          },
          watchPosition: () => 0,
          clearWatch: () => {},
        };
        Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
      });
      const texts = alerts(page);
      await open(page, '/');
      await locateButton(page).click();
      const cancel = page.getByRole('button', { name: 'Cancel' });
      await expect(cancel).toBeVisible();
      // The overlay covers the button that started it: focus is on its way out, and stays in it (the page under it is
      // inert: nothing covered is reached by Tab or by a click).
      await expect(cancel).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
      }
      await cancel.focus();
      await cancel.click();
      await expect(page.locator('.locator-locate__overlay')).toHaveCount(0);
      expect(await geolocatingMarks(page)).toEqual([false, false]);
      await expect(locateButton(page)).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(page.locator('.locator-locate__overlay')).toBeVisible();
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('.locator-locate__overlay')).toHaveCount(0);
      await expect(locateButton(page)).toBeFocused();
      // The answer arrives after all: the visitor gave up, so the page stays.
      await page.evaluate(() => (window as unknown as { answer: PositionCallback }).answer({ coords: { latitude: 45.764, longitude: 4.8357 } } as GeolocationPosition));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(new URL(page.url()).pathname).toBe('/');
      expect(texts).toEqual([]);
    });

    test("without browser support: 'geolocation is not enabled' and an alert", async ({ page, consoleEntries }) => {
      await page.addInitScript(() => void delete (Navigator.prototype as { geolocation?: unknown }).geolocation);
      const texts = alerts(page);
      await open(page, '/');
      await locateButton(page).click();
      await expect.poll(() => texts).toEqual([SORRY]);
      expect(consoleEntries.map((entry) => entry.text)).toContainEqual(expect.stringContaining('geolocation failed (geolocation is not enabled)'));
      expect(await geolocatingMarks(page)).toEqual([false, false]);
    });
  });
}
