import { errorsOf, expect, resetSandbox, sandboxLog, test } from './support';

test.describe('helpers', () => {
  test('the page script gets the formatting helpers from LocatorWidgets.helpers()', async ({ page }) => {
    await page.goto('/qa/helpers');
    const value = (name: string) => page.locator(`[data-helper="${name}"]`);
    await expect(value('phone')).toHaveText('(212) 555-0142');
    // French groups thousands with a narrow no-break space and puts the euro sign after a no-break space.
    await expect(value('currency')).toHaveText(/^1\u202f234,50\u00a0€$/);
    await expect(value('country')).toHaveText('Japan');
    await expect(value('slug')).toHaveText('creme-brulee-and-cafe');
    await expect(value('distance')).toHaveText('391.5');
  });

  test('the proxy GET reads every address through the proxy service and answers them all together, in order', async ({ page, request, consoleEntries }) => {
    await resetSandbox(request);
    await page.goto('/qa/helpers');
    await expect(page.locator('[data-helper="phone"]')).not.toHaveText('…');
    const button = page.getByRole('button', { name: 'Fetch through the proxy' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#proxy-status')).toHaveText('4 answers: 2 read, 2 failed.');
    await expect(button).toBeFocused();

    const origin = new URL(page.url()).origin;
    const rows = page.locator('#proxy-results tbody tr');
    await expect(rows).toHaveCount(4);
    const cells = async (index: number) => rows.nth(index).locator('td').allTextContents();
    const [places, story, missing, elsewhere] = [await cells(0), await cells(1), await cells(2), await cells(3)];
    // JSON is parsed (and shown again as JSON), HTML comes as text, never as markup.
    const placesUrl = `${origin}/sandbox/geocoding/v5/mapbox.places/Lyon.json?access_token=pk.sandbox-token&limit=1`;
    expect(places.slice(0, 2)).toEqual([placesUrl, '200']);
    expect(places[2]).toMatch(/^\{"type":"FeatureCollection","query":\["lyon"\],"features":\[\{"id":"place\.\d+"/);
    expect(story.slice(0, 2)).toEqual([`${origin}/sandbox/links/ok/our-story`, '200']);
    expect(story[2]).toContain('<h1>Link target</h1>');
    await expect(page.locator('#proxy-results h1')).toHaveCount(0);
    expect(missing.slice(0, 2)).toEqual([`${origin}/sandbox/links/missing/old-offer`, '404 (failed)']);
    expect(elsewhere.slice(0, 2)).toEqual(['https://www.example.org/partner-feed.json', '403 (failed)']);

    // One GET per address, its absolute address encoded in `url`.
    const calls = await sandboxLog(request, '/sandbox/proxy');
    expect(calls.map((call) => call.query.url).sort()).toEqual(
      [placesUrl, `${origin}/sandbox/links/ok/our-story`, `${origin}/sandbox/links/missing/old-offer`, 'https://www.example.org/partner-feed.json'].sort(),
    );
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    // A failed address is a failed call, reported to the page's error ingest (here the sandbox's), not a page error.
    expect(errorsOf(consoleEntries).filter((text) => !/status of 40[34]/.test(text))).toEqual([]);
    const reported = async () => {
      const records = (await (await request.get('/sandbox/__sentry?project=1')).json()) as { items: { payload?: { extra?: Record<string, unknown> } }[] }[];
      return records.flatMap((record) => record.items.map((item) => item.payload?.extra)).find((extra) => String(extra?.url ?? '').includes('old-offer'));
    };
    await expect.poll(reported, { timeout: 10_000 }).toMatchObject({
      requestType: 'GET',
      status: 404,
      url: `${origin}/sandbox/proxy?url=${encodeURIComponent(`${origin}/sandbox/links/missing/old-offer`)}`,
      responseText: expect.stringContaining('Status 404'),
    });
  });

  test('a proxy service that hangs or fails gives each address its failure, and the others their answers', async ({ page }) => {
    // The page's clock stands still from the start: it moves only as the test runs it.
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-21T12:00:01Z'));
    await page.goto('/qa/helpers');
    await page.waitForFunction(() => !!window.LocatorWidgets);
    const failing = await page.evaluate(async () => {
      const { proxyGet } = await window.LocatorWidgets!.helpers();
      const [result] = await proxyGet(['/sandbox/links/ok/c'], { proxy: `${location.origin}/sandbox/proxy?__status=502` });
      return result;
    });
    expect(failing).toMatchObject({ ok: false, status: 502, data: null });
    // One address's proxy request hangs: once both are asked and the other is answered, the clock is run to 100 ms
    // short of the time limit, and past it.
    const fine = page.waitForResponse((response) => response.url().includes('%2Fb'));
    const hanging = page.waitForRequest((request) => request.url().includes('__hang=1'));
    await page.evaluate(async () => {
      const { proxyGet } = await window.LocatorWidgets!.helpers();
      const w = window as unknown as { __results: Promise<unknown> };
      w.__results = proxyGet(['/sandbox/links/ok/a', '/sandbox/links/ok/b'], { proxy: `${location.origin}/sandbox/proxy`, timeoutMs: 3000, fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(String(input).includes('%2Fa') ? `${String(input)}&__hang=1` : input, init) });
    });
    await Promise.all([fine, hanging]);
    await page.clock.runFor(2_900);
    expect(await page.evaluate(() => Promise.race([(window as unknown as { __results: Promise<unknown> }).__results, Promise.resolve('waiting')]))).toBe('waiting');
    await page.clock.runFor(200);
    const [slow, answered] = (await page.evaluate(() => (window as unknown as { __results: Promise<unknown> }).__results)) as unknown[];
    expect(slow).toMatchObject({ ok: false, status: 0, error: 'no answer within 3000 ms' });
    expect(answered).toMatchObject({ ok: true, status: 200 });
  });

  test('the ad conversion helper sends the conversion pixel, or the remarketing one, with the custom parameters', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/helpers');
    await expect(page.locator('[data-helper="phone"]')).not.toHaveText('…');
    await page.getByRole('button', { name: 'Track a conversion' }).click();
    await expect(page.locator('#conversion-status')).toHaveText('Conversion sent.');
    await page.getByRole('button', { name: 'Track a remarketing-only hit' }).click();
    await expect(page.locator('#conversion-status')).toHaveText('Remarketing hit sent.');
    const hits = await sandboxLog(request, '/sandbox/ads/');
    expect(hits.map((hit) => hit.path)).toEqual(['/sandbox/ads/conversion/1234567890/', '/sandbox/ads/viewthroughconversion/1234567890/']);
    expect(hits[0]!.query).toMatchObject({ label: 'QaFitting_Booked', guid: 'ON', script: '0', data: 'store=paris-lilas;visits=2' });
    expect(hits[0]!.query.random).toMatch(/^\d+$/);
    expect(hits[1]!.query).not.toHaveProperty('label');
    const refused = await page.evaluate(() => window.LocatorWidgets!.helpers().then((h) => h.trackConversion({ id: 'AW-1' }).then(() => 'sent', (error: Error) => error.message)));
    expect(refused).toBe('trackConversion needs the numeric conversion id');
  });
});
