import { errorsOf, expect, test } from './support';
import { expectStatus, openAt, paris, rowHeaders, todayRow } from './hours-support';

test.describe('hours widget, visitor in Paris, stores elsewhere', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('a store in Tokyo uses Tokyo time and names its zone; Paris stores do not', async ({ page }) => {
    // Tuesday 13:00 in Paris is Tuesday 21:00 in Tokyo: past the Tokyo store's 20:00 closing.
    await openAt(page, paris('tue', '13:00'));
    await expectStatus(page, 'hours-tokyo', 'Closed at 20:00', false);
    await expect(page.locator('#hours-tokyo .locator-hours-zone')).toHaveText('Times are in the store’s time zone: Japan Standard Time');
    await expect(page.locator('#hours-tokyo table')).toHaveAccessibleDescription('Times are in the store’s time zone: Japan Standard Time');
    await expect(page.locator('#hours-split .locator-hours-zone:not([aria-hidden])')).toHaveCount(0);
  });
});

test.describe('hours widget, visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a Paris store is evaluated on Paris time, with its zone named', async ({ page }) => {
    // 19:30 in Paris is 13:30 in New York: the Paris store has closed, the New York store is open.
    await openAt(page, paris('tue', '19:30'));
    await expectStatus(page, 'hours-split', 'Closed at 19:00', false);
    await expect(page.locator('#hours-split .locator-hours-zone')).toHaveText('Times are in the store’s time zone: Central European Time');
    await expect(page.locator('#hours-newyork .locator-hours-zone:not([aria-hidden])')).toHaveCount(0);
    await expect(todayRow(page, 'hours-newyork').locator('th')).toHaveText('Monday – Saturday (today)');
  });

  test('today is the store\'s day, not the visitor\'s', async ({ page }) => {
    // Saturday 01:00 in Paris is still Friday 19:00 in New York.
    await openAt(page, paris('sat', '01:00'));
    await expect(todayRow(page, 'hours-overnight').locator('th')).toHaveText('Friday – Saturday (today)');
    await expectStatus(page, 'hours-overnight', 'Open until 02:00', true);
    await expect(rowHeaders(page, 'hours-todayfirst')).toHaveText(['Saturday (today)', 'Sunday', 'Monday – Friday']);
  });
});

test.describe('hours on the location pages', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('carry the hours widget with the store\'s zone, status line and today first', async ({ page, request, consoleEntries }) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    for (const locale of ['fr_FR', 'en_US', 'ja_JP']) {
      const sample = index.locations.find((entry) => entry.locale === locale)!;
      await openAt(page, paris('wed', '10:00'), sample.path);
      const host = page.locator('[data-locator="hours"]');
      await expect(host).toHaveAttribute('data-locator-state', 'mounted');
      await expect(host.locator('.locator-hours-status')).toHaveText(/\S/);
      await expect(host.locator('tr.locator-hours-row--today')).toHaveCount(1);
      await expect(host.locator('tr').first()).toHaveClass(/locator-hours-row--today/);
      // The French store reads the visitor's (Paris) clock; the American and Japanese ones name their zone.
      await expect(host.locator('.locator-hours-zone:not([aria-hidden])')).toHaveCount(locale === 'fr_FR' ? 0 : 1);
      // Every one of these stores has a zone: the line is there either way, so naming the zone shifts nothing.
      await expect(host.locator('.locator-hours-zone')).toHaveCount(1);
    }
    // Other sections of these pages are other widgets' business; none of the errors may be the hours widget's.
    expect(errorsOf(consoleEntries).filter((text) => /hours/i.test(text))).toEqual([]);
  });

  test('show the complete table with JavaScript off', async ({ browser, request }) => {
    const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(index.locations.find((entry) => entry.locale === 'de_DE')!.path);
    const host = page.locator('[data-locator="hours"]');
    await expect(host).toHaveAttribute('data-showopentoday', '');
    await expect(host).toHaveAttribute('data-todayfirst', '');
    const config = JSON.parse((await host.locator('script[data-locator-config]').textContent())!) as { days: unknown[]; timezone: string };
    expect(config.days).toHaveLength(7);
    expect(config.timezone).toBe('Europe/Berlin');
    await expect(host.locator('caption')).toHaveText('Öffnungszeiten');
    // The rows cover each weekday exactly once, alone or in a range ("Montag – Freitag").
    const names = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
    const covered: number[] = [];
    for (const header of await host.locator('th[scope="row"]').allTextContents()) {
      const [first, last = first] = header.replace(/ \(heute\)| Feiertags\u00ADöffnungszeiten/g, '').split(' – ');
      const from = names.indexOf(first!.trim());
      const span = (names.indexOf(last!.trim()) - from + 7) % 7;
      expect(from, header).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= span; i++) covered.push((from + i) % 7);
    }
    expect(covered.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const cell of await host.locator('td').allTextContents()) expect(cell).toMatch(/\d{2}:\d{2} – \d{2}:\d{2}|Geschlossen|24 Stunden geöffnet/);
    await context.close();
  });
});
