import type { Page } from '@playwright/test';
import { errorsOf, expect, expectNoAxeViolations, settled, test } from './support';

// The fixtures' "now": 2026-11-21 12:00 UTC, 13:00 in Paris.
const NOW = new Date('2026-11-21T12:00:00Z');

const shownIds = (page: Page, block: string) =>
  page.locator(`#${block} li.event`).evaluateAll((items) => items.map((item) => item.id));

async function open(page: Page): Promise<void> {
  await page.clock.install({ time: NOW });
  await page.goto('/qa/events');
  await settled(page);
}

/**
 * Pauses the page clock a moment ahead (loading took some real time) and returns a function that runs the clock,
 * timers included, up to an exact instant: expiry is then checked to the second, however slow the machine.
 */
async function takeClock(page: Page): Promise<(iso: string) => Promise<void>> {
  let now = Math.ceil(((await page.evaluate(() => Date.now())) + 1_000) / 1_000) * 1_000;
  await page.clock.pauseAt(now);
  return async (iso) => {
    const target = Date.parse(iso);
    await page.clock.runFor(target - now);
    now = target;
  };
}

test.describe('events widget', () => {
  test('shows only events not yet ended; end 0 lasts until midnight in the store zone', async ({ page, consoleEntries }) => {
    await open(page);
    await expect.poll(() => shownIds(page, 'events-main')).toEqual(['e-today', 'e-soon', 'e-future', 'e-xss']);
    await expect(page.locator('#events-main')).toBeVisible();
    // Tokyo: 10:00 local today, open until midnight there (15:00 UTC). New York: 20:00 yesterday there, so ended,
    // and with it the whole block.
    await expect.poll(() => shownIds(page, 'events-tokyo')).toEqual(['t-1']);
    await expect(page.locator('#events-new-york')).toBeHidden();
    await expect(page.getByRole('heading', { name: /New York store/ })).toHaveCount(0);
    expect(errorsOf(consoleEntries)).toEqual([]);
  });

  test('shows at most eventsToDisplay, and the next one comes in when a shown one ends', async ({ page }) => {
    await open(page);
    await expect.poll(() => shownIds(page, 'events-limit')).toEqual(['l-1', 'l-2']);
    const runUntil = await takeClock(page);
    await runUntil('2026-11-21T12:10:00Z');
    await expect.poll(() => shownIds(page, 'events-limit')).toEqual(['l-2', 'l-3']);
  });

  test('an event that ends while the page is open disappears at that instant; the last one takes the block with it', async ({ page }) => {
    await open(page);
    await expect(page.locator('#events-ended')).toBeHidden();
    await expect(page.locator('#x-1')).toBeVisible();
    // A keyboard visitor is on a link of the event when it ends.
    await page.locator('#x-1').evaluate((item) => item.insertAdjacentHTML('beforeend', ' <a href="#reading" id="x-1-link">Details</a>'));
    await page.locator('#x-1-link').focus();
    const runUntil = await takeClock(page);
    await runUntil('2026-11-21T12:04:59Z');
    await expect(page.locator('#x-1')).toBeVisible();
    await runUntil('2026-11-21T12:05:00Z');
    await expect(page.locator('#x-1')).toHaveCount(0);
    await expect(page.locator('#events-expiring')).toBeHidden();
    // The block went with its last event: the focus goes on to what Tab reaches after it, not to the top of the page.
    await runUntil('2026-11-21T12:05:01Z');
    const focusAfterBlock = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const block = document.getElementById('events-expiring')!;
        return !!active && active !== document.body && !!(block.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    await expect.poll(focusAfterBlock).toBe(true);
    // 12:30 UTC: the face painting ends; the rest of the Paris block stays.
    await runUntil('2026-11-21T12:29:59Z');
    await expect(page.locator('#e-soon')).toBeVisible();
    await runUntil('2026-11-21T12:30:00Z');
    await expect(page.locator('#e-soon')).toHaveCount(0);
    await expect.poll(() => shownIds(page, 'events-main')).toEqual(['e-today', 'e-future', 'e-xss']);
    // 23:00 UTC is midnight in Paris: the open-ended fitting day is over.
    await runUntil('2026-11-21T22:59:59Z');
    await expect(page.locator('#e-today')).toBeVisible();
    await runUntil('2026-11-21T23:00:00Z');
    await expect.poll(() => shownIds(page, 'events-main')).toEqual(['e-future', 'e-xss']);
  });

  test('event titles stay text: an HTML payload is shown, never run', async ({ page }) => {
    await open(page);
    await expect(page.locator('#e-xss strong')).toHaveText('<img src=x onerror="window.__xss=1"> <script> window.__xss=2 </script>');
    await expect(page.locator('#e-xss img, #e-xss script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('unmounting puts every event and the hidden blocks back', async ({ page }) => {
    await open(page);
    await expect(page.locator('#events-ended')).toBeHidden();
    await page.evaluate(() => window.LocatorWidgets!.unmount());
    await expect(page.locator('#events-ended')).toBeVisible();
    await expect.poll(() => shownIds(page, 'events-main')).toEqual(['e-past', 'e-yesterday', 'e-today', 'e-soon', 'e-future', 'e-xss']);
    await expect(page.locator('#e-future time')).toHaveText('Saturday, 28 November 2026 at 15:00');
  });

  test('has no axe violations', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('events dates for a visitor in another zone', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test("are shown in the page locale and the store's zone, with the zone's name", async ({ page }) => {
    await open(page);
    // Store in Paris, visitor in New York: 15:00 Paris time, named, in British English (the page's en_GB).
    await expect(page.locator('#e-future time')).toHaveText(/^Saturday,? 28 November 2026 at 15:00 (CET|GMT\+1)$/);
    await expect(page.locator('#t-1 time')).toHaveText(/^Saturday,? 21 November 2026 at 10:00 (JST|GMT\+9)$/);
  });
});
