import AxeBuilder from '@axe-core/playwright';
import { errorsOf, expect, expectNoAxeViolations, resetSandbox, sandboxLog, test } from './support';
import { button, mounted, range } from './reviews-helpers';

// What the reviews widget shows (QA page /qa/reviews and the location pages): the 'Displaying…' rule, stars, owner
// responses, hostile text, lazy images with retries, markup without JavaScript, accessibility.
test.describe('reviews content', () => {
  test("'Displaying…' appears only above 2 reviews; one or two reviews have no paging", async ({ page }) => {
    await page.goto('/qa/reviews');
    for (const id of ['reviews-one', 'reviews-two']) {
      const host = await mounted(page, id);
      await expect(host.getByText(/Displaying/)).toHaveCount(0);
      await expect(host.getByRole('button')).toHaveCount(0);
      await expect(host.locator('.locator-review')).toHaveCount(id === 'reviews-one' ? 1 : 2);
    }
    const xss = await mounted(page, 'reviews-xss');
    await expect(xss.locator('.locator-reviews__label')).toHaveText('Displaying reviews 1 - 4 out of the 7 most recent');
    await button(page, 'reviews-xss', 'Next reviews').click();
    await expect(range(page, 'reviews-xss')).toHaveText('reviews 5 - 7');
  });

  test('a review with a problem is left out alone, with one console error naming it; the others are shown', async ({ page, consoleEntries }) => {
    await page.goto('/qa/reviews');
    const host = await mounted(page, 'reviews-partial');
    await expect(host.locator('.locator-review')).toHaveCount(2);
    await expect(host.getByText('Broken row')).toHaveCount(0);
    await expect(host.getByText('Thank you, Pavel!')).toBeVisible();
    await expect(host.getByText('This response has no date and is left out.')).toHaveCount(0);
    await expect(host.getByText(/Based on 3 Reviews/)).toBeVisible();
    const errors = errorsOf(consoleEntries).filter((text) => text.includes('reviews#reviews-partial'));
    expect(errors).toEqual([
      [
        '[locator] reviews#reviews-partial: part of the configuration is left out',
        '[locator] reviews#reviews-partial: config.recent[1].rating must be a number between 1 and 5, got "five"; left out',
        '[locator] reviews#reviews-partial: config.recent[1].reviewDate must be a date (YYYY-MM-DD), got undefined; left out',
        '[locator] reviews#reviews-partial: config.recent[2].comments[0].date must be a date (YYYY-MM-DD), got undefined; left out',
      ].join('\n'),
    ]);
  });

  test('stars follow the fractional rule, with an accessible text', async ({ page }) => {
    await page.goto('/qa/reviews');
    const cases: [string, string, number, number, number][] = [
      ['reviews-many', '4.8 out of 5 stars', 5, 0, 0],
      ['reviews-one', '4.5 out of 5 stars', 4, 1, 0],
      ['reviews-two', '4.2 out of 5 stars', 4, 0, 1],
    ];
    for (const [id, name, full, half, empty] of cases) {
      const host = await mounted(page, id);
      await expect(host.locator('.locator-reviews__count')).toHaveText(id === 'reviews-one' ? 'Based on 1 Review' : /^Based on \d+ Reviews$/);
      const stars = host.locator('.locator-reviews__summary').getByRole('img', { name, exact: true });
      await expect(stars).toBeVisible();
      await expect(stars.locator('.locator-star--full')).toHaveCount(full);
      await expect(stars.locator('.locator-star--half')).toHaveCount(half);
      await expect(stars.locator('.locator-star--empty')).toHaveCount(empty);
      await expect(stars.locator('svg[aria-hidden="true"]')).toHaveCount(5);
    }
  });

  test('shows the owner responses only, with short list dates and the long date in the title', async ({ page }) => {
    await page.goto('/qa/reviews');
    const host = await mounted(page, 'reviews-many');
    const config = JSON.parse((await host.locator('script[data-locator-config]').textContent())!) as {
      recent: { comments: { isOwnerResponse: boolean; content: string }[] }[];
    };
    const comments = config.recent.flatMap((review) => review.comments);
    const owner = comments.filter((comment) => comment.isOwnerResponse);
    const others = comments.filter((comment) => !comment.isOwnerResponse);
    expect(owner.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    await expect(host.locator('.locator-review__response')).toHaveCount(owner.length);
    await expect(host.locator('.locator-review__response-label').first()).toHaveText('Response from the owner');
    const shown = await host.locator('[data-locator-root]').textContent();
    for (const other of others) expect(shown).not.toContain(other.content);
    const firstDate = host.locator('.locator-review__date').first();
    await expect(firstDate).toHaveText('11/3/26');
    await expect(firstDate).toHaveAttribute('title', 'November 3, 2026');
    await expect(firstDate).toHaveAttribute('datetime', '2026-11-03');
  });

  test('renders hostile review text as text: no element is created and nothing runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/qa/reviews');
    const host = await mounted(page, 'reviews-xss');
    await expect(host.getByText('<img src=x onerror=alert(1)> Great selection of baby clothes', { exact: false })).toBeVisible();
    await expect(host.locator('.locator-review__author', { hasText: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(host.getByText('"><svg onload=alert(1)> Thank you for your kind words')).toBeVisible();
    await expect(host.locator('.locator-review__content', { hasText: '<script>alert(1)</script> Beautiful quality' })).toBeVisible();
    expect(await page.locator('img[src="x"], svg[onload], [data-locator-root] script:not([type="application/ld+json"])').count()).toBe(0);
    // The schema block keeps the text as data: `<` is escaped, and it parses back to the review text.
    const schema = await host.locator('script[type="application/ld+json"]').textContent();
    expect(schema).not.toContain('<');
    expect(JSON.stringify(JSON.parse(schema!))).toContain('<img src=x onerror=alert(1)>');
    expect(dialogs).toEqual([]);
  });

  test('a failing image gets the error class after 3 tries; a flaky one loads on its third try', async ({ page, request }) => {
    await resetSandbox(request);
    await page.goto('/qa/reviews');
    const host = await mounted(page, 'reviews-many');
    await expect(host.locator('img.locator-review__avatar')).toHaveClass(/locator-image--error/, { timeout: 5000 });
    await expect(host.locator('img.locator-review__avatar')).not.toHaveAttribute('src');
    await expect(host.locator('img.locator-reviews__logo')).toHaveClass(/locator-image--loaded/);
    await expect(host.locator('img.locator-reviews__logo')).toHaveAttribute('src', '/sandbox/images/flaky/2/qa-logo.svg');
    expect(await host.locator('img.locator-reviews__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await sandboxLog(request, '/sandbox/images/fail/qa-avatar.svg')).length).toBe(3);
    expect((await sandboxLog(request, '/sandbox/images/flaky/2/qa-logo.svg')).length).toBe(3);
  });

  for (const width of [1280, 375]) {
    test(`the QA page has no axe violation at ${width} px, on the first and on a later page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/qa/reviews');
      for (const id of ['reviews-many', 'reviews-one', 'reviews-two', 'reviews-xss', 'reviews-autoplay']) await mounted(page, id);
      await expectNoAxeViolations(page);
      await button(page, 'reviews-many', 'Next reviews').click();
      await expect(range(page, 'reviews-many')).toHaveText(width === 1280 ? 'reviews 5 - 8' : 'reviews 3 - 4');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('reviews on the location pages', () => {
  const path = '/locations/gb/barnetby-le-wold/pommelune-barnetby-le-wold-victoria-road';

  test('without JavaScript the whole list is there, owner responses only, hostile text as text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const block = page.locator('#reviews[data-locator="reviews"]');
    await expect(block.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
    await expect(block.getByText('Based on 31 Reviews')).toBeVisible();
    await expect(block.getByText('Displaying reviews 1 - 7 out of the 7 most recent')).toBeVisible();
    await expect(block.locator('.review')).toHaveCount(7);
    await expect(block.getByText('Response from the owner')).toHaveCount(4);
    await expect(block.getByText('Did you try the weekday mornings?')).toHaveCount(0);
    await expect(block.getByText('<script>alert(1)</script> Beautiful quality')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });

  test('the server markup alone has no axe violation', async ({ page }) => {
    // axe needs JavaScript: keep it on and the bundle out, so the page stays as the server rendered it.
    await page.route('**/assets/locator-widgets/**', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('#reviews .reviews-list')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('#reviews').analyze()).violations.map((v) => v.id)).toEqual([]);
  });

  test('with JavaScript the widget replaces the list with the carousel', async ({ page }) => {
    await page.goto(path);
    await mounted(page, 'reviews');
    await expect(page.locator('#reviews .locator-reviews__label')).toHaveText('Displaying reviews 1 - 4 out of the 7 most recent');
    await expect(page.locator('#reviews').getByRole('heading', { level: 2, name: 'Recent Reviews' })).toBeVisible();
    await expect(page.locator('#reviews .reviews-list')).toHaveCount(0);
    await expect(page.locator('#reviews script[type="application/ld+json"]')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).include('#reviews').analyze()).violations.map((v) => v.id)).toEqual([]);
  });

  test('a location without reviews says so, in its language', async ({ page }) => {
    // A Berlin store with no review yet.
    await page.goto('/locations/de/berlin/pommelune-berlin-goethestrasse');
    const host = await mounted(page, 'reviews');
    await expect(host.getByRole('heading', { name: 'Neueste Bewertungen' })).toBeVisible();
    await expect(host.getByText('Noch keine Bewertungen.')).toBeVisible();
    await expect(host.locator('[aria-roledescription="carousel"], script[type="application/ld+json"]')).toHaveCount(0);
  });
});
