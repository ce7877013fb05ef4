import { analyticsListening, expect, holdRoute, resetSandbox, sandboxLog, settled, test } from './support';

test.describe('analytics', () => {
  test('a tracked click fires the pixel with site data, the scoped event name and a version seed', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/analytics');
    await settled(page);
    await analyticsListening(page);
    await page.getByRole('button', { name: 'Book a fitting' }).click();
    await page.getByRole('link', { name: 'Call the store' }).evaluate((link) =>
      // A tel: link would leave the page in a real browser; dispatch the click without following it.
      link.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    );
    await page.getByRole('link', { name: 'Call the store' }).click();
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['cta', 'header_phone']);
    const [first] = await sandboxLog(request, '/sandbox/analytics/');
    expect(first!.query).toMatchObject({ businessids: '4242', siteId: '77', isStaging: 'false' });
    expect(first!.query.v).toMatch(/^\d+$/);
  });

  test('a click made before the analytics client has started is counted once it has', async ({ page, request }) => {
    await resetSandbox(request);
    const client = await holdRoute(page, /\/chunks\/analytics-[^/]*\.js$/);
    await page.goto('/qa/analytics');
    await settled(page);
    await client.asked;
    await page.getByRole('button', { name: 'Book a fitting' }).click();
    expect(await sandboxLog(request, '/sandbox/analytics/')).toEqual([]);
    client.release();
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['cta']);
  });

  test('a same-tab tracked link navigates once the pixel answered', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/analytics');
    await settled(page);
    await analyticsListening(page);
    await page.getByRole('link', { name: 'Visit the website (same tab)' }).click();
    await page.waitForURL('**/qa/phone');
    expect((await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['website']);
  });

  test('a tracked submit button submits its form once the pixel answered, with its own name and value', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/analytics');
    await settled(page);
    await analyticsListening(page);
    const pixel = await holdRoute(page, /\/sandbox\/analytics\//);
    await page.getByRole('button', { name: 'Request a fitting' }).click();
    await pixel.asked;
    // Still here while the pixel is on its way (the held form is submitted at most a second later).
    expect(new URL(page.url()).pathname).toBe('/qa/analytics');
    pixel.release();
    await page.waitForURL('**/qa/phone?postcode=10001&from=fitting');
    expect((await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['cta']);
  });

  test('firing before site data is set raises an error; bad commands say so', async ({ page }) => {
    await page.goto('/qa/no-widgets');
    await page.waitForFunction(() => !!window.LocatorWidgets);
    const messages = await page.evaluate(async () => {
      const run = (...args: unknown[]) => window.LocatorWidgets!.analytics(...args).then(() => 'ok', (error: Error) => error.message);
      return [await run('track', 'cta'), await run(), await run('launch')];
    });
    // A page without site data: the commands still check their arguments.
    expect(messages).toEqual(['Analytics must be initialised with businessId and siteId before firing events', 'Received Analytics Command with no Arguments', 'Unknown command']);
    await page.goto('/qa/analytics');
    await settled(page);
    const bad = await page.evaluate(async () => {
      const run = (...args: unknown[]) => window.LocatorWidgets!.analytics(...args).then(() => 'ok', (error: Error) => error.message);
      return [await run(), await run('launch')];
    });
    expect(bad).toEqual(['Received Analytics Command with no Arguments', 'Unknown command']);
  });

  test('the debug panel shows tracked events, scopes and settings, and warns about untrackable elements', async ({ page, consoleEntries }) => {
    await page.goto('/qa/analytics?locator-debug');
    const panel = page.getByRole('complementary', { name: 'Analytics debug' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Book a fitting' }).click();
    await expect(panel.getByRole('tabpanel')).toContainText('cta');
    await panel.getByRole('tab', { name: 'Events' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Scopes' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel')).toContainText('header_phone');
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tabpanel')).toContainText('4242');
    await page.getByRole('button', { name: 'An element that cannot be tracked' }).click();
    await expect.poll(() => consoleEntries.filter((entry) => entry.type === 'warning' && entry.text.includes('could not be tracked')).length).toBe(1);
  });

  test('in debug mode, a page without site data shows the client the page sets up later', async ({ page }) => {
    // The same page without its site data block: the page's own script sets the site later.
    await page.route('**/qa/analytics?locator-debug', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" data-locator-page="site">[^<]*<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto('/qa/analytics?locator-debug');
    const panel = page.getByRole('complementary', { name: 'Analytics debug' });
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await expect(panel.getByRole('tabpanel')).toHaveText('Analytics is not initialised: the page has no site data with businessId and siteId.');
    await page.evaluate(() => window.LocatorWidgets!.analytics('set', { businessId: 5151, siteId: '9' }));
    await page.getByRole('button', { name: 'Book a fitting' }).click();
    await panel.getByRole('tab', { name: 'Events' }).click();
    await expect(panel.getByRole('tabpanel')).toContainText('cta');
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await expect(panel.getByRole('tabpanel')).toContainText('5151');
  });
});
