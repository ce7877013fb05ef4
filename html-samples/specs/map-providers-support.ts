import type { Page } from '@playwright/test';
import { recordLifecycle, waitReady } from './map-support';
import { expect } from './support';

/** How each provider's pins appear in the page (fake SDK DOM, Leaflet links, or the keyboard list over a canvas). */
export type PinKind = 'google' | 'bing' | 'leaflet' | 'gl';

/** Opens a QA page and waits until each map (scrolled into view: maps load when visible) is ready. */
export async function openMaps(page: Page, name: string, ids: readonly string[]): Promise<Record<string, NonNullable<Awaited<ReturnType<typeof waitReady>>>>> {
  await recordLifecycle(page);
  await page.goto(`/qa/${name}`);
  const ready: Record<string, Awaited<ReturnType<typeof waitReady>>> = {};
  for (const id of ids) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    ready[id] = await waitReady(page, id);
  }
  return ready;
}

// Cluster names carry their exact count in every language ("12 stores, zoom in", "12店舗、拡大"), after the short one
// when that is drawn ("1.2k: 1234 stores, zoom in").
const leadingCount = (label: string | null) => Number(/^(?:[\d.]+k: )?(\d+)/.exec(label ?? '')?.[1] ?? NaN);

/**
 * What a map draws: single pins (their accessible names) and clusters (their counts), read from the DOM the provider
 * produced. Canvas providers (Bing, MapboxGL) are read from the keyboard list, which mirrors the drawn symbols.
 */
export async function drawn(page: Page, id: string, kind: PinKind): Promise<{ pins: string[]; clusters: number[] }> {
  const names = (selector: string) => page.locator(`#${id} ${selector}`).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  if (kind === 'google') {
    const labels = await names('[data-fake-marker]');
    return { pins: labels.filter((l) => Number.isNaN(leadingCount(l))), clusters: labels.map(leadingCount).filter((n) => !Number.isNaN(n)) };
  }
  if (kind === 'leaflet') return { pins: await names('a.locator-pin'), clusters: (await names('.locator-cluster')).map(leadingCount) };
  const clusters = (await names('button.locator-map-key--cluster')).map(leadingCount);
  if (kind === 'bing') {
    // The fake draws every pushpin (as Bing's canvas does); the list only those in view.
    expect(await page.locator(`#${id} [data-fake-bing-pin]`).count()).toBe(await page.locator(`#${id} a.locator-map-key`).count());
  }
  return { pins: await names('a.locator-map-key'), clusters };
}

export const total = (d: { pins: string[]; clusters: number[] }) => d.pins.length + d.clusters.reduce((a, b) => a + b, 0);

/** Screen colours at viewport points, read from a screenshot decoded in the page (WebGL canvases cannot be read). */
export async function coloursAt(page: Page, points: { x: number; y: number }[]): Promise<{ r: number; g: number; b: number }[]> {
  const png = await page.screenshot();
  return page.evaluate(
    async ({ data, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return at.map((p) => {
        const [r, g, b] = ctx.getImageData(Math.round(p.x), Math.round(p.y), 1, 1).data;
        return { r: r!, g: g!, b: b! };
      });
    },
    { data: png.toString('base64'), at: points },
  );
}

export const hex = (value: string) => ({ r: parseInt(value.slice(1, 3), 16), g: parseInt(value.slice(3, 5), 16), b: parseInt(value.slice(5, 7), 16) });
export const far = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }, min = 30) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) >= min;
