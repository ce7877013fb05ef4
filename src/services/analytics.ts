import { afterPixel, eventName, parseSiteData, pixelQuery, SCOPED, TRACKED, type SiteData } from '../core/analytics-names';
import { ATTR } from '../loader/schema';
import { sendPixel } from './pixel';

export interface AnalyticsOptions {
  pixelUrl: string;
  /** Random version seed per request, injectable for tests. */
  seed?: () => number;
  /** Navigation, injectable for tests (jsdom cannot navigate). */
  navigate?: (href: string) => void;
}

export interface Analytics {
  /** The command interface: ('set', siteData) | ('track', eventName, scopeElement?) | ('debug', on). */
  command(...args: unknown[]): Promise<void>;
  /** Tracked event names so far (the debug panel's Events tab). */
  readonly events: readonly string[];
  readonly site: SiteData | null;
  readonly debug: boolean;
  /** Calls back on every fired event (the debug panel); returns the unsubscribe function. */
  onEvent(listener: (name: string) => void): () => void;
  /** Starts click tracking on the document; returns the release function. */
  listen(doc?: Document): () => void;
  /**
   * Counts clicks made before the client listened (the loader keeps them while its code loads). Their default
   * action has happened: a link has been followed or not, so none is held back for its pixel.
   */
  replay(clicks: readonly Event[]): void;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  let site: SiteData | null = null;
  let debug = false;
  const events: string[] = [];
  const listeners = new Set<(name: string) => void>();
  const seed = options.seed ?? (() => Math.floor(Math.random() * 1e9));
  const navigate = options.navigate ?? ((href: string) => void (location.href = href));

  /** Fire-and-forget image request; resolves when it loaded or failed, never rejects. */
  const fire = (eventType: string): Promise<void> => {
    if (!site) throw new Error('Analytics must be initialised with businessId and siteId before firing events');
    events.push(eventType);
    for (const listener of listeners) listener(eventType);
    return sendPixel(`${options.pixelUrl}?${pixelQuery(site, eventType, seed()).toString()}`);
  };

  const command = async (...args: unknown[]): Promise<void> => {
    if (args.length === 0) throw new Error('Received Analytics Command with no Arguments');
    const [name, value] = args;
    switch (name) {
      case 'set': {
        const parsed = parseSiteData(value);
        if (!parsed) throw new Error('Analytics site data needs businessId and siteId');
        site = parsed;
        return;
      }
      case 'track': {
        if (typeof value !== 'string' || !value) throw new Error('Analytics track needs an event name');
        // An element as third argument names the event by its scopes, as a click on a tracked element in it would be.
        const within = args[2];
        return fire(within instanceof Element ? eventName(value, scopesFrom(within)) : value);
      }
      case 'debug':
        debug = value !== false;
        return;
      default:
        throw new Error('Unknown command');
    }
  };

  /** Fires the pixel of a click on a tracked element; what it sent and the element, or null for any other click. */
  const track = (event: Event): { sent: Promise<void>; target: Element } | null => {
    const target = event.target instanceof Element ? event.target.closest(TRACKED) : null;
    if (!target || !site) return null;
    const name = eventName(target.getAttribute(ATTR.track) ?? '', scopesFrom(target.parentElement));
    if (!name) {
      if (debug) console.warn('[locator] analytics: this element could not be tracked', target);
      return null;
    }
    return { sent: fire(name), target };
  };

  const onClick = (event: MouseEvent) => {
    const tracked = track(event);
    if (!tracked) return;
    const { sent } = tracked;
    // The link the click follows: the tracked element's own, or one inside it (an `<li data-locator-track>` around it).
    const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (!link || !sameTabNavigation(link, event)) return;
    // Decide once every other handler has run (window, bubble phase, registered now so it runs last): a widget
    // that prevents the default keeps the page; otherwise hold the navigation until the pixel answered, at most
    // NAVIGATION_DELAY_MS, so the click is counted.
    const view = link.ownerDocument.defaultView ?? window;
    const decide = (final: Event) => {
      if (final !== event) return;
      view.removeEventListener('click', decide);
      if (event.defaultPrevented) return;
      event.preventDefault();
      afterPixel(sent, () => navigate(link.href));
    };
    view.addEventListener('click', decide);
    // A handler that stopped the click on its way up kept it from the window: the link goes its own way.
    setTimeout(() => view.removeEventListener('click', decide));
  };

  // A middle click on a link opens it in a new tab (browsers send it as `auxclick`, not `click`): a click to count too.
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1 && event.target instanceof Element && event.target.closest('a[href]')) track(event);
  };

  return {
    command,
    get events() {
      return events;
    },
    get site() {
      return site;
    },
    get debug() {
      return debug;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replay(clicks) {
      for (const click of clicks) {
        if (click.type === 'auxclick') onAuxClick(click as MouseEvent);
        else track(click);
      }
    },
    listen(doc = document) {
      doc.addEventListener('click', onClick, true);
      doc.addEventListener('auxclick', onAuxClick, true);
      return () => {
        doc.removeEventListener('click', onClick, true);
        doc.removeEventListener('auxclick', onAuxClick, true);
      };
    },
  };
}

function sameTabNavigation(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  return /^https?:$/.test(new URL(link.href, location.href).protocol);
}

/**
 * The analytics scopes a click within `element` is named by: those of `element` and every ancestor, outermost first.
 * A tracked element's own scopes start at its parent.
 */
function scopesFrom(element: Element | null): string[] {
  const scopes: string[] = [];
  for (let el = element?.closest(SCOPED) ?? null; el; el = el.parentElement?.closest(SCOPED) ?? null) {
    const scope = el.getAttribute(ATTR.scope);
    if (scope) scopes.unshift(scope);
  }
  return scopes;
}
