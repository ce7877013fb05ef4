import { expect, settled, test } from './support';

test.describe('phone widget', () => {
  test('formats ten-digit numbers and keeps other lengths, as tel: links', async ({ page }) => {
    await page.goto('/qa/phone');
    await settled(page);
    const expected: [string, string, string][] = [
      ['p1', '(212) 555-0142', 'tel:2125550142'],
      ['p2', '(415) 555-0199', 'tel:4155550199'],
      ['p3', '+33142685300', 'tel:+33142685300'],
      ['p4', '+81312345678', 'tel:+81312345678'],
      ['p5', '180055501999', 'tel:180055501999'],
    ];
    for (const [id, text, href] of expected) {
      const link = page.locator(`#${id} a`);
      await expect(link).toHaveText(text);
      await expect(link).toHaveAttribute('href', href);
    }
  });
});

test.describe('description widget', () => {
  test('toggles full display on each click with aria-expanded, keeping focus on the toggle', async ({ page }) => {
    await page.goto('/qa/description');
    await settled(page);
    const toggle = page.getByRole('button', { name: 'Afficher plus' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = page.locator('#desc .locator-description');
    const collapsed = (await region.boundingBox())!.height;
    await toggle.focus();
    await page.keyboard.press('Enter');
    const less = page.getByRole('button', { name: 'Afficher moins' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    expect((await region.boundingBox())!.height).toBeGreaterThan(collapsed);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Afficher plus' })).toHaveAttribute('aria-expanded', 'false');
    expect((await region.boundingBox())!.height).toBeCloseTo(collapsed, 0);
  });
});
