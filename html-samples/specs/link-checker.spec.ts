import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, resetSandbox, sandboxLog, settled, test } from './support';

type Checks = Record<string, { checked: number; dead: number; networkFailures: number }>;

/**
 * Opens the QA page with one link failing at network level (the request never reaches the sandbox) and waits
 * until both checkers have reported 'ready' (every link checked).
 */
async function open(page: Page): Promise<void> {
  await page.route('**/sandbox/links/ok/offline-check', (route) => route.abort('failed'));
  await page.addInitScript(() => {
    const w = window as Window & { __linkChecks?: Checks };
    w.__linkChecks = {};
    document.addEventListener('locator:ready', (event) => {
      const detail = (event as CustomEvent<{ widget: string; id: string; data: Checks[string] }>).detail;
      if (detail.widget === 'link-checker') w.__linkChecks![detail.id] = detail.data;
    });
  });
  await page.goto('/qa/link-checker');
  await settled(page);
  await expect.poll(() => page.evaluate(() => Object.keys((window as Window & { __linkChecks?: Checks }).__linkChecks!).sort())).toEqual([
    'links-remove',
    'links-replace',
    'solo-missing',
    'solo-ok',
    'solo-remove',
  ]);
}

const tagOf = (page: Page, id: string) => page.locator(`#${id}`).evaluate((element) => element.tagName);

