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
    await expect.poll(() => consoleEntries.filter((entry) => entry.type === 'warning' && entry.text === 'Unable to find monitoring data').length).toBe(1);
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

  const clientStart = (page: Page) =>
    page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/chunks\/monitoring-[^/]+\.js$/.test(entry.name))?.startTime ?? null);

  test('a page with its monitoring data and nothing to report never downloads the reporting client', async ({ page, consoleEntries }) => {
    const requested: string[] = [];
    page.on('request', (req) => void (/\/chunks\/monitoring-[^/]+\.js$/.test(req.url()) && requested.push(req.url())));
    await page.goto('/locations/fr/paris/pommelune-paris-lilas');
    await settled(page);
    // The idle check of the monitoring data has run; a download would have been asked for in it.
    await page.waitForFunction(() => performance.getEntriesByName('locator:monitoring-checked', 'mark').length === 1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(requested).toEqual([]);
    expect(consoleEntries.filter((entry) => entry.text.includes('monitoring data'))).toEqual([]);
  });

  // Without monitoring data the client loads to report that, and it waits for the page's widgets: its code must not
  // compete with theirs. The location page with its monitoring block taken out, and the video page also without its
  // header-footer widget (every widget left waits to be visible, in view at once here).
  const withoutData = (path: string, more: (body: string) => string = (body) => body) => async (page: Page) =>
    page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" data-locator-page="monitoring">[^<]*<\/script>/, '');
      await route.fulfill({ response, body: more(body) });
    });

  for (const [path, prepare] of [
    ['/locations/fr/paris/pommelune-paris-lilas', withoutData('/locations/fr/paris/pommelune-paris-lilas')],
    ['/qa/video', withoutData('/qa/video', (body) => body.replace(/data-locator="header-footer"/, ''))],
  ] as const) {
    test(`without monitoring data the reporting client loads once the first widgets have mounted: ${path}`, async ({ page, consoleEntries }) => {
      await prepare(page);
      await page.goto(path);
      // The resource entry appears once the chunk has arrived.
      await expect.poll(() => clientStart(page), { timeout: 10_000 }).not.toBeNull();
      const order = { client: await clientStart(page), mounted: await page.evaluate(() => performance.getEntriesByName('locator:all-mounted', 'mark')[0]?.startTime) };
      expect(order.mounted).toBeDefined();
      expect(order.client).toBeGreaterThan(order.mounted!);
      await expect.poll(() => consoleEntries.filter((entry) => entry.type === 'warning' && entry.text === 'Unable to find monitoring data').length).toBe(1);
    });
  }
});
