/**
 * The markup contract: every attribute name, class and rule that finds a widget's configuration.
 * No selector string is repeated elsewhere; widgets and samples import from here.
 *
 * @example
 * <div id="store-hours" data-locator="hours" data-todayfirst>
 *   <script type="application/json" data-locator-config>{"days": []}</script>
 *   <table>…server-rendered hours…</table>
 * </div>
 */

/** Every widget the registry knows, as a string-literal union. */
export const WIDGET_NAMES = [
  'map',
  'search-form',
  'results',
  'hours',
  'reviews',
  'photo-feed',
  'events',
  'description',
  'video',
  'link-checker',
  'phone',
  'distance',
  'region-map',
  'header-footer',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export type LoadStrategy = 'ready' | 'visible' | 'interaction';

export const ATTR = {
  /** Marks an element as a widget host; the value is the widget name. */
  widget: 'data-locator',
  /** Overrides the registry's load strategy for one element. */
  load: 'data-locator-load',
  /** Set by the loader while a widget is mounted: "loading" | "mounted" | "failed". */
  state: 'data-locator-state',
  /** A JSON block inside the host element: its configuration. */
  config: 'data-locator-config',
  /** A JSON block anywhere in the page, matched to the host whose id equals the attribute value. */
  configFor: 'data-locator-config-for',
  /** Page-level JSON blocks: value is one of PAGE_BLOCKS. */
  page: 'data-locator-page',
  /** Marks server-rendered children that a widget replaces once it has rendered. */
  fallback: 'data-locator-fallback',
  /** Analytics: the event name a click on this element records (website, directions, phone, cta, pin, visitpage…). */
  track: 'data-locator-track',
  /** Analytics: a scope prefixed to the event names of tracked elements inside. */
  scope: 'data-locator-scope',
  /** The page locale, on <html> (lang is the fallback) or on a map wrapper. */
  locale: 'data-locale',
} as const;

/** Page-level blocks: `<script type="application/json" data-locator-page="site">`. */
export const PAGE_BLOCKS = {
  /** Analytics site data: businessId, siteId, isStaging, pageurl, pagesReferrer. */
  site: 'site',
  /** Monitoring data: isStaging plus extra context. */
  monitoring: 'monitoring',
  /** Map-config block: the query the results page was rendered for. */
  mapQuery: 'map-query',
  /** Service endpoints (geocoder, analytics host, error ingest…), overriding the production defaults. */
  services: 'services',
} as const;
export type PageBlock = (typeof PAGE_BLOCKS)[keyof typeof PAGE_BLOCKS];

export const JSON_TYPES = ['application/json', 'text/json', 'application/ld+json'] as const;

export const SELECTOR = {
  widget: `[${ATTR.widget}]`,
  configInside: `script[${ATTR.config}]`,
  configFor: (id: string) => `script[${ATTR.configFor}="${cssEscape(id)}"]`,
  pageBlock: (name: PageBlock) => `script[${ATTR.page}="${name}"]`,
  newTabLinks: 'a[target="_blank"]',
} as const;

/**
 * An element's JSON configuration blocks: inside it (a nested widget's block belongs to that widget), or anywhere in
 * the page matched by id, as maps do.
 */
function configBlocks(element: Element): Element[] {
  const inside = Array.from(element.querySelectorAll(SELECTOR.configInside)).filter((block) => block.parentElement?.closest(SELECTOR.widget) === element);
  const matched = element.id ? Array.from(element.ownerDocument.querySelectorAll(SELECTOR.configFor(element.id))) : [];
  // A block inside the element that also names it by id is one block.
  return [...new Set([...inside, ...matched])];
}

/** Why an element's configuration cannot be read (the runtime words each one; see read-config.ts). */
export type ConfigProblem = 'duplicate-id' | 'blocks' | 'type' | 'json';

/**
 * An element's parsed JSON block (undefined when it has none), or the problem that skips the widget: another element
 * owns its id (it would steal that element's id-matched block), more than one block, a block that is not JSON. Shared
 * by the runtime and the warm-ups, so both read a configuration alike. It lives in the loader's chunk (about 0.1 KiB):
 * a chunk of its own would be one more request, and the shared helpers' chunk 6 KiB more for pages that need none.
 */
export function configJson(element: Element): { ok: true; json: unknown } | { ok: false; problem: ConfigProblem; detail: string } {
  if (element.id && element.ownerDocument.getElementById(element.id) !== element) return { ok: false, problem: 'duplicate-id', detail: '' };
  const blocks = configBlocks(element);
  if (blocks.length > 1) return { ok: false, problem: 'blocks', detail: '' };
  const block = blocks[0];
  if (!block) return { ok: true, json: undefined };
  const type = (block.getAttribute('type') ?? '').toLowerCase();
  if (!(JSON_TYPES as readonly string[]).includes(type)) return { ok: false, problem: 'type', detail: type };
  try {
    return { ok: true, json: JSON.parse(block.textContent ?? '') };
  } catch (error) {
    return { ok: false, problem: 'json', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Lifecycle events also dispatched on document, as `locator:<event>`. */
export const DOM_EVENTS: readonly string[] = ['prepared', 'ready', 'data-loaded', 'failed'];

/** Performance mark names read by the bench. */
export const MARK = {
  start: 'locator:start',
  mounted: (name: string, id: string) => `locator:mounted:${name}#${id}`,
  allMounted: 'locator:all-mounted',
  /** The idle check of the page's monitoring data ran (the client loads then only where the data is missing). */
  monitoringChecked: 'locator:monitoring-checked',
} as const;

/** Class names the loader and page start set. */
export const CLASS = {
  srOnly: 'locator-sr-only',
  newTabText: 'locator-new-tab-text',
} as const;

export const NEW_TAB_TEXT = 'Link Opens in New Tab';
/**
 * Text for screen readers only, as an inline style: the loader adds nothing to <head>, and the text reads the same
 * before any widget stylesheet arrives. The short form of the pattern (clip-path, no margin, padding or border: an
 * inline span has none), which keeps the loader small.
 */
export const VISUALLY_HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/**
 * Hides an element from sight, not from screen readers. Through the style object: a page whose CSP forbids inline
 * styles blocks a style attribute, and the text would show.
 */
export function hideVisually(element: HTMLElement): void {
  element.style.cssText = VISUALLY_HIDDEN_STYLE;
}
export const NEW_TAB_REL = ['nofollow', 'noopener', 'noreferrer'] as const;

/** The elements matching selector in root, root itself first when it matches (an element added is a root). */
export function matchesIn<T extends Element = Element>(root: ParentNode, selector: string): T[] {
  const found = Array.from(root.querySelectorAll<T>(selector));
  if (root instanceof Element && root.matches(selector)) found.unshift(root as T);
  return found;
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

export function isWidgetName(value: string): value is WidgetName {
  return (WIDGET_NAMES as readonly string[]).includes(value);
}
