import type { Page } from '@playwright/test';
import { expect, settled } from './support';

export const FEED_PATH = '/sandbox/instagram/v1';
export const CALLBACK = /^locatorPhotoFeed\d+_[a-z0-9]+$/;

/** The photo ids a feed shows, in order, read from the image URLs (/sandbox/images/photo/{id}-{width}.svg). */
export async function photoIds(page: Page, feed: string): Promise<string[]> {
  const sources = await page.locator(`#${feed} .locator-photo-feed__image`).evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((src) => /\/photo\/([^/]+)-\d+\.svg$/.exec(src)?.[1] ?? src);
}

/** Callback globals and feed script tags the JSONP transport may have left. */
export function leftovers(page: Page) {
  return page.evaluate(() => ({
    globals: Object.keys(window).filter((key) => key.startsWith('locatorPhotoFeed')),
    scripts: Array.from(document.querySelectorAll('script[src]')).filter((script) => script.getAttribute('src')!.includes('/sandbox/instagram/')).length,
  }));
}

export async function openQaPage(page: Page): Promise<void> {
  await page.goto('/qa/photo-feed');
  await settled(page);
  // The last feeds to answer: every success feed shows its grid.
  for (const [feed, count] of [['feed-user-json', 3], ['feed-user-jsonp', 4], ['feed-tagged', 6], ['feed-location', 5], ['feed-popular', 4]] as const) {
    await expect(page.locator(`#${feed} .locator-photo-feed__item`)).toHaveCount(count);
  }
}
