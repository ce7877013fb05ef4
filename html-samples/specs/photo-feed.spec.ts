import AxeBuilder from '@axe-core/playwright';
import { errorsOf, expect, expectNoAxeViolations, resetSandbox, sandboxLog, settled, test } from './support';
import { CALLBACK, FEED_PATH, leftovers, openQaPage, photoIds } from './photo-feed-support';

test.describe('photo feed', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('shows each source over JSON and JSONP, sorted, at the chosen resolution, linking out', async ({ page, request }) => {
    await openQaPage(page);
    expect(await photoIds(page, 'feed-user-json')).toEqual(['1001001_1001', '1001002_1001', '1001003_1001']);
    // The first 4 of user 1631 (likes 291, 272, 372, 416), most liked first.
    expect(await photoIds(page, 'feed-user-jsonp')).toEqual(['1631004_1631', '1631003_1631', '1631001_1631', '1631002_1631']);
    expect(await photoIds(page, 'feed-tagged')).toEqual(['1009001_1009', '1008001_1008', '1009002_1009', '1009003_1009', '1008002_1008', '1009004_1009']);
    // The first 5 of location 1008 (comments 48, 25, 11, 54, 9), least commented first.
    expect(await photoIds(page, 'feed-location')).toEqual(['1008005_1008', '1008003_1008', '1008002_1008', '1008001_1008', '1008004_1008']);
    // Random order: the 4 most liked photos, in any order.
    const popular = (await (await request.get(`${FEED_PATH}/media/popular?client_id=c&count=4`)).json()) as { data: { id: string }[] };
    expect((await photoIds(page, 'feed-popular')).sort()).toEqual(popular.data.map((item) => item.id).sort());

    const first = page.locator('#feed-user-json .locator-photo-feed__link').first();
    await expect(first).toHaveAttribute('href', 'https://www.instagram.com/p/pommelune1001001x1001/');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(first).toHaveAccessibleName(/^Soft knits for chilly mornings in Paris! #kids #shoplocal #paris 627 likes 22 comments\s+Link Opens in New Tab$/);
    const image = first.locator('img');
    await expect(image).toHaveAttribute('width', '150');
    await expect(image).toHaveAttribute('height', '150');
    await expect(page.locator('#feed-tagged img').first()).toHaveAttribute('src', /-320\.svg$/);
    await expect(page.locator('#feed-popular img').first()).toHaveAttribute('src', /-640\.svg$/);
    await expect(page.locator('#feed-tagged .locator-photo-feed__item').first()).toContainText('Pommelune Lyon');

    const log = await sandboxLog(request, `${FEED_PATH}/`);
    // The error feeds ask for user 1001 too, with a bad token.
    const find = (path: string) => log.find((entry) => entry.path === `${FEED_PATH}/${path}` && entry.query.access_token !== 'bad-token')?.query;
    expect(find('users/1001/media/recent')).toEqual({ access_token: 'sandbox-token', count: '3' });
    expect(find('users/1631/media/recent')).toMatchObject({ access_token: 'sandbox-token', count: '4', callback: expect.stringMatching(CALLBACK) });
    expect(find('tags/lyon/media/recent')).toEqual({ client_id: 'sandbox-client', count: '6' });
    expect(find('locations/1008/media/recent')).toMatchObject({ access_token: 'sandbox-token', count: '5', callback: expect.stringMatching(CALLBACK) });
    // Invalid configurations send nothing.
    expect(log.filter((entry) => entry.path.includes('/media/popular'))).toHaveLength(2);
  });

  test('logs every error once with its exact message and keeps the server content', async ({ page, consoleEntries, pageErrors }) => {
    await openQaPage(page);
    const expected: Record<string, string> = {
      'feed-bad-token': 'Error from Instagram: The access_token provided is invalid.',
      'feed-bad-token-jsonp': 'Error from Instagram: The access_token provided is invalid.',
      'feed-broken': 'Invalid JSON response',
      'feed-broken-jsonp': 'Invalid JSON response',
      'feed-empty': 'No images were returned from Instagram',
      'feed-no-token': 'Missing clientId or accessToken',
      'feed-bad-sort': "Invalid option for sortBy: 'most-viewed'.",
      'feed-bad-source': "Invalid option for get: 'stories'.",
      'feed-no-tag': 'No tag name specified',
      'feed-no-location': 'No location specified',
      'feed-no-user': 'No user specified',
      'feed-no-access-token': 'No access token',
    };
    const line = (id: string) => `[locator] photo-feed#${id}: ${expected[id]}`;
    await expect.poll(() => errorsOf(consoleEntries).filter((text) => text.includes('photo-feed#')).length).toBe(Object.keys(expected).length);
    const errors = errorsOf(consoleEntries).filter((text) => text.startsWith('[locator]'));
    for (const id of Object.keys(expected)) {
      const mine = errors.filter((text) => text.includes(`photo-feed#${id}:`));
      expect(mine, id).toHaveLength(1);
      expect(mine[0]!.split('\n'), id).toContain(line(id));
      await expect(page.locator(`#${id} .locator-photo-feed__grid`)).toHaveCount(0);
    }
    await expect(page.locator('#feed-bad-token .photo-grid li')).toHaveCount(2);
    await expect(page.locator('#feed-bad-token-jsonp .photo-feed-fallback')).toBeVisible();
    await expect(page.locator('#feed-no-token .photo-feed-fallback')).toBeVisible();
    // No other widget error; the only page error is the broken JSONP body's own syntax error.
    expect(errors.filter((text) => !text.includes('photo-feed#'))).toEqual([]);
    expect(pageErrors.map((error) => error.message)).toEqual(['Invalid or unexpected token']);
  });

  test('pages on with next_url, moves focus to the first new photo and announces the count', async ({ page, request }) => {
    await openQaPage(page);
    const feed = page.locator('#feed-user-json');
    const button = feed.getByRole('button', { name: 'Load more' });
    await button.click();
    await expect(feed.locator('.locator-photo-feed__item')).toHaveCount(6);
    await expect(feed.getByRole('status')).toHaveText('3 photos added');
    await expect(feed.locator('.locator-photo-feed__link').nth(3)).toBeFocused();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(feed.locator('.locator-photo-feed__item')).toHaveCount(7);
    await expect(feed.getByRole('status')).toHaveText('1 photo added');
    await expect(feed.locator('.locator-photo-feed__link').nth(6)).toBeFocused();
    await expect(button).toHaveCount(0);
    expect(await photoIds(page, 'feed-user-json')).toEqual(['1001001_1001', '1001002_1001', '1001003_1001', '1001004_1001', '1001005_1001', '1001006_1001', '1001007_1001']);

    const pages = (await sandboxLog(request, `${FEED_PATH}/users/1001/`)).map((entry) => entry.query).filter((query) => query.access_token !== 'bad-token');
    expect(pages).toEqual([
      { access_token: 'sandbox-token', count: '3' },
      { access_token: 'sandbox-token', count: '3', max_id: '1001003_1001' },
      { access_token: 'sandbox-token', count: '3', max_id: '1001006_1001' },
    ]);

    // JSONP pages follow next_url too, each with a callback of its own.
    const jsonp = page.locator('#feed-user-jsonp');
    await jsonp.getByRole('button', { name: 'Load more' }).click();
    await expect(jsonp.locator('.locator-photo-feed__item')).toHaveCount(8);
    const calls = (await sandboxLog(request, `${FEED_PATH}/users/1631/`)).map((entry) => entry.query);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ max_id: '1631004_1631', count: '4', callback: expect.stringMatching(CALLBACK) });
    expect(calls[1]!.callback).not.toBe(calls[0]!.callback);
    expect(await leftovers(page)).toEqual({ globals: [], scripts: 0 });
    await expectNoAxeViolations(page);
  });

  test('JSONP leaves no script tag or global after answers, errors, and an unmount mid-request', async ({ page, pageErrors }) => {
    await openQaPage(page);
    await expect.poll(() => page.locator('#feed-broken-jsonp, #feed-bad-token-jsonp').evaluateAll((hosts) => hosts.every((host) => !host.querySelector('[aria-busy]')))).toBe(true);
    expect(await leftovers(page)).toEqual({ globals: [], scripts: 0 });

    // Hold the location feed's answer, unmount the widget meanwhile, then let the answer arrive.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/instagram/v1/locations/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const host = document.getElementById('feed-location')!;
      window.LocatorWidgets!.unmount(host);
      window.LocatorWidgets!.mount(host);
    });
    await expect.poll(async () => (await leftovers(page)).scripts).toBe(1);
    expect((await leftovers(page)).globals).toHaveLength(1);
    await page.evaluate(() => window.LocatorWidgets!.unmount(document.getElementById('feed-location')!));
    // The tag goes at once; a stand-in keeps the late answer from throwing, and goes when it has run.
    expect((await leftovers(page)).scripts).toBe(0);
    await expect(page.locator('#feed-location .photo-grid li')).toHaveCount(5);
    const errorsBefore = pageErrors.length;
    release();
    await expect.poll(async () => (await leftovers(page)).globals).toEqual([]);
    expect(pageErrors.length).toBe(errorsBefore);
    await expect(page.locator('#feed-location .locator-photo-feed__grid')).toHaveCount(0);
  });

  test('renders XSS captions as text over JSON and JSONP', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openQaPage(page);
    for (const [feed, id] of [['feed-tagged', '1008001_1008'], ['feed-user-jsonp', '1631001_1631'], ['feed-location', '1008001_1008']]) {
      const image = page.locator(`#${feed} img[src*="/photo/${id}-"]`);
      await expect(image).toHaveAttribute('alt', /^<img src=x onerror=alert\(1\)> /);
    }
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('location page: the feed from its JSON block over the server grid, with JS off too', async ({ page, browser, request }) => {
    const path = '/locations/fr/paris/pommelune-paris-lilas';
    const offline = await browser.newContext({ javaScriptEnabled: false });
    const plain = await offline.newPage();
    await plain.goto(path);
    const server = plain.locator('#photo-feed');
    await expect(server.locator('.photo-grid li')).toHaveCount(6);
    await expect(server.locator('a[target="_blank"]').first()).toHaveAttribute('href', 'https://www.instagram.com/p/pommelune1001001x1001/');
    await expect(server.locator('li').first()).toContainText('627 j’aime');
    await offline.close();

    await page.goto(path);
    await page.locator('#photo-feed').scrollIntoViewIfNeeded();
    await settled(page);
    const feed = page.locator('#photo-feed');
    await expect(feed.locator('.locator-photo-feed__item')).toHaveCount(6);
    await expect(feed.locator('.locator-photo-feed__item').first()).toContainText('627 j’aime');
    await feed.getByRole('button', { name: 'Voir plus de photos' }).click();
    await expect(feed.locator('.locator-photo-feed__item')).toHaveCount(7);
    await expect(feed.getByRole('status')).toHaveText('1 photo ajoutée');
    const calls = (await sandboxLog(request, `${FEED_PATH}/`)).map((entry) => [entry.path, entry.query]);
    expect(calls).toEqual([
      [`${FEED_PATH}/users/1001/media/recent`, { access_token: 'sandbox-token', count: '6' }],
      [`${FEED_PATH}/users/1001/media/recent`, { access_token: 'sandbox-token', count: '6', max_id: '1001006_1001' }],
    ]);
    // Scoped to the feed: the rest of the page belongs to other widgets' specs.
    const axe = await new AxeBuilder({ page }).include('#photo-feed').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a keyboard visitor on a photo of the server grid stays on that photo when the feed’s grid takes its place', async ({ page, request }) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { path: string; locale: string }[] };
    // The feed answers once the visitor is in the server grid.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/sandbox/instagram/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(index.locations.find((location) => location.locale === 'en_US')!.path);
    const feed = page.locator('[data-locator="photo-feed"]');
    await feed.scrollIntoViewIfNeeded();
    const fourth = feed.locator('a').nth(3);
    const href = (await fourth.getAttribute('href'))!;
    await fourth.focus();
    answer();
    await expect(feed.locator('.locator-photo-feed__link').first()).toBeVisible();
    await expect(page.locator('[data-locator="photo-feed"] .locator-photo-feed__link').nth(3)).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
  });

  test('has no axe violation once the feeds have loaded', async ({ page }) => {
    await openQaPage(page);
    await expectNoAxeViolations(page);
  });
});
