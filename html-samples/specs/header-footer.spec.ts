import { errorsOf, expect, expectNoAxeViolations, holdRoute, settled, test } from './support';

test.describe('shop header and footer', () => {
  test('a fr_BE page takes the be/fr shop header and footer, in parallel, and the main area its override', async ({ page }) => {
    const requests: { url: string; accept: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/shop/')) requests.push({ url: new URL(request.url()).pathname, accept: request.headers().accept });
    });
    await page.goto('/qa/header-footer');
    await settled(page);
    await expect(page.locator('#shop-header .shop-header[data-shop-site="be/fr"]')).toBeVisible();
    await expect(page.locator('#shop-footer .shop-footer[data-shop-site="be/fr"]')).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('main')).toHaveClass(/locator-shop-main/);
    expect(requests.map((r) => r.url).sort()).toEqual(['/sandbox/shop/be/fr/footer', '/sandbox/shop/be/fr/header']);
    expect(requests.every((r) => r.accept === 'application/json')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shopHeaderScriptRan?: boolean }).__shopHeaderScriptRan)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('each language goes to its shop site; ja_JP keeps the plain header', async ({ page, request }) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    const expected: Record<string, string | null> = { fr_FR: 'fr', fr_BE: 'be/fr', it_IT: 'it', de_DE: 'de', es_ES: 'es', nl_NL: 'be/nl', nl_BE: 'be/nl', en_GB: 'uk', en_US: 'uk', ja_JP: null };
    for (const { locale, path } of index.locations) {
      await page.goto(path);
      await settled(page);
      const site = expected[locale];
      if (site) await expect(page.locator('.shop-header'), locale).toHaveAttribute('data-shop-site', site);
      else {
        await expect(page.locator('.site-header'), locale).toBeVisible();
        await expect(page.locator('.shop-header'), locale).toHaveCount(0);
      }
    }
  });

  test('a footer that answers before the header waits for it (the shop styles come with the header): nothing moves', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifted: number };
      w.__shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const header = await holdRoute(page, '**/sandbox/shop/**/header');
    const footerAnswered = page.waitForResponse((response) => response.url().endsWith('/footer'));
    await page.goto('/qa/header-footer');
    await header.asked;
    await footerAnswered;
    // Two frames after the footer's answer: had it gone in, it would have been drawn, unstyled.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('#shop-footer .site-footer')).toBeVisible();
    await expect(page.locator('#shop-footer .shop-footer')).toHaveCount(0);
    header.release();
    await expect(page.locator('#shop-footer .shop-footer')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted)).toBe(0);
  });

  test('a failing footer keeps the plain footer, logs the spec message, and the header still comes', async ({ page, consoleEntries }) => {
    await page.route('**/sandbox/shop/**/footer', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/qa/header-footer');
    await settled(page);
    await expect(page.locator('.shop-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.locator('main')).not.toHaveClass(/locator-shop-main/);
    await expect.poll(() => errorsOf(consoleEntries).filter((text) => text.startsWith('Unexpected error loading header/footer')).length).toBe(1);
  });

  test('a 200 answer that is no HTML part (JSON, empty) keeps the plain header and footer, with the spec message', async ({ page, consoleEntries }) => {
    // JSON that carries the markup in a string: inserted, the visitor would read braces and escaped quotes.
    const json = JSON.stringify({ html: '<header class="json-header">Shop</header>' });
    await page.route('**/sandbox/shop/**/header', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: json }));
    await page.route('**/sandbox/shop/**/footer', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '  ' }));
    await page.goto('/qa/header-footer');
    await settled(page);
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.getByText('"html"')).toHaveCount(0);
    await expect(page.locator('.json-header')).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveClass(/locator-shop-main/);
    await expect.poll(() => errorsOf(consoleEntries).filter((text) => text.startsWith('Unexpected error loading header/footer')).length).toBeGreaterThan(0);
  });

  test('a header script that throws logs "Error running ajax scripts" and the header stays', async ({ page, consoleEntries }) => {
    await page.route('**/sandbox/shop/**/header', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</header>', '<script>throw new Error("shop script broke")</script></header>');
      await route.fulfill({ response, body });
    });
    await page.goto('/qa/header-footer');
    await settled(page);
    await expect(page.locator('.shop-header')).toBeVisible();
    await expect.poll(() => errorsOf(consoleEntries).filter((text) => text.startsWith('Error running ajax scripts')).length).toBe(1);
  });

  test('a whole HTML document answer: its body and styles go in, not its title or base; its scripts run in order, a library before its user', async ({ page, consoleEntries }) => {
    // The library arrives late: its user must still wait for it.
    const { asked: libraryAsked, release: releaseLibrary } = await holdRoute(page, '**/shop-lib.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__shopLib = { ready: true };' }),
    );
    await page.route('**/sandbox/shop/**/header', async (route) => {
      const fragment = await (await route.fetch()).text();
      const body = `<!doctype html><html lang="fr"><head><title>Shop header</title><base href="https://elsewhere.example/"><style id="shop-head-style">.shop-header{outline:0}</style><script src="/shop-lib.js"></script></head>
<body><noscript><img src="/shop-pixel.gif" alt=""></noscript>${fragment.replace('</header>', '<script>window.__shopOrder = window.__shopLib && window.__shopLib.ready ? "library first" : "library missing"</script></header>')}</body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    });
    const pixels: string[] = [];
    page.on('request', (request) => void (request.url().includes('shop-pixel') && pixels.push(request.url())));
    // Not waiting for the load event: a held file the page asked for before it would hold that event back too.
    await page.goto('/qa/header-footer', { waitUntil: 'domcontentloaded' });
    await libraryAsked;
    await expect(page.locator('#shop-header .shop-header')).toBeVisible();
    releaseLibrary();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shopOrder?: string }).__shopOrder)).toBe('library first');
    await expect(page.locator('#shop-header title, #shop-header base')).toHaveCount(0);
    expect(await page.evaluate(() => document.baseURI)).not.toContain('elsewhere.example');
    // The style sheet of the document's head came in; its <noscript> fallback did not come alive.
    await expect(page.locator('#shop-header style#shop-head-style')).toHaveCount(1);
    expect(pixels).toEqual([]);
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test('the shop’s style sheets load before its HTML goes in, restyling nothing meanwhile: no unstyled header shows', async ({ page, consoleEntries }) => {
    const { asked: sheetAsked, release: releaseSheet } = await holdRoute(page, '**/shop-theme.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: '.shop-header { border-top: 7px solid rgb(1, 2, 3); }' }),
    );
    // A quick sheet whose rule would move the page's own header, were it applied before the swap.
    const quickLoaded = new Promise<void>((resolve) => {
      void page.route('**/shop-quick.css', async (route) => {
        await route.fulfill({ contentType: 'text/css', body: '.site-header { margin-top: 40px; }' });
        resolve();
      });
    });
    await page.route('**/shop-broken.css', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/sandbox/shop/**/header', async (route) => {
      const fragment = await (await route.fetch()).text();
      const body = `<!doctype html><html lang="fr"><head><link rel="stylesheet" href="/shop-theme.css"><link rel="stylesheet" href="/shop-quick.css" media="screen"><link rel="stylesheet" href="/shop-broken.css"></head><body>${fragment}</body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    });
    await page.goto('/qa/header-footer', { waitUntil: 'domcontentloaded' });
    await Promise.all([sheetAsked, quickLoaded]);
    // A sheet is still on its way: the plain header stays, untouched by the sheets already in; the shop's is not in.
    await expect(page.locator('#shop-header .site-header')).toBeVisible();
    await expect(page.locator('#shop-header .site-header')).toHaveCSS('margin-top', '0px');
    await expect(page.locator('#shop-header .shop-header')).toHaveCount(0);
    // The shop's header shows styled from its first frame.
    const firstStyle = page.waitForFunction(() => {
      const header = document.querySelector('#shop-header .shop-header');
      return header && getComputedStyle(header).borderTopWidth;
    });
    releaseSheet();
    expect(await (await firstStyle).jsonValue()).toBe('7px');
    await expect(page.locator('#shop-header .site-header')).toHaveCount(0);
    // The sheets keep their own media once on.
    await expect(page.locator('#shop-header link[href="/shop-quick.css"]')).toHaveAttribute('media', 'screen');
    await expect(page.locator('#shop-header link[href="/shop-theme.css"]')).not.toHaveAttribute('media', /./);
    expect(errorsOf(consoleEntries).filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('a shop style sheet that never answers holds its header back for 3 s, no longer', async ({ page }) => {
    await page.route('**/shop-theme.css', () => {
      // Never answered while the test runs.
    });
    await page.route('**/sandbox/shop/**/header', async (route) => {
      const fragment = await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'text/html', body: `<link rel="stylesheet" href="/shop-theme.css">${fragment}` });
    });
    // The page's clock stands still from the start: it moves only as the test runs it, so the 3 s are the page's own
    // whatever the machine's pace.
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-21T12:00:01Z'));
    // When (on the page's clock) the sheet went in, turned off: its wait begins then.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        if (!records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLLinkElement && node.href.endsWith('/shop-theme.css')))) return;
        (window as unknown as { __sheetIn: number }).__sheetIn = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/qa/header-footer', { waitUntil: 'domcontentloaded' });
    const sheetIn = () => page.evaluate(() => (window as unknown as { __sheetIn?: number }).__sheetIn);
    // Run in steps while the page loads (its timers wait for the clock too).
    while ((await sheetIn()) === undefined) await page.clock.runFor(50);
    await expect(page.locator('#shop-header link[href="/shop-theme.css"]')).toHaveAttribute('media', 'not all');
    // 100 ms short of the 3 s, and past them.
    await page.clock.runFor(2_900 - ((await page.evaluate(() => Date.now())) - (await sheetIn())!));
    await expect(page.locator('#shop-header .shop-header')).toHaveCount(0);
    await expect(page.locator('#shop-header .site-header')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.locator('#shop-header .shop-header')).toBeVisible();
  });

  test('an external shop script that fails to load logs "Error running ajax scripts"; a hanging footer does not hold back the header', async ({ page, consoleEntries }) => {
    await page.route('**/shop-missing.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/sandbox/shop/**/footer', () => {
      // Never answered while the test runs.
    });
    await page.route('**/sandbox/shop/**/header', async (route) => {
      const body = (await (await route.fetch()).text()).replace('</header>', '<script src="/shop-missing.js"></script></header>');
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    });
    await page.goto('/qa/header-footer');
    await expect(page.locator('#shop-header .shop-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect.poll(() => errorsOf(consoleEntries).filter((text) => text.startsWith('Error running ajax scripts')).length).toBe(1);
  });

  test('narrow screens: the menu opens and closes, traps Tab in the header, and resets when the view becomes wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The trap's code is asked for once the narrow header is in; the menu is trapped once it has come.
    const trapCode = page.waitForResponse((response) => response.url().includes('/focus-trap'));
    await page.goto('/qa/header-footer');
    await settled(page);
    const menu = page.locator('.shop-header__menu-toggle');
    const nav = page.locator('#shop-header-nav');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await trapCode;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/locator-menu-open/);
    // The focus stays on the button that opened the menu; Tab goes on into it.
    await expect(menu).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link').first()).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#shop-header'))).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/locator-menu-open/);
    // Wide again: the trap is over and the navigation's links are in the tab order.
    await page.locator('#hf-phone a').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#shop-header-nav') !== null)).toBe(true);
    await page.locator('#hf-phone a').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#shop-header'))).toBe(false);
    await page.setViewportSize({ width: 375, height: 800 });
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('a view change that hides the focused control hands the focus on: menu button to menu, menu link to button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/qa/header-footer');
    await settled(page);
    const menu = page.locator('.shop-header__menu-toggle');
    await menu.focus();
    // Wide: the theme hides the menu button; the focus goes to the first link of the navigation shown instead.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.locator('#shop-header-nav a').first()).toBeFocused();
    // Narrow again: the closed menu hides that link; the focus goes to the menu button that opens it.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(menu).toBeFocused();
  });
});
