import { errorsOf, expect, expectNoAxeViolations, test } from './support';
import { expectStatus, openAt, paris, reloadAt, rowHeaders, status, todayRow } from './hours-support';

test.describe('hours widget, visitor in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('before opening, exactly at opening, at closing and after closing', async ({ page }) => {
    await openAt(page, paris('tue', '09:29'));
    await expectStatus(page, 'hours-split', 'Opens at 09:30', false);
    await reloadAt(page, paris('tue', '09:30'));
    await expectStatus(page, 'hours-split', 'Open until 12:30', true);
    await reloadAt(page, paris('tue', '13:15'));
    await expectStatus(page, 'hours-split', 'Opens at 14:00', false);
    await reloadAt(page, paris('tue', '19:00:59'));
    await expectStatus(page, 'hours-split', 'Open until 19:00', true);
    await reloadAt(page, paris('tue', '19:01'));
    await expectStatus(page, 'hours-split', 'Closed at 19:00', false);
  });

  test('a closed day says Closed; the table shows every day, merged where equal', async ({ page }) => {
    await openAt(page, paris('mon', '11:00'));
    await expectStatus(page, 'hours-split', 'Closed', false);
    await expect(rowHeaders(page, 'hours-split')).toHaveText(['Monday (today)', 'Tuesday – Saturday', 'Sunday']);
    await expect(page.locator('#hours-split td')).toHaveText(['Closed', '09:30 – 12:30, 14:00 – 19:00', 'Closed']);
    await expect(rowHeaders(page, 'hours-closed')).toHaveText(['Monday – Wednesday (today)', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expectStatus(page, 'hours-closed', 'Closed', false);
  });

  test('across midnight, an overnight interval stays open and belongs to the day before', async ({ page }) => {
    await openAt(page, paris('fri', '23:30'));
    await expectStatus(page, 'hours-overnight', 'Open until 02:00', true);
    await expect(todayRow(page, 'hours-overnight').locator('th')).toHaveText('Friday – Saturday (today)');
    await reloadAt(page, paris('sat', '01:00'));
    await expectStatus(page, 'hours-overnight', 'Open until 02:00', true);
    await reloadAt(page, paris('sat', '02:01'));
    await expectStatus(page, 'hours-overnight', 'Opens at 18:00', false);
  });

  test('open all day, and the midnight text when the end is midnight', async ({ page }) => {
    await openAt(page, paris('wed', '03:00'));
    await expectStatus(page, 'hours-allday', 'Open 24 hours', true);
    await expect(page.locator('#hours-allday td')).toHaveText(['Open 24 hours', '10:00 – 00:00']);
    await reloadAt(page, paris('sun', '22:00'));
    await expectStatus(page, 'hours-allday', 'Open until midnight', true);
  });

  test('12-hour and 24-hour clocks', async ({ page }) => {
    await openAt(page, paris('sat', '12:00'));
    await expectStatus(page, 'hours-twelve', 'Open until midnight', true);
    await expect(page.locator('#hours-twelve td')).toHaveText(['9:00\u00a0AM – 5:30\u00a0PM', '10:00\u00a0AM – 12:00\u00a0AM', '12:00\u00a0PM – 6:00\u00a0PM']);
    // A no-break space ties AM/PM to its time (the matcher above reads any space as one): never split on two lines.
    expect(await page.locator('#hours-twelve td').allTextContents()).toEqual(['9:00\u00a0AM – 5:30\u00a0PM', '10:00\u00a0AM – 12:00\u00a0AM', '12:00\u00a0PM – 6:00\u00a0PM']);
    await expectStatus(page, 'hours-split', 'Open until 12:30', true);
    await reloadAt(page, paris('tue', '08:00'));
    await expectStatus(page, 'hours-twelve', 'Opens at 9:00\u00a0AM', false);
  });

  test('holiday rows are marked and never merged', async ({ page }) => {
    await openAt(page, paris('thu', '12:00'));
    await expect(rowHeaders(page, 'hours-holiday')).toHaveText([
      'Monday – Tuesday',
      'Wednesday Holiday hours',
      'Thursday (today) Holiday hours',
      'Friday – Saturday',
      'Sunday',
    ]);
    await expect(page.locator('#hours-holiday tr.locator-hours-row--holiday')).toHaveCount(2);
    await expectStatus(page, 'hours-holiday', 'Open until 14:00', true);
  });

  test('today\'s row is highlighted and todayfirst starts the list from it', async ({ page }) => {
    await openAt(page, paris('thu', '10:00'));
    await expect(rowHeaders(page, 'hours-todayfirst')).toHaveText(['Thursday – Saturday (today)', 'Sunday', 'Monday – Wednesday']);
    await expect(todayRow(page, 'hours-todayfirst')).toHaveCount(1);
    await expect(todayRow(page, 'hours-todayfirst')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(todayRow(page, 'hours-todayfirst').locator('th')).toHaveCSS('background-color', 'rgb(232, 238, 248)');
    // Without todayfirst, the list stays Monday first and only the highlight moves.
    await expect(rowHeaders(page, 'hours-split')).toHaveText(['Monday', 'Tuesday – Saturday (today)', 'Sunday']);
    // In forced colours (high contrast) the background and bar are gone: an outline marks the row.
    await expect(todayRow(page, 'hours-todayfirst').locator('th')).toHaveCSS('outline-style', 'none');
    await page.emulateMedia({ forcedColors: 'active' });
    await expect(todayRow(page, 'hours-todayfirst').locator('th')).toHaveCSS('outline-style', 'solid');
    await expect(todayRow(page, 'hours-todayfirst').locator('td').first()).toHaveCSS('outline-style', 'solid');
  });

  test('the status is re-evaluated when the clock crosses a closing time, and the change is announced', async ({ page }) => {
    await openAt(page, paris('tue', '18:59:30'));
    await expectStatus(page, 'hours-split', 'Open until 19:00', true);
    await expect(status(page, 'hours-split')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(60_000); // 19:00:30: the closing minute is still open (spec §4)
    await expectStatus(page, 'hours-split', 'Open until 19:00', true);
    await page.clock.runFor(31_000); // 19:01:01
    await expectStatus(page, 'hours-split', 'Closed at 19:00', false);
    await expect(status(page, 'hours-twelve')).toHaveText('Closed at 5:30\u00a0PM');
  });

  test('at the store\'s midnight, today and the today-first order move on', async ({ page }) => {
    await openAt(page, paris('sat', '23:59:30'));
    await expect(rowHeaders(page, 'hours-todayfirst').first()).toHaveText('Saturday (today)');
    await page.clock.fastForward(60_000);
    await expect(rowHeaders(page, 'hours-todayfirst')).toHaveText(['Sunday (today)', 'Monday – Saturday']);
    await expectStatus(page, 'hours-todayfirst', 'Closed', false);
  });

  test('the widget renders in the same box as the server table', async ({ page, browser }) => {
    await openAt(page, paris('wed', '10:00'));
    // The zone note's box is in the server markup (hidden): a store in another zone (Tokyo) keeps the same box too.
    const ids = ['hours-split', 'hours-holiday', 'hours-twelve', 'hours-allday', 'hours-tokyo'];
    const withJs = await Promise.all(ids.map((id) => page.locator(`#${id}`).boundingBox()));
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Europe/Paris', viewport: page.viewportSize() });
    const noJs = await context.newPage();
    await noJs.goto('/qa/hours');
    const withoutJs = await Promise.all(ids.map((id) => noJs.locator(`#${id}`).boundingBox()));
    await expect(noJs.locator('#hours-split table caption')).toHaveText('Opening hours');
    await expect(noJs.locator('#hours-split td')).toHaveText(['Closed', '09:30 – 12:30, 14:00 – 19:00', 'Closed']);
    await context.close();
    ids.forEach((id, i) => {
      expect(withJs[i]!.height, id).toBeCloseTo(withoutJs[i]!.height, 0);
      expect(withJs[i]!.width, id).toBeCloseTo(withoutJs[i]!.width, 0);
    });
  });

  test('a wrong time in the configuration is named and the server table stays', async ({ page, consoleEntries }) => {
    await openAt(page, paris('wed', '10:00'));
    await page.evaluate(() => {
      const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({ day, intervals: [{ start: 900, end: 1800 }] }));
      days[0]!.intervals[0]!.start = 2500;
      const host = document.createElement('div');
      host.id = 'bad-hours';
      host.dataset.locator = 'hours';
      host.innerHTML = `<script type="application/json" data-locator-config>${JSON.stringify({ days })}</script><table><caption>Server hours</caption><tbody><tr><th scope="row">Monday</th><td>25:00 – 18:00</td></tr></tbody></table>`;
      document.querySelector('main')!.append(host);
    });
    await expect(page.locator('#bad-hours')).toHaveAttribute('data-locator-state', 'failed');
    await expect.poll(() => errorsOf(consoleEntries).join('\n')).toContain(
      '[locator] hours#bad-hours: invalid configuration; the widget is skipped\n[locator] hours#bad-hours: config.days[0].intervals[0].start must be an hour-minute number (0..2359), got 2500',
    );
    await expect(page.locator('#bad-hours td')).toHaveText('25:00 – 18:00');
  });

  test('axe reports no violation on the QA page', async ({ page }) => {
    await openAt(page, paris('thu', '12:00'));
    await expectNoAxeViolations(page);
  });
});