test.describe('link-checker widget', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('keeps 200 links, replaces 404/410/500 by a span keeping attributes and content, keeps network failures', async ({ page }) => {
    await open(page);
    for (const id of ['link-ok', 'link-redirect', 'link-offline', 'link-mail', 'remove-ok']) expect(await tagOf(page, id), id).toBe('A');
    await expect(page.locator('#link-ok')).toHaveAttribute('href', '/sandbox/links/ok/size-guide');
    await expect(page.locator('#link-offline')).toHaveAttribute('href', '/sandbox/links/ok/offline-check');

    const missing = page.locator('#link-missing');
    expect(await tagOf(page, 'link-missing')).toBe('SPAN');
    const attributes = await missing.evaluate((span) => Object.fromEntries(Array.from(span.attributes, (a) => [a.name, a.value])));
    expect(attributes).toEqual({
      id: 'link-missing',
      class: 'useful-link',
      title: 'Summer catalogue',
      'data-track-name': 'catalogue',
      'data-link-status': '404',
    });
    // The content moved over, without the loader's hidden "opens in a new tab" text, which no longer applies.
    await expect(missing).toHaveText('Summer catalogue (404)');
    await expect(missing.locator('em')).toHaveText('catalogue');
    await expect(page.locator('#link-gone')).toHaveAttribute('data-link-status', '410');
    await expect(page.locator('#link-gone')).toHaveClass('useful-link');
    await expect(page.locator('#link-error')).toHaveAttribute('data-link-status', '500');
    expect(await tagOf(page, 'link-gone')).toBe('SPAN');
    expect(await tagOf(page, 'link-error')).toBe('SPAN');
    await expect(page.locator('#links-replace').getByRole('link')).toHaveText([
      'Size guide (200)',
      'Gift cards (302 to 200)',
      'Unreachable right now (network failure in the test)',
      'Write to us (not checked)',
    ]);
    const checks = await page.evaluate(() => (window as Window & { __linkChecks?: Checks }).__linkChecks!);
    expect(checks['links-replace']).toEqual({ checked: 6, dead: 3, networkFailures: 1 });
  });

  test('sends one HEAD per link to its own address, with the page cookies (same-origin credentials)', async ({ page, request, context, baseURL }) => {
    await context.addCookies([{ name: 'visitor', value: 'v42', url: baseURL! }]);
    const cookies: Record<string, string | undefined> = {};
    page.on('request', async (req) => {
      if (req.url().includes('/sandbox/links/')) cookies[new URL(req.url()).pathname] = (await req.allHeaders()).cookie;
    });
    await open(page);
    const log = await sandboxLog(request, '/links');
    expect(new Set(log.map((entry) => entry.method))).toEqual(new Set(['HEAD']));
    expect(log.map((entry) => entry.path).sort()).toEqual([
      '/sandbox/links/error/broken',
      '/sandbox/links/gone/faq',
      '/sandbox/links/gone/old-offer',
      '/sandbox/links/gone/old-survey',
      '/sandbox/links/missing/loyalty',
      '/sandbox/links/missing/store-events',
      '/sandbox/links/missing/summer-catalogue',
      '/sandbox/links/ok/careers',
      // The redirect is followed: the final answer (200) decides.
      '/sandbox/links/ok/gift-cards',
      '/sandbox/links/ok/returns',
      '/sandbox/links/ok/size-guide',
      '/sandbox/links/redirect/gift-cards',
    ]);
    await expect.poll(() => cookies['/sandbox/links/ok/size-guide']).toBe('visitor=v42');
  });

  test('removes dead links with data-remove, and a list item left empty', async ({ page }) => {
    await open(page);
    const block = page.locator('#links-remove');
    await expect(block.getByRole('listitem')).toHaveCount(1);
    await expect(block.getByRole('link')).toHaveText(['Returns and exchanges (200)']);
    await expect(page.locator('#remove-missing, #remove-inline')).toHaveCount(0);
    await expect(block.locator('p')).toHaveText('More in the .');
  });

  test('checks a link marked itself: a dead one becomes a span (no widget any more) or goes, a live one stays', async ({ page }) => {
    await open(page);
    const checks = await page.evaluate(() => (window as Window & { __linkChecks?: Checks }).__linkChecks!);
    expect(checks['solo-ok']).toEqual({ checked: 1, dead: 0, networkFailures: 0 });
    expect(checks['solo-missing']).toEqual({ checked: 1, dead: 1, networkFailures: 0 });
    expect(checks['solo-remove']).toEqual({ checked: 1, dead: 1, networkFailures: 0 });
    expect(await tagOf(page, 'solo-ok')).toBe('A');
    await expect(page.locator('#solo-ok')).toHaveAttribute('data-locator-state', 'mounted');
    const span = page.locator('#solo-missing');
    await expect.poll(() => span.evaluate((element) => element.outerHTML)).toBe('<span id="solo-missing" class="useful-link" data-link-status="404">Store events (404)</span>');
    await expect(page.locator('#solo-remove')).toHaveCount(0);
    await expect(page.locator('#links-solo-title + p')).toHaveText(/Careers \(200\),\s+Store events \(404\),\s+\.$/);
  });

  test('checks links a page script adds to a checked list later; an address already answered is not asked again', async ({ page }) => {
    await open(page);
    const heads: string[] = [];
    page.on('request', (request) => void (request.method() === 'HEAD' && heads.push(new URL(request.url()).pathname)));
    await page.locator('#links-replace ul').evaluate((list) =>
      list.insertAdjacentHTML(
        'beforeend',
        '<li><a id="later-missing" href="/sandbox/links/missing/later-offer">Later offer (404)</a></li><li><a id="later-again" href="/sandbox/links/gone/old-offer">Old offer again (410)</a></li><li><a id="later-ok" href="/sandbox/links/ok/later-guide">Later guide (200)</a></li>',
      ),
    );
    await expect(page.locator('#later-missing')).toHaveAttribute('data-link-status', '404');
    await expect(page.locator('#later-again')).toHaveAttribute('data-link-status', '410');
    await expect.poll(() => heads.sort()).toEqual(['/sandbox/links/missing/later-offer', '/sandbox/links/ok/later-guide']);
    expect(await tagOf(page, 'later-ok')).toBe('A');
  });

  test('unmounting puts every link back', async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.LocatorWidgets!.unmount());
    for (const id of ['link-missing', 'link-gone', 'link-error', 'remove-missing', 'remove-inline']) expect(await tagOf(page, id), id).toBe('A');
    await expect(page.locator('#link-missing')).toHaveAttribute('target', '_blank');
    // The hidden new-tab text the loader had added comes back with the link.
    await expect(page.locator('#link-missing')).toHaveText('Summer catalogue (404) Link Opens in New Tab');
    await expect(page.locator('#link-missing')).toHaveAttribute('href', '/sandbox/links/missing/summer-catalogue');
    await expect(page.locator('#links-remove').getByRole('listitem')).toHaveCount(2);
    // A link marked itself left the page with its widget: it is not put back.
    expect(await tagOf(page, 'solo-missing')).toBe('SPAN');
  });

  test('has no axe violations', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
  });
});
