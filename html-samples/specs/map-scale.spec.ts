import { recordLifecycle, waitReady } from './map-support';
import { errorsOf, expect, expectNoAxeViolations, test } from './support';

for (const [name, count] of [['map-10k', 10_000], ['map-100k', 100_000]] as const) {
  test.describe(`map with ${count} points`, () => {
    test('clusters in the worker and keeps at most 300 marker elements, zoomed out and in', async ({ page, consoleEntries }) => {
      await recordLifecycle(page);
      await page.goto(`/qa/${name}`);
      const ready = await waitReady(page, name, 20_000);
      expect(ready).toMatchObject({ provider: 'BaseMap', count });
      const markers = page.locator(`#${name} .leaflet-marker-icon`);
      const counted = async () =>
        page.locator(`#${name} button.locator-cluster`).evaluateAll((buttons) => buttons.reduce((sum, b) => sum + Number(/^\d+/.exec(b.getAttribute('aria-label') ?? '')?.[0] ?? 0), 0));
      expect(await markers.count()).toBeGreaterThan(0);
      expect(await markers.count()).toBeLessThanOrEqual(300);
      // Zoomed out on the whole set, the clusters in view hold most of the points.
      expect(await counted()).toBeGreaterThan(count * 0.5);
      const zoomIn = page.locator(`#${name}`).getByRole('button', { name: 'Zoom in', exact: true });
      const drawn = () => page.locator(`#${name} .leaflet-marker-icon`).evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')).join('|'));
      for (let i = 0; i < 4; i++) {
        const before = await drawn();
        await zoomIn.click();
        // The clusters of the new view replace the old ones: wait for the change, then count.
        await expect.poll(drawn, { timeout: 10_000 }).not.toBe(before);
        expect(await markers.count()).toBeLessThanOrEqual(300);
      }
      expect(await markers.count()).toBeGreaterThan(0);
      expect(errorsOf(consoleEntries)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}
