import { BRAND_NAME } from '../../../../fixtures/lib/constants';
import { escapeHtml } from '../http-util';
import { SHOP_STRINGS, type ShopSite } from './strings';

/** Shop links lead to the sandbox link targets, so the sample site never leaves localhost. */
const shopLink = (site: ShopSite, slug: string) => `/sandbox/links/ok/shop/${site}/${slug}`;

const LOGO = `<svg class="shop-logo" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
<circle cx="18" cy="18" r="17" fill="#1f3a5f"/><path d="M12 22a8 8 0 1 0 8-12 6 6 0 1 1-8 12z" fill="#f6d365"/></svg>`;

const MENU_ICON = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/></svg>`;

// Scoped to the shop classes so it cannot restyle the host page; narrow screens show the menu button instead of the
// row of links (the product's responsive-header widget toggles the nav's hidden state and aria-expanded).
const STYLE = `<style>
.shop-header,.shop-footer{font-family:system-ui,sans-serif;background:#fff;color:#1f3a5f}
.shop-header__bar{display:flex;align-items:center;justify-content:space-between;padding:8px 16px}
.shop-header__home{display:inline-flex;align-items:center;gap:8px;color:inherit;font-weight:700;text-decoration:none}
.shop-header__menu-toggle{display:none;background:none;border:1px solid currentColor;border-radius:4px;padding:4px;color:inherit}
.shop-header__nav ul,.shop-footer ul{display:flex;flex-wrap:wrap;gap:16px;list-style:none;margin:0;padding:8px 16px}
.shop-header__nav a,.shop-footer a{color:#1f3a5f}
.shop-footer{border-top:1px solid #d0d7e2;padding:8px 0 16px}
.shop-footer__copyright{margin:8px 16px 0;font-size:.875rem}
@media (max-width:991px){.shop-header__menu-toggle{display:inline-flex}.shop-header__nav ul{flex-direction:column}}
</style>`;

export function renderHeader(site: ShopSite): string {
  const t = SHOP_STRINGS[site];
  const items = t.nav
    .map(([label, slug]) => `<li><a href="${escapeHtml(shopLink(site, slug))}">${escapeHtml(label)}</a></li>`)
    .join('');
  return `${STYLE}
<header class="shop-header" lang="${escapeHtml(t.lang)}" data-shop-site="${escapeHtml(site)}">
<div class="shop-header__bar">
<a class="shop-header__home" href="${escapeHtml(shopLink(site, ''))}" aria-label="${escapeHtml(`${BRAND_NAME} – ${t.home}`)}">${LOGO}<span>${escapeHtml(BRAND_NAME)}</span></a>
<button type="button" class="shop-header__menu-toggle" aria-controls="shop-header-nav" aria-expanded="false" aria-label="${escapeHtml(t.menu)}">${MENU_ICON}</button>
</div>
<nav id="shop-header-nav" class="shop-header__nav" aria-label="${escapeHtml(t.mainNav)}"><ul>${items}</ul></nav>
<script>window.__shopHeaderScriptRan = true;</script>
</header>
`;
}

export function renderFooter(site: ShopSite, year: number): string {
  const t = SHOP_STRINGS[site];
  const items = t.footer
    .map(([label, slug]) => `<li><a href="${escapeHtml(shopLink(site, slug))}">${escapeHtml(label)}</a></li>`)
    .join('');
  return `<footer class="shop-footer" lang="${escapeHtml(t.lang)}" data-shop-site="${escapeHtml(site)}">
<nav aria-label="${escapeHtml(t.footerNav)}"><ul>${items}</ul></nav>
<p class="shop-footer__copyright">© ${year} ${escapeHtml(BRAND_NAME)}. ${escapeHtml(t.rights)}</p>
</footer>
`;
}
