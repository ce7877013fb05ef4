import { coloursAt, far, hex } from './map-providers-support';
import type { Page } from '@playwright/test';
import { errorsOf, expect, expectNoAxeViolations, resetSandbox, sandboxLog, settled, test } from './support';

/** Every request for the player script, as the browser made them (the sandbox log tells the same from its side). */
function watchApiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/youtube/iframe_api')) urls.push(request.url());
  });
  return urls;
}

/** Videos load when they come near the viewport: bring one there and wait for its play button. */
async function playButton(page: Page, id: string, name: string | RegExp) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const button = page.locator(`#${id}`).getByRole('button', { name });
  await expect(button).toBeVisible();
  return button;
}

test.describe('video widget', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('shows the thumbnail first and requests no player script before play', async ({ page, request }) => {
    const apiRequests = watchApiRequests(page);
    await page.goto('/qa/video');
    await settled(page);
    const button = await playButton(page, 'video-default', 'Play video: Store tour');
    const thumbnail = button.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\/sandbox\/youtube\/vi\/M7lc1UVf-VE\/0\.jpg$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    const options = await playButton(page, 'video-options', 'Play video: Autumn collection');
    await expect(options.locator('img')).toHaveAttribute('src', /\/sandbox\/youtube\/vi\/aqz-KE-bpKQ\/2\.jpg$/);
    await playButton(page, 'video-embed', 'Play video');
    expect(await sandboxLog(request, '/youtube/vi')).not.toHaveLength(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(apiRequests).toEqual([]);
    expect(await sandboxLog(request, '/youtube/iframe_api')).toEqual([]);
  });

  test('plays by keyboard: the API loads once, the player takes the thumbnail place and focus', async ({ page, request }) => {
    const apiRequests = watchApiRequests(page);
    await page.goto('/qa/video');
    await settled(page);
    const button = await playButton(page, 'video-default', 'Play video: Store tour');
    // Reach the button with Tab from the element before it, as a keyboard user would.
    await page.locator('#video-default').evaluate((host) => host.previousElementSibling?.setAttribute('tabindex', '-1'));
    await page.locator('#video-default').evaluate((host) => (host.previousElementSibling as HTMLElement).focus());
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    // The focus ring shows over the thumbnail: white, then dark blue, on each side.
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const [white, dark] = await coloursAt(page, [
      { x: box.x + 1.5, y: box.y + box.height / 2 },
      { x: box.x + 4.5, y: box.y + box.height / 2 },
    ]);
    expect(far(white!, hex('#ffffff'), 12), JSON.stringify(white)).toBe(false);
    expect(far(dark!, hex('#1d3c6e'), 12), JSON.stringify(dark)).toBe(false);
    await page.keyboard.press('Enter');
    const iframe = page.locator('#video-default iframe');
    await expect(iframe).toBeFocused();
    // A frame draws no focus ring: the widget's ring over it shows where the focus is.
    const ring = () => page.locator('#video-default .locator-video').evaluate((box) => getComputedStyle(box, '::after').boxShadow);
    expect(await ring()).toContain('inset');
    // In forced colours (Windows high contrast) the shadow is dropped: the ring is an outline in the system colour.
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.locator('#video-default .locator-video').evaluate((box) => getComputedStyle(box, '::after').outlineStyle)).toBe('solid');
    await page.emulateMedia({ forcedColors: 'none' });
    await expect(iframe).toHaveAttribute('title', 'Video player: Store tour');
    await expect(page.locator('#video-default').getByRole('button')).toHaveCount(0);
    await expect(page.frameLocator('#video-default iframe').getByRole('heading', { level: 1 })).toHaveText('Playing: sandbox video M7lc1UVf-VE');

    const second = await playButton(page, 'video-embed', 'Play video');
    await second.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#video-embed iframe')).toBeFocused();
    expect(apiRequests).toHaveLength(1);
    expect(await sandboxLog(request, '/youtube/iframe_api')).toHaveLength(1);
  });

  test('player parameters follow the attributes', async ({ page, request }) => {
    await page.goto('/qa/video');
    await settled(page);
    for (const [id, name] of [['video-default', 'Play video: Store tour'], ['video-options', 'Play video: Autumn collection'], ['video-embed', 'Play video']] as const) {
      await (await playButton(page, id, name)).click();
      await expect(page.locator(`#${id} iframe`)).toBeFocused();
      // Played with the mouse: the frame has the focus, but no ring is drawn over it.
      expect(await page.locator(`#${id} .locator-video`).evaluate((box) => getComputedStyle(box, '::after').boxShadow)).toBe('none');
    }
    const embeds = await sandboxLog(request, '/youtube/embed');
    const byVideo = Object.fromEntries(embeds.map((entry) => [entry.path.split('/').pop(), entry.query]));
    // Defaults: no controls, related videos, no title bar; autoplay because the visitor pressed play.
    expect(byVideo['M7lc1UVf-VE']).toEqual({ autoplay: '1', controls: '0', rel: '1', showinfo: '0', enablejsapi: '1' });
    // data-show-controls, data-hide-related, data-show-title="1", and youtu.be/…?t=5.
    expect(byVideo['aqz-KE-bpKQ']).toEqual({ autoplay: '1', controls: '1', rel: '0', showinfo: '1', start: '5', enablejsapi: '1' });
    expect(byVideo['dQw4w9WgXcQ']).toEqual({ autoplay: '1', controls: '0', rel: '1', showinfo: '0', enablejsapi: '1' });
    await expect(page.frameLocator('#video-options iframe').locator('.controls')).toBeVisible();
    await expect(page.frameLocator('#video-default iframe').locator('.controls')).toHaveCount(0);
  });

  test("chains the page's own onYouTubeIframeAPIReady", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as Window & { __pageApiReady?: number };
      w.onYouTubeIframeAPIReady = () => (w.__pageApiReady = (w.__pageApiReady ?? 0) + 1);
    });
    await page.goto('/qa/video');
    await settled(page);
    await (await playButton(page, 'video-default', 'Play video: Store tour')).click();
    await expect(page.locator('#video-default iframe')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { __pageApiReady?: number }).__pageApiReady)).toBe(1);
  });

  test('a player script that fails gives a focused link to the video', async ({ page }) => {
    await page.route('**/sandbox/youtube/iframe_api', (route) => route.abort('failed'));
    await page.goto('/qa/video');
    await settled(page);
    await (await playButton(page, 'video-default', 'Play video: Store tour')).press('Enter');
    const link = page.locator('#video-default').getByRole('link', { name: 'Watch the video on YouTube' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
  });

  test('a video the player cannot play gives the focused link to it in the player\'s place', async ({ page, request }) => {
    await page.goto('/qa/video');
    await settled(page);
    await (await playButton(page, 'video-unplayable', 'Play video: Window display')).press('Enter');
    const link = page.locator('#video-unplayable').getByRole('link', { name: 'Watch the video on YouTube' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/shorts/NoEmbed-150');
    await expect(page.locator('#video-unplayable iframe')).toHaveCount(0);
    expect((await sandboxLog(request, '/youtube/embed')).map((entry) => entry.path.split('/').pop())).toEqual(['NoEmbed-150']);
    await expectNoAxeViolations(page);
  });

  test('an address that is not YouTube is a configuration error; the server link stays', async ({ page, consoleEntries }) => {
    await page.goto('/qa/video');
    await page.locator('#video-bad').scrollIntoViewIfNeeded();
    await settled(page);
    await expect(page.locator('#video-bad').getByRole('link', { name: 'Watch the video on Vimeo' })).toBeVisible();
    await expect.poll(() => errorsOf(consoleEntries).join('\n')).toContain(
      '[locator] video#video-bad: data-video-url must be a YouTube address (watch?v=, youtu.be/, /embed/ or /shorts/), got "https://vimeo.com/76979871"',
    );
  });

  test('has no axe violations, before and after playing', async ({ page }) => {
    await page.goto('/qa/video');
    await settled(page);
    await playButton(page, 'video-options', 'Play video: Autumn collection');
    await expectNoAxeViolations(page);
    await (await playButton(page, 'video-default', 'Play video: Store tour')).click();
    await expect(page.frameLocator('#video-default iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
