import { errorsOf, expect, resetSandbox, sandboxLog, settled, test } from './support';

test.describe('bad input', () => {
  test('each malformed configuration logs one clear error, keeps its server content, and the valid widget works', async ({ page, consoleEntries, pageErrors }) => {
    await page.goto('/qa/malformed');
    await settled(page);
    await expect(page.locator('#good-phone a')).toHaveText('(212) 555-0100');
    await expect(page.locator('#typo-load a')).toHaveText('(212) 555-0199');
    const errors = errorsOf(consoleEntries);
    const expected = [
      /^\[locator\] description#bad-json: the configuration block is not valid JSON/,
      /^\[locator\] description#bad-types: invalid configuration; the widget is skipped\n\[locator\] description#bad-types: config\.moreLabel must be a string, got 42\n\[locator\] description#bad-types: config\.lines must be a number, got "x"$/,
      /^\[locator\] description#bad-shape: invalid configuration; the widget is skipped\n\[locator\] description#bad-shape: config must be an object, got an array$/,
      /^\[locator\] carousel-3000#unknown-widget: unknown widget "carousel-3000"$/,
      /^\[locator\] phone#dup-phone: more than one element has the id "dup-phone"; this one is skipped$/,
      /^\[locator\] no element has the id "no-such-element" named by a configuration block$/,
      /^\[locator\] phone#no-digits: the widget failed and was removed; the page content stays/,
      /^\[locator\] phone#typo-load: unknown data-locator-load "visble" \(not ready, visible or interaction\): loaded at once$/,
    ];
    for (const pattern of expected) expect(errors.filter((text) => pattern.test(text)), String(pattern)).toHaveLength(1);
    expect(errors).toHaveLength(expected.length);
    expect(pageErrors).toEqual([]);
    await expect(page.locator('#bad-json')).toContainText('Server text of the description with a broken JSON block.');
    await expect(page.locator('#bad-types')).toContainText('Server text of the description with wrong config types.');
    await expect(page.locator('#unknown-widget')).toHaveText('Server content of an unknown widget.');
    await expect(page.locator('#no-digits')).toHaveText('call us');
    await expect(page.locator('#blank-load a')).toHaveText('(212) 555-0142');
    await expect(page.locator('#bad-json')).toHaveAttribute('data-locator-state', 'failed');
    // The first element with a duplicated id still mounts; the second keeps its markup.
    await expect(page.locator('#dup-phone').first().locator('a')).toHaveText('(014) 268-5300');
    await expect(page.locator('#dup-phone').nth(1)).toHaveText('0199999999');
  });

  test('a widget that throws in render, in an effect or in a handler fails alone, once, and is reported once', async ({ page, request, consoleEntries }) => {
    await resetSandbox(request);
    await page.goto('/qa/throwing');
    await settled(page);
    await expect(page.locator('#good-phone a')).toHaveText('(212) 555-0100');
    await expect(page.locator('#render-error')).toHaveText('Server content A stays.');
    await expect(page.locator('#effect-error')).toHaveText('Server content B stays.');
    await page.getByRole('button', { name: 'Press to fail' }).click();
    await expect(page.locator('#handler-error')).toHaveText('Server content C stays.');
    await expect(page.getByRole('button', { name: 'Press to fail' })).toHaveCount(0);
    const failures = errorsOf(consoleEntries).filter((text) => text.includes('the widget failed'));
    // Render and effect failures of different roots may land in either order.
    expect(failures.map((text) => text.split(':')[0]).sort()).toEqual([
      '[locator] qa-effect-error#effect-error',
      '[locator] qa-handler-error#handler-error',
      '[locator] qa-render-error#render-error',
    ]);
    await expect
      .poll(async () => (await sandboxLog(request, '/sandbox/sentry/')).filter((entry) => entry.method === 'POST').length, { timeout: 10_000 })
      .toBe(3);
    const bodies = (await sandboxLog(request, '/sandbox/sentry/')).map((entry) => entry.body ?? '').join('\n');
    for (const message of ['render failed on purpose', 'effect failed on purpose', 'handler failed on purpose']) {
      expect(bodies.split(message).length - 1, message).toBe(1);
    }
  });
});
