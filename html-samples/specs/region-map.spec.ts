import type { Locator } from '@playwright/test';
import { errorsOf, expect, expectNoAxeViolations, settled, test } from './support';

test.describe('region map', () => {
  test('regions with an entry become links with their name; others are not drawn', async ({ page }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const map = page.getByRole('group', { name: 'Map of the United States: choose a state' });
    await expect(map).toBeVisible();
    const links = map.getByRole('link');
    await expect(links).toHaveCount(6);
    // In the order of their names: the tab order a keyboard user can follow.
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(['Alaska', 'California', 'Hawaii', 'New York', 'Texas', 'Virginia']);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-region')))).toEqual(['US-AK', 'US-CA', 'US-HI', 'US-NY', 'US-TX', 'US-VA']);
    await expect(map.getByRole('link', { name: 'Virginia' })).toHaveAttribute('href', '/states/va');
    await expect(map.locator('a[data-region="US-TX"] title')).toHaveText('Texas');
    // An entry the map does not draw (a territory) keeps its link, after the map.
    await expect(page.locator('#qa-region-map .locator-region-map__others').getByRole('link')).toHaveText(['Puerto Rico']);
    await expect(page.locator('#qa-region-map .locator-region-map__others a')).toHaveAttribute('href', '/states/pr');
    // Alaska and Hawaii are insets at the lower left, below and left of the mainland.
    const box = async (code: string) => (await map.locator(`a[data-region="${code}"] path`).boundingBox())!;
    const [ak, hi, tx, ca] = [await box('US-AK'), await box('US-HI'), await box('US-TX'), await box('US-CA')];
    expect(ak.x).toBeLessThan(ca.x + ca.width);
    expect(ak.y).toBeGreaterThan(ca.y);
    expect(hi.x).toBeLessThan(tx.x);
    await map.getByRole('link', { name: 'Texas' }).click();
    await page.waitForURL('**/states/tx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pommelune stores in Texas');
  });

  test('a tap whose finger drifts a few pixels still opens the state; at the whole map a swipe is the page\'s to scroll', async ({ page }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const map = page.getByRole('group', { name: 'Map of the United States: choose a state' });
    const svg = page.locator('#qa-region-map svg.locator-region-map__svg');
    // pan-x pan-y pinch-zoom, which the browser reads back as "manipulation".
    expect(await svg.evaluate((el) => getComputedStyle(el).touchAction)).toBe('manipulation');
    // A finger down on Texas, 6 px of drift, up, then the click the browser sends: the map lets the link have it.
    const prevented = await map.locator('a[data-region="US-TX"]').evaluate((link) => {
      const box = link.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const init = (dx: number, buttons: number) => ({ bubbles: true, cancelable: true, pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, buttons, clientX: x + dx, clientY: y });
      link.dispatchEvent(new PointerEvent('pointerdown', init(0, 1)));
      link.dispatchEvent(new PointerEvent('pointermove', init(3, 1)));
      link.dispatchEvent(new PointerEvent('pointermove', init(6, 1)));
      link.dispatchEvent(new PointerEvent('pointerup', init(6, 0)));
      let seen = true;
      // Last on the way up: what the map decided; then the page stays here.
      window.addEventListener('click', (event) => ((seen = event.defaultPrevented), event.preventDefault()), { once: true });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x + 6, clientY: y }));
      return seen;
    });
    expect(prevented).toBe(false);
  });

  test('skip and back links for keyboard users; an unknown map keeps its list and throws the library message', async ({ page, consoleEntries }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const skip = page.getByRole('link', { name: 'Skip the map' });
    // Where a box is on the page (not in the viewport: following a skip link scrolls).
    const pageTop = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const map = page.locator('#qa-region-map svg');
    const mapTop = () => pageTop(map);
    const before = await mapTop();
    await skip.focus();
    await expect(skip).toBeVisible();
    // Shown over the map's corner: the map does not move down under the visitor.
    expect(await mapTop()).toBe(before);
    const after = page.locator('#qa-region-map .locator-region-map__skip').last();
    const next = after.locator('xpath=following-sibling::*[1]');
    expect(await next.count()).toBe(1);
    const nextTop = await pageTop(next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Back to the map' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Back to the map' })).toBeVisible();
    // Shown at its place after the map, over what follows: the links after it do not move down.
    expect(await pageTop(next)).toBe(nextTop);
    await expect(page.locator('#qa-unknown-map')).toContainText('The list of regions stays when the map cannot be drawn.');
    expect(errorsOf(consoleEntries).filter((text) => text.includes('Attempt to use map which was not loaded'))).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('drag pans, double-click zooms in steps of 1.6 up to 8, the wheel does not zoom', async ({ page }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const svg = page.locator('#qa-region-map svg');
    const viewBox = async () => (await svg.getAttribute('viewBox'))!.split(' ').map(Number);
    const [, , width0] = await viewBox();
    await page.mouse.move(450, 400);
    await page.mouse.wheel(0, -500);
    expect((await viewBox())[2]).toBe(width0);
    const box = (await svg.boundingBox())!;
    await svg.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
    expect(width0! / (await viewBox())[2]!).toBeCloseTo(1.6, 5);
    for (let i = 0; i < 6; i++) await svg.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
    expect(width0! / (await viewBox())[2]!).toBeCloseTo(8, 5);
    const before = await viewBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect((await viewBox())[0]).toBeLessThan(before[0]!);
    await expect(page).toHaveURL(/\/qa\/region-map$/);
    // A press released off the map before it became a drag: moving over the map afterwards, button up, pans nothing.
    const settledView = await viewBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
    expect(await viewBox()).toEqual(settledView);
  });

  test('from the keyboard, a zoomed map brings each focused region into view, and + and - zoom around it', async ({ page }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const svg = page.locator('#qa-region-map svg');
    const viewBox = async () => (await svg.getAttribute('viewBox'))!.split(' ').map(Number) as [number, number, number, number];
    const [, , width0] = await viewBox();
    const box = (await svg.boundingBox())!;
    // Zoomed in to 8 on the middle of the country: every linked state starts at least partly out of view.
    for (let i = 0; i < 5; i++) await svg.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
    expect(width0 / (await viewBox())[2]).toBeCloseTo(8, 5);
    const focusedInView = () =>
      page.evaluate(() => {
        const link = document.activeElement;
        const path = link?.closest('svg') && link.querySelector('path');
        if (!path) return null;
        const [x, y, w, h] = path.ownerSVGElement!.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
        const b = path.getBBox();
        const whole = b.x >= x && b.y >= y && b.x + b.width <= x + w && b.y + b.height <= y + h;
        // A state larger than the view (Texas at zoom 8) is centred instead.
        const centred = Math.abs(b.x + b.width / 2 - (x + w / 2)) < 1 && Math.abs(b.y + b.height / 2 - (y + h / 2)) < 1;
        return { region: link!.getAttribute('data-region'), shown: whole || (b.width > w || b.height > h ? centred : false) };
      });
    await page.getByRole('link', { name: 'Skip the map' }).focus();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      // Focus has a fill of its own (hover's red is for the pointer, which may rest on another state).
      if (i === 0) await expect.poll(() => page.evaluate(() => getComputedStyle(document.activeElement!.querySelector('path')!).fill)).toBe('rgb(255, 213, 79)');
      const state = await focusedInView();
      expect(state?.shown, `${state?.region} in view`).toBe(true);
      seen.push(state!.region!);
    }
    expect(seen.sort()).toEqual(['US-AK', 'US-CA', 'US-HI', 'US-NY', 'US-TX', 'US-VA']);
    await page.keyboard.press('-');
    expect(width0 / (await viewBox())[2]).toBeCloseTo(8 / 1.6, 5);
    expect((await focusedInView())?.shown).toBe(true);
    await page.keyboard.press('+');
    expect(width0 / (await viewBox())[2]).toBeCloseTo(8, 5);
    expect((await focusedInView())?.shown).toBe(true);
    await expect(page).toHaveURL(/\/qa\/region-map$/);
  });

  test('the focused state’s name shows beside it for keyboard users, inside the map, and goes with the focus', async ({ page }) => {
    await page.goto('/qa/region-map');
    await settled(page);
    const label = page.locator('#qa-region-map .locator-region-map__label');
    await expect(label).toBeHidden();
    // A pointer has the title: a press, which focuses the state without :focus-visible, shows no label of ours.
    await page.locator('#qa-region-map a[data-region="US-TX"]').hover();
    await page.mouse.down();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-region'))).toBe('US-TX');
    await expect(label).toBeHidden();
    // Released away from it: no click, no navigation.
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.getByRole('link', { name: 'Skip the map' }).focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement!.getAttribute('aria-label'));
      await expect(label).toHaveText(name!);
      // Both measured now: focusing a state may scroll the page.
      const [box, svgBox] = await page.evaluate(() => {
        const rect = (selector: string) => {
          const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { x, y, width, height };
        };
        return [rect('#qa-region-map .locator-region-map__label'), rect('#qa-region-map svg')];
      });
      // Placed within the map (one of the 9 positions that fits), and not over the middle of its state unless it must.
      expect(box.x).toBeGreaterThanOrEqual(svgBox.x - 0.5);
      expect(box.y).toBeGreaterThanOrEqual(svgBox.y - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(svgBox.x + svgBox.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(svgBox.y + svgBox.height + 0.5);
    }
    // The window narrowed with a state focused: the map shrinks, and the label follows its state, inside the map.
    const inside = () =>
      page.evaluate(() => {
        const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const box = rect('#qa-region-map .locator-region-map__label');
        const svgBox = rect('#qa-region-map svg');
        return box.left >= svgBox.left - 0.5 && box.right <= svgBox.right + 0.5 && box.top >= svgBox.top - 0.5 && box.bottom <= svgBox.bottom + 0.5;
      });
    await page.setViewportSize({ width: 420, height: 800 });
    await expect.poll(inside).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    // Escape hides the label, which may cover a neighbour, and leaves the focus on its state (WCAG 1.4.13).
    const focusedState = await page.evaluate(() => document.activeElement!.getAttribute('data-region'));
    await page.keyboard.press('Escape');
    await expect(label).toBeHidden();
    expect(await page.evaluate(() => document.activeElement!.getAttribute('data-region'))).toBe(focusedState);
    // The next state focused has its label again.
    await page.keyboard.press('Shift+Tab');
    await expect(label).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Back to the map' })).toBeFocused();
    await expect(label).toBeHidden();
    // The entries the map does not draw come after its skip links: skipping the map does not skip them.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Puerto Rico' })).toBeFocused();
  });
});
