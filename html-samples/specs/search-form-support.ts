import type { Page } from '@playwright/test';
import { settled } from './support';

/** Shared by the search-form specs. */
export const TYPE_TO_SEARCH = 'Type to begin querying for matching results';
export const LYON = { name: 'Lyon, Auvergne-Rhône-Alpes, France', q: '45.74906,4.84789' };
export const geocoding = (query: string) => `**/sandbox/geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json?*`;

export const input = (page: Page) => page.locator('#q');
export const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggested places' });
export const options = (page: Page) => listbox(page).getByRole('option');
export const liveRegion = (page: Page) => page.locator('.locator-search-sr-only');
export const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
export const locateButton = (page: Page) => page.getByRole('button', { name: 'Use my location' });

/** Reaches the search input with the Tab key only, as a keyboard user does. */
export async function tabTo(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
  }
  throw new Error(`#${id} cannot be reached with Tab`);
}

/** A frame after the last DOM change: whatever the page was going to paint has been painted. */
export const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

