import { PAGE_BLOCKS, SELECTOR } from '../loader/schema';

/**
 * Production hosts of every third-party service. A page overrides them with a
 * `<script type="application/json" data-locator-page="services">` block (the samples point at the sandbox that way);
 * no code path chooses the sandbox by itself.
 */
export interface Endpoints {
  /** Sentry DSN for error reports; empty means no remote reporting. */
  monitoringDsn: string;
  /** Analytics pixel URL. */
  analyticsPixel: string;
  /** Mapbox-style geocoding base (…/geocoding/v5). */
  geocoder: string;
  geocoderToken: string;
  /** Base of the shop site hosting the header and footer endpoints. */
  shopBase: string;
  /** Instagram-v1-compatible photo feed base (…/v1). */
  photoFeed: string;
}

export const PRODUCTION_ENDPOINTS: Endpoints = {
  monitoringDsn: '',
  analyticsPixel: 'https://www.pxl.locator-widgets.com/store_pagespixel.gif',
  geocoder: 'https://api.mapbox.com/geocoding/v5',
  geocoderToken: '',
  shopBase: 'https://www.shop.example',
  photoFeed: 'https://api.instagram.com/v1',
};

let cached: Endpoints | undefined;

/** The page's endpoints: production defaults overridden by the page's services block (unknown keys ignored). */
export function endpoints(doc: Document = document): Endpoints {
  if (cached && doc === document) return cached;
  const result = { ...PRODUCTION_ENDPOINTS };
  const block = doc.querySelector(SELECTOR.pageBlock(PAGE_BLOCKS.services));
  if (block) {
    try {
      const json: unknown = JSON.parse(block.textContent ?? '');
      if (json && typeof json === 'object') {
        for (const key of Object.keys(result) as (keyof Endpoints)[]) {
          const value = (json as Record<string, unknown>)[key];
          if (typeof value === 'string') result[key] = value;
        }
      }
    } catch (error) {
      console.error('[locator] the services block is not valid JSON; production endpoints are used', error);
    }
  }
  if (doc === document) cached = result;
  return result;
}

/** For tests that build pages one after another. */
export function resetEndpoints(): void {
  cached = undefined;
}
