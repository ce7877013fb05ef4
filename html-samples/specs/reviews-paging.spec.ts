import { expect, test } from './support';
import { button, countClicks, mounted, range, restingOnPage, slide, swipe } from './reviews-helpers';

// Paging of the reviews carousel (QA page /qa/reviews, block #reviews-many: 9 reviews) by button, keyboard, swipe
// and autoplay, with the exact range labels at 1280 and 375 px.
test.describe('reviews paging at 1280 px', () => {
  test('pages by the buttons with the exact labels, not past the ends', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    await expect(page.locator('#reviews-many .locator-reviews__label')).toHaveText('Displaying reviews 1 - 4 out of the 9 most recent');
    await expect(button(page, 'reviews-many', 'Previous reviews')).toBeDisabled();
    await expect(slide(page, 'reviews-many', '1 of 3')).not.toHaveAttribute('inert');
    await expect(slide(page, 'reviews-many', '2 of 3')).toHaveAttribute('inert', '');
    await button(page, 'reviews-many', 'Next reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await expect(slide(page, 'reviews-many', '2 of 3')).not.toHaveAttribute('inert');
    await expect(slide(page, 'reviews-many', '1 of 3')).toHaveAttribute('inert', '');
    await button(page, 'reviews-many', 'Next reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await expect(page.locator('#reviews-many .locator-reviews__label')).toHaveText('Displaying review 9 out of the 9 most recent');
    await expect(button(page, 'reviews-many', 'Next reviews')).toBeDisabled();
    await button(page, 'reviews-many', 'Previous reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    // The live region announces each change.
    await expect(page.locator('#reviews-many .locator-reviews__label')).toHaveAttribute('aria-live', 'polite');
  });

  test('pages by keyboard; focus never lands on a disabled button or a hidden page', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    await button(page, 'reviews-many', 'Next reviews').focus();
    await page.keyboard.press('Enter');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await page.keyboard.press('ArrowRight');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    // Next is now disabled: focus moved to Previous instead of falling back to the page.
    await expect(button(page, 'reviews-many', 'Previous reviews')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await page.keyboard.press('ArrowLeft');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await page.keyboard.press('Home');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 1 - 4');
    await page.keyboard.press('End');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await page.keyboard.press('Space');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    // Nothing focusable between the buttons: the label is text, hidden pages are inert.
    await button(page, 'reviews-many', 'Next reviews').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button(page, 'reviews-many', 'Previous reviews')).toBeFocused();
  });

  test('pages by swipe; a drag under 10 px is a click and does not page', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    const clicks = await countClicks(page, 'reviews-many');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await swipe(page, 'reviews-many', 'prev');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    expect(await clicks()).toBe(0);
    await swipe(page, 'reviews-many', 6);
    await expect.poll(clicks).toBe(1);
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
  });

  test('a swipe pages once it covers a fifth of the width, however slowly; a quick flick short of that goes back', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    const width = (await page.locator('#reviews-many .locator-reviews__viewport').boundingBox())!.width;
    // Slow: many small moves over 30 % of the width. The library alone went back to the nearest page.
    await swipe(page, 'reviews-many', -0.3 * width, 40);
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await restingOnPage(page, 'reviews-many');
    // Quick: two moves over 15 %. The library alone paged on the speed.
    await swipe(page, 'reviews-many', -0.15 * width, 2);
    await restingOnPage(page, 'reviews-many');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await swipe(page, 'reviews-many', 0.22 * width, 2);
    await expect(range(page, 'reviews-many')).toHaveText('reviews 1 - 4');
    await restingOnPage(page, 'reviews-many');
  });

  test('rests on whole pages in a block of a fractional width (embla measures whole pixels)', async ({ page }) => {
    await page.goto('/qa/reviews');
    await page.addStyleTag({ content: '#reviews-many { width: 700.5px }' });
    await mounted(page, 'reviews-many');
    await button(page, 'reviews-many', 'Next reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await restingOnPage(page, 'reviews-many');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await restingOnPage(page, 'reviews-many');
  });

  test('the viewport takes the height of the page shown (adaptive height)', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    const heights = () =>
      page.locator('#reviews-many').evaluate((host) => {
        const viewport = host.querySelector<HTMLElement>('.locator-reviews__viewport')!;
        const shown = host.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([inert])')!;
        return Math.round(viewport.getBoundingClientRect().height) - Math.round(shown.offsetHeight);
      });
    await expect.poll(heights).toBe(0);
    await button(page, 'reviews-many', 'Next reviews').click();
    await button(page, 'reviews-many', 'Next reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await expect.poll(heights).toBe(0);
  });

  test('autoplay pages every 3 s, pauses on hover and on focus', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-autoplay');
    // From here the clock moves only when the test says: a slow step cannot let the 3 s autoplay turn a page.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const carousel = page.locator('#reviews-autoplay [aria-roledescription="carousel"]');
    const label = page.locator('#reviews-autoplay .locator-reviews__label');
    await carousel.hover();
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 1 - 4');
    await expect(label).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 1 - 4');
    await page.mouse.move(0, 0);
    await expect(label).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(3_100);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 5 - 8');
    await page.clock.runFor(3_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 9 - 11');
    // Not infinite: at the end it turns back.
    await page.clock.runFor(3_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 5 - 8');
    const stop = page.getByRole('button', { name: 'Stop automatic slide show' });
    await stop.focus();
    await page.clock.runFor(10_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 5 - 8');
    await stop.press('Enter');
    await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
    await page.locator('h1').click();
    await page.clock.runFor(10_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 5 - 8');
  });

  test('autoplay stops once keyboard focus moves on from its button into the carousel, until started again', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-autoplay');
    // From here the clock moves only when the test says: a slow step cannot let the 3 s autoplay turn a page.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#reviews-autoplay [aria-roledescription="carousel"] :focus')).toHaveCount(1);
    const start = page.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#reviews-autoplay :focus')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 1 - 4');
    await start.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(3_100);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 5 - 8');
  });

  test('autoplay does not start with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-autoplay');
    // From here the clock moves only when the test says: a slow step cannot let the 3 s autoplay turn a page.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(range(page, 'reviews-autoplay')).toHaveText('reviews 1 - 4');
    await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  test('keeps the first visible review when the window crosses the breakpoint', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    await button(page, 'reviews-many', 'Next reviews').click();
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 6');
    await expect(slide(page, 'reviews-many', '3 of 5')).not.toHaveAttribute('inert');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 8');
  });
});

test.describe('reviews paging at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('starts at 1 to the mobile count and pages 2 at a time by the buttons', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    await expect(page.locator('#reviews-many .locator-reviews__label')).toHaveText('Displaying reviews 1 - 2 out of the 9 most recent');
    for (const expected of ['reviews 3 - 4', 'reviews 5 - 6', 'reviews 7 - 8', 'review 9']) {
      await button(page, 'reviews-many', 'Next reviews').click();
      await expect(range(page, 'reviews-many')).toHaveText(expected);
    }
    await expect(button(page, 'reviews-many', 'Next reviews')).toBeDisabled();
  });

  test('pages by keyboard and by swipe', async ({ page }) => {
    await page.goto('/qa/reviews');
    await mounted(page, 'reviews-many');
    await button(page, 'reviews-many', 'Next reviews').focus();
    await page.keyboard.press('ArrowRight');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 3 - 4');
    await page.keyboard.press('End');
    await expect(range(page, 'reviews-many')).toHaveText('review 9');
    await page.keyboard.press('Home');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 1 - 2');
    const clicks = await countClicks(page, 'reviews-many');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 3 - 4');
    await swipe(page, 'reviews-many', 'next');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 5 - 6');
    await swipe(page, 'reviews-many', 'prev');
    await expect(range(page, 'reviews-many')).toHaveText('reviews 3 - 4');
    expect(await clicks()).toBe(0);
    await swipe(page, 'reviews-many', -9);
    await expect.poll(clicks).toBe(1);
    await expect(range(page, 'reviews-many')).toHaveText('reviews 3 - 4');
  });
});
