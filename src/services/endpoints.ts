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
  /** Base of video thumbnails, `{base}/{videoId}/{index}.jpg` (YouTube's image host). */
  videoThumbnails: string;
  /** The video player script (YouTube iframe API), loaded only when a visitor plays a video. */
  videoApi: string;
  /** Maps: Google Maps JavaScript API script (…/maps/api/js). */
  googleMapsApi: string;
  /** Maps: Bing Maps V8 control script (…/api/maps/mapcontrol). */
  bingMapsApi: string;
  /** Maps: Bing Maps REST services base (…/REST/v1), asked once per Bing map whether Bing accepted the key. */
  bingRest: string;
  /** Maps: MapQuest.js folder holding mapquest.js and mapquest.css. */
  mapquestJs: string;
  /** Maps: MapQuest Tiles API render base (…/tiles/v1/render/latest). */
  mapquestTiles: string;
  /** Maps: Mapbox API base: raster tiles (…/styles/v1/…/tiles) and mapbox:// URLs of MapboxGL (its API_URL). */
  mapboxApi: string;
  /** The proxy service of the proxy helper (spec §7): `{proxy}?url={encoded target}`; empty means none. */
  proxy: string;
  /** The ad conversion pixel base (…/pagead/conversion): `{base}/{id}/?label…` (the conversion helper); empty: the ad network's. */
  adConversion: string;
  /** The ad remarketing pixel base (…/pagead/viewthroughconversion), for remarketing-only hits; empty: the ad network's. */
  adRemarketing: string;
}

export const PRODUCTION_ENDPOINTS: Endpoints = {
  monitoringDsn: '',
  analyticsPixel: 'https://www.pxl.locator-widgets.com/store_pagespixel.gif',
  geocoder: 'https://api.mapbox.com/geocoding/v5',
  geocoderToken: '',
  // The brand's own shop site: each deployment names it in its services block; without it the plain header stays.
  shopBase: '',
  photoFeed: 'https://api.instagram.com/v1',
  videoThumbnails: 'https://img.youtube.com/vi',
  videoApi: 'https://www.youtube.com/iframe_api',
  googleMapsApi: 'https://maps.googleapis.com/maps/api/js',
  bingMapsApi: 'https://www.bing.com/api/maps/mapcontrol',
  bingRest: 'https://dev.virtualearth.net/REST/v1',
  mapquestJs: 'https://api.mqcdn.com/sdk/mapquest-js/v1.3.2',
  mapquestTiles: 'https://www.mapquestapi.com/tiles/v1/render/latest',
  mapboxApi: 'https://api.mapbox.com',
  // A proxy is the brand's own service: each deployment that uses the helper names it in its services block.
  proxy: '',
  // The ad network's own pixels when empty (AD_PIXELS in conversion.ts: only pages that track conversions load them).
  adConversion: '',
  adRemarketing: '',
};

/** The last answer, with the services block's text it was read from (null: the page had none). */
let cached: { text: string | null; endpoints: Endpoints } | undefined;

/**
 * The page's endpoints: production defaults overridden by the page's services block (unknown keys ignored). Read again
 * when the block changed: one that comes after a first call (a page whose widgets come later) is not missed.
 */
export function endpoints(doc: Document = document): Endpoints {
  const block = doc.querySelector(SELECTOR.pageBlock(PAGE_BLOCKS.services));
  const text = block ? (block.textContent ?? '') : null;
  if (cached && doc === document && cached.text === text) return cached.endpoints;
  const result = { ...PRODUCTION_ENDPOINTS };
  if (text !== null) {
    try {
      const json: unknown = JSON.parse(text);
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
  if (doc === document) cached = { text, endpoints: result };
  return result;
}

/** For tests that build pages one after another. */
export function resetEndpoints(): void {
  cached = undefined;
}
