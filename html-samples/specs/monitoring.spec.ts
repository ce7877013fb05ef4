import type { Page } from '@playwright/test';
import { expect, resetSandbox, sandboxLog, settled, test } from './support';

const posts = async (request: Parameters<typeof sandboxLog>[0]) =>
  (await sandboxLog(request, '/sandbox/sentry/')).filter((entry) => entry.method === 'POST').map((entry) => entry.body ?? '');

test.describe('error reporting', () => {
  test('without monitoring data: a console warning and a captured message with the host; failures still reported', async ({ page, request, consoleEntries }) => {
    await resetSandbox(request);
    await page.goto('/qa/monitoring-missing');
    await settled(page);
    await expect(page.locator('#broken')).toHaveText('Server content stays.');
    await expect.poll(() => consoleEntries.filter((entry) => entry.type === 'warning' && entry.text.includes('Unable to find monitoring data')).length).toBe(1);
    await expect.poll(async () => (await posts(request)).length, { timeout: 10_000 }).toBe(2);
    const bodies = (await posts(request)).join('\n');
    expect(bodies).toContain('Unable to find monitoring data');
    expect(bodies).toContain(`"host":"${new URL(page.url()).host}"`);
    expect(bodies).toContain('broken on purpose');
    expect(bodies).toContain('"environment":"production"');
    expect(bodies).toContain('"widget":"qa-broken"');
  });

  test('staging pages report nothing until reporting is enabled by hand', async ({ page, request }) => {
    await resetSandbox(request);
    const sentryRequests: string[] = [];
    page.on('request', (req) => void (req.url().includes('/sandbox/sentry/') && sentryRequests.push(req.url())));
    // The reporting client is loaded once the widgets have mounted and the page is idle; a report would leave as soon
    // as it runs.
    const clientLoaded = page.waitForResponse((response) => /\/chunks\/monitoring-[^/]+\.js$/.test(response.url()));
    await page.goto('/qa/monitoring-staging');
    await settled(page);
    await expect(page.locator('#broken')).toHaveText('Server content stays.');
    await clientLoaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(sentryRequests).toEqual([]);
    expect(await posts(request)).toEqual([]);
    await page.evaluate(() => window.LocatorWidgets!.enableReporting());
    await page.getByRole('button', { name: 'Fail another widget' }).click();
    await expect(page.locator('#broken-later')).toHaveText('Later content stays.');
    await expect.poll(async () => (await posts(request)).length, { timeout: 10_000 }).toBe(1);
    expect((await posts(request))[0]).toContain('"environment":"nonprod"');
  });

  // The video page without its header-footer widget: every widget left waits to be visible (in view at once here).
  const onlyVisible = async (page: Page) =>
    page.route('**/qa/video', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/data-locator="header-footer"/, '');
      await route.fulfill({ response, body });
    });

  for (const [path, prepare] of [
    ['/locations/fr/paris/pommelune-paris-lilas', async () => {}],
    ['/qa/video', onlyVisible],
  ] as const) {
    test(`the reporting client waits until the first widgets have mounted: ${path}`, async ({ page }) => {
      await prepare(page);
      await page.goto(path);
      // The resource entry appears once the chunk has arrived.
      const startOf = () =>
        page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/chunks\/monitoring-[^/]+\.js$/.test(entry.name))?.startTime ?? null);
      await expect.poll(startOf, { timeout: 10_000 }).not.toBeNull();
      const order = { client: await startOf(), mounted: await page.evaluate(() => performance.getEntriesByName('locator:all-mounted', 'mark')[0]?.startTime) };
      expect(order.mounted).toBeDefined();
      expect(order.client).toBeGreaterThan(order.mounted!);
    });
  }
});
