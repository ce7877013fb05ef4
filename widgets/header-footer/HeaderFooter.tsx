import { useEffect } from 'react';
import { shopSiteFor } from '../../src/core/shop-site';
import { endpoints } from '../../src/services/endpoints';
import type { WidgetProps } from '../../src/loader/types';
import type { HeaderFooterConfig } from './config';
import { injectHtml } from './inject';
import { loadShopParts } from './load-parts';
import { startMobileMenu } from './mobile-menu';
import './header-footer.css';

export const MAIN_OVERRIDE_CLASS = 'locator-shop-main';

/**
 * Swaps the plain header (and footer) for the shop's, chosen by the page language; the plain ones stay when the
 * language has no shop site or a part fails to load. Renders nothing itself: it works on the host and footer slots.
 */
export function HeaderFooter({ config, context }: WidgetProps<HeaderFooterConfig>) {
  useEffect(() => {
    const site = shopSiteFor(context.locale);
    if (!site) return;
    if (!endpoints().shopBase) {
      console.error(`[locator] header-footer#${context.id}: the page's services block names no shopBase; the plain header stays`);
      return;
    }
    const header = context.element;
    const footer = config.footerId ? document.getElementById(config.footerId) : null;
    const root = header.querySelector(':scope > [data-locator-root]');
    const saved = [header, footer]
      .filter((el): el is HTMLElement => !!el)
      .map((el) => [el, Array.from(el.childNodes).filter((node) => node !== root)] as const);
    const main = document.querySelector(config.mainSelector);
    const { signal } = context;
    void loadShopParts(site, signal, config.timeoutMs).then(
      context.guard(({ header: headerHtml, footer: footerHtml, errors }) => {
        if (signal.aborted) return;
        if (errors.length) console.error('Unexpected error loading header/footer', ...errors);
        if (headerHtml !== null) {
          injectHtml(header, headerHtml, root);
          startMobileMenu(header, config.breakpoint, signal, context.guard);
        }
        if (footerHtml !== null && footer) injectHtml(footer, footerHtml);
        if (headerHtml !== null && footerHtml !== null && footer) main?.classList.add(MAIN_OVERRIDE_CLASS);
        context.emit('data-loaded', { header: headerHtml !== null, footer: footerHtml !== null });
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
