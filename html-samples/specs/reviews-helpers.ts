import type { Page } from '@playwright/test';
import { expect, settled } from './support';

/** Scrolls a block into view (the widget loads when visible) and waits until it is mounted. */
export async function mounted(page: Page, id: string) {
  const host = page.locator(`#${id}`);
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-locator-state', 'mounted');
  await settled(page);
  return host;
}

export const range = (page: Page, id: string) => page.locator(`#${id} .locator-reviews__range`);
export const button = (page: Page, id: string, name: 'Previous reviews' | 'Next reviews') => page.locator(`#${id}`).getByRole('button', { name });
export const slide = (page: Page, id: string, label: string) => page.locator(`#${id} [aria-roledescription="slide"][aria-label="${label}"]`);

/** Counts the clicks that reach the carousel region (embla swallows the click that ends a real drag). */
export async function countClicks(page: Page, id: string) {
  await page.locator(`#${id} [aria-roledescription="carousel"]`).evaluate((region) => {
    const w = window as unknown as { __clicks: number };
    w.__clicks = 0;
    region.addEventListener('click', () => (w.__clicks += 1));
  });
  return () => page.evaluate(() => (window as unknown as { __clicks: number }).__clicks);
}

/**
 * A mouse drag across the carousel: down, a few moves (`steps`), up (embla takes mouse events as touch swipes). `dx` is
 * a distance in pixels, or 'next' / 'prev' for 60 % of the viewport, well past the fifth of the width that pages (the
 * touch threshold). Each drag starts once the previous motion has settled, as a person's would.
 */
export async function swipe(page: Page, id: string, dx: number | 'next' | 'prev', steps = 8) {
  await restingOnPage(page, id);
  const box = (await page.locator(`#${id} .locator-reviews__viewport`).boundingBox())!;
  const distance = dx === 'next' ? -0.6 * box.width : dx === 'prev' ? 0.6 * box.width : dx;
  const x = box.x + box.width / 2 - distance / 2;
  const y = box.y + Math.min(60, box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps });
  await page.mouse.up();
}

/** Waits until the page shown sits exactly in the viewport: no drag, snap or easing still moving it. */
export async function restingOnPage(page: Page, id: string) {
  await expect
    .poll(() =>
      page.locator(`#${id}`).evaluate((host) => {
        const viewport = host.querySelector('.locator-reviews__viewport')!.getBoundingClientRect();
        const shown = host.querySelector('[aria-roledescription="slide"]:not([inert])')!.getBoundingClientRect();
        return Math.round(Math.abs(shown.left - viewport.left));
      }),
    )
    .toBe(0);
}
