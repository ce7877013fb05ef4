import { useEffect } from 'react';
import { shopSiteFor } from '../../src/core/shop-site';
import { endpoints } from '../../src/services/endpoints';
import type { WidgetProps } from '../../src/loader/types';
import type { HeaderFooterConfig } from './config';
import { injectHtml } from './inject';
import { loadShopPart, type PartResult, type ShopPart } from './load-parts';
import { startMobileMenu } from './mobile-menu';
import { declaredLocale } from '../../src/loader/runtime/declared-locale';
import './header-footer.css';

export const MAIN_OVERRIDE_CLASS = 'locator-shop-main';

/**
 * Swaps the plain header (and footer) for the shop's, chosen by the page language; the plain ones stay when the
 * language has no shop site or a part fails to load. Renders nothing itself: it works on the host and footer slots.
 */
export function HeaderFooter({ config, context }: WidgetProps<HeaderFooterConfig>) {
  useEffect(() => {
    // Spec §2: by the document's language. A page that declares none (no lang, no data-locale) is not an English one:
    // it keeps its plain header, like a page in a language without a shop site.
    const site = declaredLocale(context.element) ? shopSiteFor(context.locale) : null;
    if (!site) return;
    if (!endpoints().shopBase) {
      console.error(`[locator] header-footer#${context.id}: the page's services block names no shopBase; the plain header stays`);
      return;
    }
    const header = context.element;
    const footer = config.footerId ? document.getElementById(config.footerId) : null;
    // A footer slot named but absent: said once, and its part is not asked for.
    if (config.footerId && !footer) console.error(`[locator] header-footer#${context.id}: no element has the id "${config.footerId}"; the shop footer is not loaded`);
    const root = header.querySelector(':scope > [data-locator-root]');
    const saved = [header, footer]
      .filter((el): el is HTMLElement => !!el)
      .map((el) => [el, Array.from(el.childNodes).filter((node) => node !== root)] as const);
    const main = document.querySelector(config.mainSelector);
    const { signal } = context;
    const load = (part: ShopPart) => loadShopPart(site, part, signal, config.timeoutMs, context.report);
    // Both parts are asked for at once. The header goes in as it arrives: a slow footer does not hold it back. The
    // footer waits for the header: the shop's styles come with its header, and a footer put in before them would show
    // unstyled, then shrink as they arrive, moving the page below it. Without the shop header (it failed), the shop
    // footer goes in only when it brings style sheets of its own; otherwise it would stay unstyled for good, and the
    // plain footer stays. Each part counts as loaded once its HTML is in (after the shop's style sheets, see
    // injectHtml).
    let headerIn = false;
    const headerDone = load('header').then(
      context.guard((result: PartResult) => {
        if (signal.aborted || result.html === null) return result;
        return injectHtml(header, result.html, root, signal).then(
          context.guard((shown: boolean) => {
            headerIn = shown;
            if (shown) startMobileMenu(header, config.breakpoint, signal, context.guard);
            return result;
          }),
        );
      }),
    );
    const footerDone: Promise<PartResult | undefined> = footer
      ? Promise.all([load('footer'), headerDone.catch(() => undefined)]).then(
          context.guard(([result]: [PartResult, unknown]) => {
            if (signal.aborted || result.html === null) return result;
            if (!headerIn && !bringsStyles(result.html)) {
              console.warn(`[locator] header-footer#${context.id}: the shop header is not in, and its footer brings no styles of its own; the plain footer stays`);
              return { html: null };
            }
            return injectHtml(footer, result.html, null, signal).then(() => result);
          }),
        )
      : Promise.resolve({ html: null });
    void Promise.all([headerDone, footerDone]).then(
      context.guard(([headerResult, footerResult]) => {
        if (signal.aborted || !headerResult || !footerResult) return;
        const errors = [headerResult.error, footerResult.error].filter((error) => error !== undefined);
        if (errors.length) console.error('Unexpected error loading header/footer', ...errors);
        const loaded = { header: headerResult.html !== null, footer: footerResult.html !== null };
        if (loaded.header && loaded.footer) main?.classList.add(MAIN_OVERRIDE_CLASS);
        context.emit('data-loaded', loaded);
      }),
      // A throw while a part went in (asynchronously, past the guards above) fails the widget, as one before would.
      context.guard((error: unknown) => {
        throw error;
      }),
    );
    return () => {
      main?.classList.remove(MAIN_OVERRIDE_CLASS);
      for (const [el, children] of saved) {
        for (const child of Array.from(el.childNodes)) if (child !== root) child.remove();
        el.prepend(...children);
      }
    };
  }, [config, context]);
  return null;
}

/** Whether a shop part carries style sheets of its own (a link to one, or a style element). */
function bringsStyles(html: string): boolean {
  return /<style[\s>]|<link\b[^>]*\brel\s*=\s*["']?stylesheet/i.test(html);
}
