import { errorsOf, expect, expectNoAxeViolations, settled, test } from './support';

const texts = async (locator: import('@playwright/test').Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s/g, ' '));

test.describe('distance widget', () => {
  test('writes distances from the searched point in the page locale, km for fr_FR and miles on request', async ({ page, consoleEntries }) => {
    await page.goto('/qa/distance');
    await settled(page);
    expect(await texts(page.locator('#distances-km .distance'))).toEqual(['1,56 km', '275,83 km', '393,41 km']);
    expect(await texts(page.locator('#distances-mi .distance'))).toEqual(['0,97 mi', 'about 3 mi']);
    expect(errorsOf(consoleEntries)).toEqual([
      '[locator] distance#distances-mi: 1 distance element(s) without a valid data-latitude and data-longitude kept their text',
    ]);
    await expectNoAxeViolations(page);
  });

  test('the results page works with JavaScript off: the server cards are the list, with distances', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?q=Lyon');
    await expect(page.locator('.result-card')).toHaveCount(10);
    await expect(page.locator('.result-card .distance').first()).toHaveText(/^\d+\.\d{2} mi \(\d+\.\d{2} km\)$/);
    await expect(page.locator('#q')).toHaveValue('Lyon');
    await context.close();
  });
});

test.describe('search form QA page', () => {
  test('US-only suggestions near Chicago; a form without ids logs an error and gets no type-ahead', async ({ page, consoleEntries }) => {
    await page.goto('/qa/search-form');
    await settled(page);
    expect(errorsOf(consoleEntries)).toEqual([
      expect.stringMatching(
        /^\[locator\] search-form#anonymous-\d+: the type-ahead needs both a parent element id and an input id, got parentId none and inputId none; suggestions are off$/,
      ),
    ]);
    await expect(page.getByRole('combobox')).toHaveCount(1);
    const request = page.waitForRequest('**/mapbox.places/Springf.json?*');
    await page.locator('#us-q').pressSequentially('Springf');
    const params = new URL((await request).url()).searchParams;
    expect(params.get('country')).toBe('us');
    expect(params.get('proximity')).toBe('-87.65,41.85');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allTextContents()) expect(text).toMatch(/, United States$/);
    // Among equally relevant places the nearest to the proximity point comes first.
    await expect(options.first()).toHaveText('Springfield, Michigan, United States');
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations(page);
  });
});
