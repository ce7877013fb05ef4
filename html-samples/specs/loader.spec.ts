import { analyticsListening, errorsOf, expect, resetSandbox, sandboxLog, settled, test } from './support';

test.describe('loader', () => {
  test('a page downloads the loader, the runtime and only the chunks of the widgets it has', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/qa/loader');
    await settled(page);
    const widgetChunks = scripts.filter((path) => path.includes('/widget-')).map((path) => /widget-([a-z-]+)-[\w-]{7}\.js$/.exec(path)?.[1]);
    expect(widgetChunks.sort()).toEqual(['description', 'header-footer', 'phone']);
    expect(scripts[0]).toBe('/assets/locator-widgets/locator.js');
  });

  test('the page with no marked elements makes no other request and writes nothing to the DOM', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __writes: number };
      w.__writes = 0;
      // Count mutations after the parser finished: those are script writes. The parser's own last ones may be
      // delivered after that moment: they are taken out when it comes (before the loader, a module script, runs).
      let counting = false;
      const observer = new MutationObserver((records) => {
        if (counting) w.__writes += records.length;
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        observer.takeRecords();
        counting = true;
      });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/qa/no-widgets');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['/qa/no-widgets', '/samples.css', '/assets/locator-widgets/locator.js']);
    expect(await page.evaluate(() => (window as unknown as { __writes: number }).__writes)).toBe(0);
    await expect(page.locator('a[target="_blank"]')).not.toHaveAttribute('rel', /noopener/);
  });

  test('a page whose only locator markup is a block for a missing element logs it, and stays untouched', async ({ page, consoleEntries }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Served from the sample origin so the loader is the sample server's; the page itself is this test's.
    await page.route('**/qa/orphan-block', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Orphan block</title></head><body><main><p>Shop</p></main><script type="application/json" data-locator-config-for="gone-map">{"config":{}}</script><script type="module" src="/assets/locator-widgets/locator.js"></script></body></html>',
      }),
    );
    await page.goto('/qa/orphan-block');
    await page.waitForLoadState('networkidle');
    expect(errorsOf(consoleEntries)).toEqual(['[locator] no element has the id "gone-map" named by a configuration block']);
    expect(requests).toEqual(['/qa/orphan-block', '/assets/locator-widgets/locator.js']);
  });

  test('an element with the id "LocatorWidgets" (named on window by the browser) does not stand the loader down', async ({ page, consoleEntries, pageErrors }) => {
    await page.route('**/qa/named-element', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Named element</title></head><body><main><div id="LocatorWidgets">Store finder</div><p><span data-locator="phone" id="phone-us" data-phone="212.555.0142">212.555.0142</span></p></main><script type="module" src="/assets/locator-widgets/locator.js"></script></body></html>',
      }),
    );
    await page.goto('/qa/named-element');
    await expect(page.locator('#phone-us a[href^="tel:"]')).toHaveText('(212) 555-0142');
    expect(await page.evaluate(() => typeof window.LocatorWidgets?.mount)).toBe('function');
    expect(errorsOf(consoleEntries)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('mount and unmount given no element (a block not found, a selector string) say so, and change nothing', async ({ page, consoleEntries, pageErrors }) => {
    await page.goto('/qa/loader');
    await settled(page);
    await page.evaluate(() => {
      const api = window.LocatorWidgets!;
      api.mount(document.querySelector('#not-there')!);
      api.unmount('#phone-us' as unknown as Element);
    });
    expect(errorsOf(consoleEntries)).toEqual(['[locator] mount/unmount: not an element or document: null', '[locator] mount/unmount: not an element or document: #phone-us']);
    expect(pageErrors).toEqual([]);
    await expect(page.locator('#phone-us a[href^="tel:"]')).toHaveText('(212) 555-0142');
  });

  test('mounts widgets with performance marks and a React root each, and mounting twice is a no-op', async ({ page }) => {
    await page.goto('/qa/loader');
    await settled(page);
    await expect(page.locator('#phone-us a[href^="tel:"]')).toHaveText('(212) 555-0142');
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));
    expect(marks).toEqual(expect.arrayContaining(['locator:start', 'locator:mounted:phone#phone-us', 'locator:mounted:description#about', 'locator:all-mounted']));
    await page.evaluate(() => window.LocatorWidgets!.mount());
    await settled(page);
    await expect(page.locator('#phone-us [data-locator-root]')).toHaveCount(1);
    await expect(page.locator('#phone-us')).toHaveAttribute('data-locator-state', 'mounted');
  });

  test('mounts elements added later and unmounts removed ones, releasing them', async ({ page }) => {
    await page.goto('/qa/loader');
    await settled(page);
    await page.evaluate(() => {
      const w = window as unknown as { __events: string[] };
      w.__events = [];
      for (const name of ['mounted', 'unmounted'] as const) window.LocatorWidgets!.on(name, (d) => w.__events.push(`${name}:${d.id}`));
    });
    await page.getByRole('button', { name: 'Add a phone widget' }).click();
    await expect(page.locator('#phone-added a')).toHaveText('(415) 555-0199');
    await page.getByRole('button', { name: 'Remove the added phone widget' }).click();
    await expect(page.locator('#phone-added')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(['mounted:phone-added', 'unmounted:phone-added']);
  });

  test('a page whose widgets come after the load starts as a locator page with the first: new-tab links, analytics', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/no-widgets');
    await page.waitForLoadState('networkidle');
    const link = page.locator('a[href="https://www.example.org/"]');
    await expect(link).not.toHaveAttribute('rel', /noopener/);
    // What a single-page app's view brings in: the page's services and site data blocks (the services those of the
    // sample pages: the sandbox's pixel) and a widget, then a tracked button.
    const services = /data-locator-page="services">([^<]*)</.exec(await (await request.get('/qa/analytics')).text())![1]!;
    await page.evaluate((servicesJson) => {
      const endpoints = document.createElement('script');
      endpoints.type = 'application/json';
      endpoints.setAttribute('data-locator-page', 'services');
      endpoints.textContent = servicesJson;
      const site = document.createElement('script');
      site.type = 'application/json';
      site.setAttribute('data-locator-page', 'site');
      site.textContent = JSON.stringify({ businessId: 4242, siteId: 77 });
      const phone = document.createElement('div');
      phone.id = 'phone-later';
      phone.setAttribute('data-locator', 'phone');
      phone.textContent = '212.555.0142';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Book a fitting';
      button.setAttribute('data-locator-track', 'cta');
      document.querySelector('main')!.append(endpoints, site, phone, button);
    }, services);
    await expect(page.locator('#phone-later a')).toHaveText('(212) 555-0142');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(link).toHaveAccessibleName(/Link Opens in New Tab$/);
    await analyticsListening(page);
    await page.getByRole('button', { name: 'Book a fitting' }).click();
    await expect.poll(async () => (await sandboxLog(request, '/sandbox/analytics/')).map((entry) => entry.query.eventType)).toEqual(['cta']);
  });

  test('unmount through the API puts the server markup back, and mount brings the widget again', async ({ page }) => {
    await page.goto('/qa/loader');
    await settled(page);
    await page.evaluate(() => window.LocatorWidgets!.unmount(document.getElementById('phone-us')!));
    await expect(page.locator('#phone-us')).toHaveText('212.555.0142');
    await expect(page.locator('#phone-us a')).toHaveCount(0);
    await page.evaluate(() => window.LocatorWidgets!.mount(document.getElementById('phone-us')!));
    await expect(page.locator('#phone-us a')).toHaveText('(212) 555-0142');
  });

  test('new-tab links get rel nofollow noopener noreferrer and the hidden new-tab text', async ({ page }) => {
    await page.goto('/qa/loader');
    const link = page.locator('a[href="https://www.example.org/brand"]');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(link).toHaveAccessibleName('Our brand story Link Opens in New Tab');
    // A page of the site itself: told of the new tab, not kept from search engines (spec §9 names external links).
    const own = page.locator('a[href="/qa/reviews"]');
    await expect(own).toHaveAccessibleName('Our reviews page Link Opens in New Tab');
    await expect(own).not.toHaveAttribute('rel', /nofollow/);
    // Named by its aria-label (an icon-only link), which hides the text inside it: the text is its description.
    const icon = page.getByRole('link', { name: 'Instagram', exact: true });
    await expect(icon).toHaveAccessibleDescription('Link Opens in New Tab');
  });

  test("a page downloads its own language's texts only; where they fail to load, English stands in", async ({ page, request, consoleEntries }) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { path: string; locale: string }[] };
    const amsterdam = index.locations.find((location) => location.locale === 'nl_NL')!;
    const languages: string[] = [];
    page.on('request', (req) => {
      const language = /\/chunks\/([a-z]{2})-[\w-]+\.js$/.exec(req.url())?.[1];
      if (language) languages.push(language);
    });
    await page.goto(amsterdam.path);
    await settled(page);
    expect(languages).toEqual(['nl']);
    // The description's toggle reads the widget's texts.
    await page.locator('#description button').click();
    await expect(page.locator('#description button')).toHaveText('Minder tonen');

    // The Paris page with its French chunk failing: its widgets mount, in English, with one warning.
    const paris = index.locations.find((location) => location.locale === 'fr_FR')!;
    await page.route(/\/chunks\/fr-[\w-]+\.js$/, (route) => route.abort());
    languages.length = 0;
    await page.goto(paris.path);
    await settled(page);
    expect(languages).toEqual(['fr', 'en']);
    await page.locator('#description button').click();
    await expect(page.locator('#description button')).toHaveText('Show less');
    expect(await page.locator('[data-locator-state="failed"]').count()).toBe(0);
    expect(consoleEntries.filter((entry) => entry.text.includes('the fr texts could not load; English stands in'))).toHaveLength(1);
  });

  test('a clean page logs no error', async ({ page, consoleEntries, pageErrors }) => {
    await page.goto('/qa/loader');
    await settled(page);
    expect(errorsOf(consoleEntries)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
