import { expect, settled, test } from './support';

test.describe('phone widget', () => {
  test('formats ten-digit numbers and shows other lengths as written, as tel: links that dial the number', async ({ page }) => {
    await page.goto('/qa/phone');
    await settled(page);
    const expected: [string, string, string][] = [
      ['p1', '(212) 555-0142', 'tel:2125550142'],
      ['p2', '(415) 555-0199', 'tel:4155550199'],
      ['p3', '+33 1 42 68 53 00', 'tel:+33142685300'],
      ['p4', '+81 3-1234-5678', 'tel:+81312345678'],
      ['p5', '1-800-555-01999', 'tel:180055501999'],
      ['p6', '＋８１ ３－１２３４－５６７８', 'tel:+81312345678'],
      ['p7', '(212) 555-0142 ext. 3', 'tel:2125550142;ext=3'],
      ['p8', '1-800-FLOWERS', 'tel:18003569377'],
      ['p9', 'Tél. +33 4 78 00 12 34', 'tel:+33478001234'],
      ['p10', 'Tel. (212) 555-0142 TTY', 'tel:2125550142'],
    ];
    for (const [id, text, href] of expected) {
      const link = page.locator(`#${id} a`);
      await expect(link).toHaveText(text);
      await expect(link).toHaveAttribute('href', href);
    }
    // A host that is a link is the link: one link, one Tab stop.
    const host = page.locator('#p11');
    await expect(host).toHaveText('(415) 555-0199');
    await expect(host).toHaveAttribute('href', 'tel:4155550199');
    await expect(host.locator('a')).toHaveCount(0);
  });
});

test.describe('description widget', () => {
  test('toggles full display on each click with aria-expanded, keeping focus on the toggle', async ({ page }) => {
    await page.goto('/qa/description');
    await settled(page);
    const toggle = page.locator('#desc').getByRole('button', { name: 'Afficher plus' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = page.locator('#desc .locator-description');
    const collapsed = (await region.boundingBox())!.height;
    await toggle.focus();
    await page.keyboard.press('Enter');
    const less = page.locator('#desc').getByRole('button', { name: 'Afficher moins' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    expect((await region.boundingBox())!.height).toBeGreaterThan(collapsed);
    await page.keyboard.press('Space');
    await expect(page.locator('#desc').getByRole('button', { name: 'Afficher plus' })).toHaveAttribute('aria-expanded', 'false');
    expect((await region.boundingBox())!.height).toBeCloseTo(collapsed, 0);
  });
});

test('a description that fits in its lines gets no toggle and no fade; narrowed until it overflows, it gets both', async ({ page }) => {
  await page.goto('/qa/description');
  await settled(page);
  const host = page.locator('#desc-short');
  await expect(host.getByRole('button')).toBeHidden();
  await expect(host.locator('.locator-description')).not.toHaveClass(/locator-description--collapsed/);
  await page.setViewportSize({ width: 120, height: 800 });
  await expect(host.getByRole('button', { name: 'Afficher plus' })).toBeVisible();
  await expect(host.locator('.locator-description')).toHaveClass(/locator-description--collapsed/);
});

test('the collapsed description ends on a whole line: paragraphs are a line apart', async ({ page }) => {
  await page.goto('/qa/description');
  await settled(page);
  const offsets = await page.locator('#desc .locator-description').evaluate((text) => {
    const line = parseFloat(getComputedStyle(text).lineHeight);
    const top = text.getBoundingClientRect().top;
    return {
      box: text.clientHeight / line,
      paragraphs: Array.from(text.children, (child) => (child.getBoundingClientRect().top - top) / line),
    };
  });
  expect(offsets.box).toBeCloseTo(3, 1);
  // Every paragraph starts on a line of the grid (before, the 1em margins put the third line two thirds in).
  for (const start of offsets.paragraphs) expect(start).toBeCloseTo(Math.round(start), 1);
});

test("a block in another language than the page's says its toggle in that language, marked so", async ({ page }) => {
  await page.goto('/qa/description');
  await settled(page);
  const toggle = page.locator('#desc-nl').getByRole('button', { name: 'Meer tonen' });
  await expect(toggle).toHaveAttribute('lang', 'nl-BE');
  await toggle.click();
  await expect(page.locator('#desc-nl').getByRole('button', { name: 'Minder tonen' })).toHaveAttribute('lang', 'nl-BE');
  // The French blocks around it keep the page's language.
  await expect(page.locator('#desc').getByRole('button')).not.toHaveAttribute('lang');
});

test('a text block the server rendered without its toggle is used as it is, with a toggle after it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/qa/description');
  await settled(page);
  const host = page.locator('#desc-block');
  await expect(host.locator('.locator-description')).toHaveCount(1);
  const text = host.locator(':scope > .locator-description');
  await expect(text).toHaveClass(/locator-description--collapsed/);
  const toggle = host.getByRole('button', { name: 'Afficher plus' });
  await expect(toggle).toBeVisible();
  expect(await toggle.evaluate((button) => button.previousElementSibling?.classList.contains('locator-description'))).toBe(true);
  await toggle.click();
  await expect(text).not.toHaveClass(/locator-description--collapsed/);
});

test('Show less on a long text read far down brings the toggle, which keeps the focus, back into view', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 240 });
  await page.goto('/qa/description');
  await settled(page);
  await page.getByRole('button', { name: 'Afficher plus' }).first().click();
  const less = page.locator('#desc').getByRole('button', { name: 'Afficher moins' });
  // Read to the end: the toggle at the bottom of the viewport, the start of the text far above it.
  await less.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  expect(await page.locator('#desc .locator-description').evaluate((text) => text.getBoundingClientRect().top)).toBeLessThan(-200);
  await less.focus();
  await page.keyboard.press('Enter');
  const more = page.locator('#desc').getByRole('button', { name: 'Afficher plus' });
  await expect(more).toBeFocused();
  await expect(more).toBeInViewport();
});

