import type { Page } from '@playwright/test';
import { drawn, openMaps, total } from './map-providers-support';
import { waitReady } from './map-support';
import { expect, expectNoAxeViolations, resetSandbox, sandboxLog, test } from './support';

test.describe('provider failures', () => {
  /** BaseMap drawn in the host: its shapes (never a grey box) and every pin, and nothing of the failed provider. */
  async function expectBaseMap(page: Page, id: string, count: number) {
    const host = page.locator(`#${id}`);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('.leaflet-container.locator-basemap')).toHaveCount(1);
    await expect(host.locator('[data-fake-sdk], .mapboxgl-map')).toHaveCount(0);
    await expect(host.locator('.leaflet-locatorBase-pane canvas')).toHaveCount(1);
    await expect.poll(async () => total(await drawn(page, id, 'leaflet'))).toBe(count);
  }
  const fellBack = (warnings: string[], id: string, provider: string, why: string) =>
    warnings.some((w) => w.startsWith(`[locator] map#${id}: the ${provider} map could not be shown; BaseMap is shown instead`) && w.includes(why));

  test('a failing script or a refused token falls back to BaseMap with a warning', async ({ page, consoleEntries, pageErrors }) => {
    const maps = ['map-fail-google', 'map-fail-bing', 'map-fail-mapbox', 'map-fail-mapboxgl'];
    await openMaps(page, 'map-script-failure', maps);
    for (const id of maps) await expectBaseMap(page, id, 8);
    const warnings = consoleEntries.filter((e) => e.type === 'warning').map((e) => e.text);
    expect(fellBack(warnings, 'map-fail-google', 'Google-Free', 'map script failed to load')).toBe(true);
    expect(fellBack(warnings, 'map-fail-bing', 'Bing', 'map script failed to load')).toBe(true);
    expect(fellBack(warnings, 'map-fail-mapbox', 'Mapbox', 'the tile server refused the first 4 tiles')).toBe(true);
    expect(fellBack(warnings, 'map-fail-mapboxgl', 'MapboxGL', 'the style could not be loaded')).toBe(true);
    expect(pageErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a key Google rejects (gm_authFailure) replaces the map, and a later map goes straight to BaseMap', async ({ page, consoleEntries, pageErrors }) => {
    await openMaps(page, 'map-key-rejected', ['map-key-first']);
    await expectBaseMap(page, 'map-key-first', 8);
    // Only now (the rejection happened) is the second map scrolled into view and built.
    await page.locator('#map-key-second').scrollIntoViewIfNeeded();
    expect((await waitReady(page, 'map-key-second')).provider).toBe('BaseMap');
    await expectBaseMap(page, 'map-key-second', 8);
    const warnings = consoleEntries.filter((e) => e.type === 'warning').map((e) => e.text);
    expect(fellBack(warnings, 'map-key-first', 'Google-Free', 'Google rejected the API key (apiID) (gm_authFailure)')).toBe(true);
    expect(fellBack(warnings, 'map-key-second', 'Google-Free', 'Google rejected the API key (apiID) earlier on this page')).toBe(true);
    expect(pageErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a key Bing rejects is found through its REST service and the map falls back', async ({ page, request, consoleEntries, pageErrors }) => {
    await resetSandbox(request);
    await openMaps(page, 'map-key-rejected', ['map-key-first']);
    await page.locator('#map-key-bing').scrollIntoViewIfNeeded();
    await expectBaseMap(page, 'map-key-bing', 8);
    const warnings = consoleEntries.filter((e) => e.type === 'warning').map((e) => e.text);
    expect(fellBack(warnings, 'map-key-bing', 'Bing', 'Bing rejected the key (apiID) (InvalidCredentials)')).toBe(true);
    // One question, with the session key the fake control gives for this key.
    const asked = (await sandboxLog(request, '/sandbox/maps/bing/rest/')).filter((entry) => entry.query.key === 'bad-key');
    expect(asked.map((entry) => [entry.path, entry.query.output])).toEqual([['/sandbox/maps/bing/rest/Imagery/Metadata/RoadOnDemand', 'json']]);
    expect(pageErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
