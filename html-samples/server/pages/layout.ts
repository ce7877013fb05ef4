import { shopSiteFor } from '../../../src/core/shop-site';
import { html, jsonBlock, type Raw } from '../html';
import { siteTexts, type SiteTexts } from './texts';

export interface PageOptions {
  title: string;
  /** Page locale as the CMS writes it: fr_BE, en, ja_JP. */
  locale: string;
  origin: string;
  body: Raw;
  /** Page-level blocks; omit for the page that must stay untouched. */
  blocks?: boolean;
  /** The monitoring block: production, staging, or none (to show the missing-data warning). */
  monitoring?: 'production' | 'staging' | 'none';
  site?: { businessId: string; siteId: string } | null;
  extraHead?: Raw;
}

/** Service endpoints of the samples: everything points at the sandbox on this server. */
export function sandboxServices(origin: string) {
  const host = new URL(origin).host;
  return {
    monitoringDsn: `http://sandboxkey@${host}/sandbox/sentry/1`,
    analyticsPixel: `${origin}/sandbox/analytics/pixel.gif`,
    geocoder: `${origin}/sandbox/geocoding/v5`,
    geocoderToken: 'pk.sandbox-token',
    shopBase: `${origin}/sandbox/shop`,
    photoFeed: `${origin}/sandbox/instagram/v1`,
    videoThumbnails: `${origin}/sandbox/youtube/vi`,
    videoApi: `${origin}/sandbox/youtube/iframe_api`,
    googleMapsApi: `${origin}/sandbox/maps/google/js`,
    bingMapsApi: `${origin}/sandbox/maps/bing/mapcontrol`,
    bingRest: `${origin}/sandbox/maps/bing/rest`,
    mapquestJs: `${origin}/sandbox/maps/mapquest`,
    mapquestTiles: `${origin}/sandbox/maps/mapquest/tiles/v1/render/latest`,
    mapboxApi: `${origin}/sandbox/mapbox`,
    proxy: `${origin}/sandbox/proxy`,
    adConversion: `${origin}/sandbox/ads/conversion`,
    adRemarketing: `${origin}/sandbox/ads/viewthroughconversion`,
  };
}

// The site's own header and footer; the header-footer widget swaps in the shop's for supported languages.
const plainHeader = (texts: SiteTexts) => html`<header class="site-header"><a class="brand" href="/">Pommelune</a><span class="tagline">${texts.tagline}</span></header>`;
const plainFooter = (texts: SiteTexts) => html`<footer class="site-footer"><p>${texts.footer}</p></footer>`;

function monitoringBlock(options: PageOptions) {
  const mode = options.monitoring ?? 'production';
  if (mode === 'none') return '';
  return html`<script type="application/json" data-locator-page="monitoring">${jsonBlock({ isStaging: mode === 'staging', page: options.title })}</script>`;
}

/** The shell every CMS page shares: head, the single script tag, skip link, main landmark and page blocks. */
export function layout(options: PageOptions): string {
  const lang = options.locale.replace('_', '-');
  const blocks = options.blocks !== false;
  // The CMS knows which languages get the shop's header and footer: it reserves their height so the swap moves nothing.
  const shopChrome = shopSiteFor(options.locale) !== null;
  const texts = siteTexts(options.locale);
  return `<!doctype html>${html`<html lang="${lang}" data-locale="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/samples.css">
${options.extraHead}
<script type="module" src="/assets/locator-widgets/locator.js"></script>
</head>
<body>
<a class="skip-link" href="#main">${texts.skipLink}</a>
${blocks ? html`<div id="shop-header" class="${shopChrome ? 'shop-chrome-slot' : ''}" data-locator="header-footer" data-footer="shop-footer">${plainHeader(texts)}</div>` : plainHeader(texts)}
<main id="main">
${options.body}
</main>
${blocks ? html`<div id="shop-footer" class="${shopChrome ? 'shop-chrome-slot' : ''}">${plainFooter(texts)}</div>` : plainFooter(texts)}
${blocks ? html`<script type="application/json" data-locator-page="services">${jsonBlock(sandboxServices(options.origin))}</script>
${monitoringBlock(options)}` : ''}
${blocks && options.site ? html`<script type="application/json" data-locator-page="site">${jsonBlock({ ...options.site, isStaging: false, pageurl: options.title, pagesReferrer: '' })}</script>` : ''}
</body>
</html>`}`;
}
