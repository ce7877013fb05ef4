import { mountAll, settled, unmountAll } from './controller';
import { on } from './events';
import { analyticsCommand } from './page-start';
import { defineWidget } from './registry';
import type { LoadStrategy } from './schema';
import type { WidgetDefinition } from './types';
import { reportError } from '../services/report';
import { VERSION } from '../version';

export type Helpers = typeof import('../core/index').helpers & ReturnType<typeof import('../services/page-helpers').pageHelpers>;

/**
 * Mounts the marked elements under root (the whole document by default) that are not mounted yet.
 * @example LocatorWidgets.mount(document.querySelector('#new-block'))
 */
export function mount(root: ParentNode | Element = document): void {
  mountAll(root);
}

/** Unmounts every widget under root, releasing its listeners, observers, timers and requests. */
export function unmount(root: ParentNode | Element = document): void {
  unmountAll(root);
}

/**
 * The shared helpers (phone, distance, image choice, slug, case, cookies, Intl formatting, the proxy GET), loaded on
 * first use so the loader stays small. Formatting helpers take the locale explicitly.
 * @example const { formatPhone } = await LocatorWidgets.helpers(); formatPhone('212-555-0100')
 */
export async function helpers(): Promise<Helpers> {
  const [core, page] = await Promise.all([import('../core/index'), import('../services/page-helpers')]);
  return { ...core.helpers, ...page.pageHelpers(reportError) };
}

/**
 * Adds a widget type, for page builders with widgets of their own.
 * @example LocatorWidgets.define('promo', { load: () => import('/promo.js'), strategy: 'visible' })
 */
export function define(name: string, entry: { load: () => Promise<{ default: WidgetDefinition<never> | unknown }>; strategy?: LoadStrategy }): void {
  defineWidget(name, { load: entry.load, strategy: entry.strategy });
  mountAll(document, name);
}

/**
 * Turns error reporting on where the page's monitoring data says staging (spec §4: off in nonprod until enabled).
 * @example await LocatorWidgets.enableReporting()
 */
export async function enableReporting(): Promise<void> {
  const { enableMonitoring } = await import('../services/monitoring');
  enableMonitoring();
}

export const version = VERSION;
export { on, settled, analyticsCommand as analytics };
