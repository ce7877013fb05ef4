import type { Page } from '@playwright/test';
import { expect, settled } from './support';

// Helpers of the hours specs. The QA page's stores are in Paris unless named otherwise. November 2026: Paris is UTC+1,
// New York UTC-5, Tokyo UTC+9. The week used: Monday 2026-11-23 … Sunday 2026-11-29.
const DAY = { mon: 23, tue: 24, wed: 25, thu: 26, fri: 27, sat: 28, sun: 29 } as const;

/** An instant given as a Paris wall time on that week: paris('tue', '19:00'), paris('tue', '18:59:30'). */
export const paris = (day: keyof typeof DAY, time: string) => new Date(`2026-11-${DAY[day]}T${time.length === 5 ? `${time}:00` : time}+01:00`);

/** Installs a fixed-start clock, opens the page and waits for the widgets. */
export async function openAt(page: Page, time: Date, path = '/qa/hours'): Promise<void> {
  await page.clock.install({ time });
  await page.goto(path);
  await settled(page);
}

/** Moves the clock to `time` and reloads (each boundary read as a fresh page view). */
export async function reloadAt(page: Page, time: Date): Promise<void> {
  await page.clock.setFixedTime(time);
  await page.reload();
  await settled(page);
}

export const status = (page: Page, id: string) => page.locator(`#${id} .locator-hours-status`);
export const rowHeaders = (page: Page, id: string) => page.locator(`#${id} th[scope="row"]`);
export const todayRow = (page: Page, id: string) => page.locator(`#${id} tr.locator-hours-row--today`);

export async function expectStatus(page: Page, id: string, text: string, open: boolean): Promise<void> {
  const state = open ? 'open' : 'closed';
  await expect(status(page, id)).toHaveText(text);
  await expect(status(page, id)).toHaveClass(new RegExp(`locator-hours-status--${state}`));
  await expect(status(page, id).locator('.locator-hours-dot')).toHaveClass(new RegExp(`locator-hours-dot--${state}`));
}
