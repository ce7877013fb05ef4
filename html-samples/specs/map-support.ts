import type { Page } from '@playwright/test';
import { worldPixel } from '../../src/core/map/mercator';
import { expect } from './support';

export interface LifecycleRecord {
  event: string;
  id: string;
  data: { provider?: string; count?: number; center?: { latitude: number; longitude: number }; zoom?: number } | null;
}

/** Records the locator:* lifecycle DOM events (dispatched on document) from the page's start. */
export async function recordLifecycle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lifecycle: unknown[] };
    w.__lifecycle = [];
    for (const event of ['prepared', 'ready', 'data-loaded', 'failed']) {
      document.addEventListener(`locator:${event}`, (e) => {
        const { id, data } = (e as CustomEvent<{ id: string; data?: Record<string, unknown> }>).detail;
        // The adapter handle is for page scripts; the record keeps what can be compared.
        const { adapter: _adapter, ...rest } = data ?? {};
        w.__lifecycle.push({ event, id, data: data ? JSON.parse(JSON.stringify(rest)) : null });
      });
    }
  });
}

export async function lifecycle(page: Page): Promise<LifecycleRecord[]> {
  return page.evaluate(() => (window as unknown as { __lifecycle: LifecycleRecord[] }).__lifecycle);
}

/** Waits for a map's 'ready' and returns its data (provider, count, centre, zoom). */
export async function waitReady(page: Page, id: string, timeout = 15_000): Promise<NonNullable<LifecycleRecord['data']>> {
  await page.waitForFunction((mapId) => (window as unknown as { __lifecycle: LifecycleRecord[] }).__lifecycle.some((r) => r.event === 'ready' && r.id === mapId), id, { timeout });
  const record = (await lifecycle(page)).find((r) => r.event === 'ready' && r.id === id)!;
  return record.data!;
}

/** The locations of a map's JSON block, as the page gives them. */
export async function blockLocations(page: Page, id: string) {
  return page.evaluate((mapId) => {
    const block = JSON.parse(document.querySelector(`script[data-locator-config-for="${mapId}"]`)!.textContent!) as {
      locations?: { id: string; url: string; altTagText: string; get_directions_url: string; position: { latitude: number; longitude: number } }[];
      nearbyLocations?: { id: string; url: string; altTagText: string; get_directions_url: string; position: { latitude: number; longitude: number } }[];
    };
    return [...(block.locations ?? []), ...(block.nearbyLocations ?? [])];
  }, id);
}

/** Where a position must be drawn in the map's box, from the map's centre and zoom (Web Mercator, 256 px tiles). */
export function expectedPoint(position: { latitude: number; longitude: number }, view: { center: { latitude: number; longitude: number }; zoom: number }, box: { x: number; y: number; width: number; height: number }) {
  const p = worldPixel(position, view.zoom, 256);
  const c = worldPixel(view.center, view.zoom, 256);
  return { x: box.x + box.width / 2 + (p.x - c.x), y: box.y + box.height / 2 + (p.y - c.y) };
}

/** Tip of a pin element (bottom centre of its box) in page coordinates. */
export async function pinTip(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  expect(box).toBeTruthy();
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** The colour (and alpha) of the base-shape canvas of a map at a page point: alpha 0 where the sea shows through. */
export async function baseColourAt(page: Page, mapId: string, point: { x: number; y: number }) {
  return page.evaluate(
    ({ mapId: id, x, y }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`#${id} .leaflet-locatorBase-pane canvas`)!;
      const rect = canvas.getBoundingClientRect();
      const cx = Math.round(((x - rect.left) * canvas.width) / rect.width);
      const cy = Math.round(((y - rect.top) * canvas.height) / rect.height);
      const [r, g, b, a] = canvas.getContext('2d')!.getImageData(cx, cy, 1, 1).data;
      return { r, g, b, a };
    },
    { mapId, ...point },
  );
}