test('a description in a panel closed at mount gets its toggle when the panel opens', async ({ page }) => {
  await page.goto('/qa/description');
  await settled(page);
  const host = page.locator('#desc-hidden');
  await expect(host).toHaveAttribute('data-locator-state', 'mounted');
  await expect(host).toBeHidden();
  await page.getByLabel('Afficher « À propos de la boutique »').check();
  await expect(host.getByRole('button', { name: 'Afficher plus' })).toBeVisible();
  await expect(host.locator('.locator-description')).toHaveClass(/locator-description--collapsed/);
});

test.describe('description on the location pages (markup prepared by the server)', () => {
  const locationPath = async (request: import('@playwright/test').APIRequestContext) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    return index.locations.find((entry) => entry.locale === 'fr_FR')!.path;
  };

  test('is collapsed from the first paint, so mounting changes no box; the toggle works', async ({ page, request }) => {
    await page.goto(await locationPath(request), { waitUntil: 'domcontentloaded' });
    const host = page.locator('#description');
    // Before and after the widget mounts: the same height (the theme collapses it while scripts run).
    const before = (await host.boundingBox())!.height;
    await settled(page);
    await expect(host).toHaveAttribute('data-locator-state', 'mounted');
    expect((await host.boundingBox())!.height).toBeCloseTo(before, 0);
    const toggle = host.getByRole('button', { name: 'Afficher plus' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(host.getByRole('button', { name: 'Afficher moins' })).toHaveAttribute('aria-expanded', 'true');
    expect((await host.boundingBox())!.height).toBeGreaterThan(before);
  });

  test('with scripts off the whole text shows and there is no toggle', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(await locationPath(request));
    const host = page.locator('#description');
    await expect(host.getByRole('button')).toHaveCount(0);
    const text = host.locator('.locator-description');
    expect(await text.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    await context.close();
  });
});

test('a link in the lines shown takes the focus with the text collapsed; one in the clipped part opens it', async ({ page }) => {
  await page.goto('/qa/description');
  await settled(page);
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.id = 'desc-links';
    host.dataset.locator = 'description';
    host.dataset.lines = '2';
    const line = (text: string, href?: string) => {
      const p = document.createElement('p');
      p.append(text);
      if (href) Object.assign(p.appendChild(document.createElement('a')), { href, textContent: 'a link' });
      return p;
    };
    host.append(line('Shown first, with ', '#shown'), line('Second line. '.repeat(30)), line('Clipped, with ', '#clipped'));
    document.querySelector('main')!.prepend(host);
  });
  await settled(page);
  const text = page.locator('#desc-links > .locator-description');
  await expect(text).toHaveClass(/locator-description--collapsed/);
  await page.locator('#desc-links a[href="#shown"]').focus();
  await expect(page.locator('#desc-links a[href="#shown"]')).toBeFocused();
  await expect(text).toHaveClass(/locator-description--collapsed/);
  await page.keyboard.press('Tab');
  await expect(page.locator('#desc-links a[href="#clipped"]')).toBeFocused();
  await expect(text).not.toHaveClass(/locator-description--collapsed/);
  await expect(page.locator('#desc-links a[href="#clipped"]')).toBeInViewport();
});
