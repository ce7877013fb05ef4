import { afterPixel, eventName, heldForPixel, parseSiteData, pixelQuery, SCOPED, TRACKED, type SiteData } from '../core/analytics-names';
import { ATTR } from '../loader/schema';
import { endpoints } from './endpoints';
import { carrySubmitter } from './submitter-field';
import { sendPixel } from './pixel';

export interface AnalyticsOptions {
  /**
   * The pixel's address; by default the page's services block's `analyticsPixel`, read as each pixel is sent: a
   * client started before the block came (a command on a page whose widgets come later) still uses it.
   */
  pixelUrl?: string;
  /** Random version seed per request, injectable for tests. */
  seed?: () => number;
  /** Navigation, injectable for tests (jsdom cannot navigate). */
  navigate?: (href: string) => void;
  /** A held form's submission, injectable for tests (jsdom cannot submit). */
  submit?: (form: HTMLFormElement, submitter: SubmitButton) => void;
}

type SubmitButton = HTMLButtonElement | HTMLInputElement;

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

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  let site: SiteData | null = null;
  let debug = false;
  const events: string[] = [];
  const listeners = new Set<(name: string) => void>();
  const seed = options.seed ?? (() => Math.floor(Math.random() * 1e9));
  const navigate = options.navigate ?? ((href: string) => void (location.href = href));
  const submit = options.submit ?? submitAs;
  /** A tracked click on a submit button: its pixel, until the submission it starts (in the same task) is seen. */
  let clickedSubmit: { submitter: SubmitButton; sent: Promise<void> } | null = null;

  /** Fire-and-forget image request; resolves when it loaded or failed, never rejects. */
  const fire = (eventType: string): Promise<void> => {
    if (!site) throw new Error('Analytics must be initialised with businessId and siteId before firing events');
    events.push(eventType);
    for (const listener of listeners) listener(eventType);
    const pixelUrl = options.pixelUrl ?? endpoints().analyticsPixel;
    // A pixel address of the page's services block may carry a query of its own.
    const joiner = pixelUrl.includes('?') ? '&' : '?';
    return sendPixel(`${pixelUrl}${joiner}${pixelQuery(site, eventType, seed()).toString()}`);
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
        // ('debug') or ('debug', true) turns it on; false, 0, null and the texts "false", "0", "off" (as a page
        // script or a template writes a switch) turn it off.
        debug = !/^\s*(false|0|off|null)\s*$/i.test(String(value));
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
    if (!plainClick(event)) return;
    // The link the click follows: the tracked element's own, or one inside it (an `<li data-locator-track>` around it).
    const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (link) {
      if (sameTabLink(link)) holdUnlessPrevented(event, sent, () => navigate(link.href));
      return;
    }
    // A submit button (pressed, or Enter in a field of its form): its form is held instead, once submitted.
    const submitter = (event.target as Element).closest('button, input[type="submit"]') as SubmitButton | null;
    if (!submitter?.form || submitter.type !== 'submit') return;
    clickedSubmit = { submitter, sent };
    // The submission starts within the click's own task, or not at all (a handler prevented the click).
    setTimeout(() => (clickedSubmit = null));
  };

  const onSubmit = (event: SubmitEvent) => {
    const clicked = clickedSubmit;
    if (!clicked || event.submitter !== clicked.submitter) return;
    clickedSubmit = null;
    const form = event.target as HTMLFormElement;
    if (sameTabSubmission(form, clicked.submitter)) holdUnlessPrevented(event, clicked.sent, () => submit(form, clicked.submitter));
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
      doc.addEventListener('submit', onSubmit, true);
      return () => {
        doc.removeEventListener('click', onClick, true);
        doc.removeEventListener('auxclick', onAuxClick, true);
        doc.removeEventListener('submit', onSubmit, true);
      };
    },
  };
}

/**
 * Holds what `event` would do (follow a link, submit a form) until the pixel answered, at most NAVIGATION_DELAY_MS
 * (spec §9), so the click is counted; then `go` does it. Decided once every other handler has run (window, bubble
 * phase, registered now so it runs last): a widget that prevents the default keeps the page.
 */
function holdUnlessPrevented(event: Event, sent: Promise<void>, go: () => void): void {
  const view = (event.target as Node).ownerDocument?.defaultView ?? window;
  const decide = (final: Event) => {
    if (final !== event) return;
    view.removeEventListener(event.type, decide);
    if (event.defaultPrevented) return;
    heldForPixel.add(event);
    event.preventDefault();
    afterPixel(sent, go);
  };
  view.addEventListener(event.type, decide);
  // A handler that stopped the event on its way up kept it from the window: it goes its own way.
  setTimeout(() => view.removeEventListener(event.type, decide));
}

/** A primary-button click with no modifier (which would open a new tab or window, or download). */
function plainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const httpTarget = (address: string) => /^https?:$/.test(new URL(address, location.href).protocol);
const sameTab = (target: string) => !target || target === '_self';

function sameTabLink(link: HTMLAnchorElement): boolean {
  return sameTab(link.target) && !link.hasAttribute('download') && httpTarget(link.href);
}

/** A submission that leaves this page for another in the same tab (not a dialog's, not into another window). */
function sameTabSubmission(form: HTMLFormElement, submitter: SubmitButton): boolean {
  const method = (submitter.getAttribute('formmethod') ?? form.getAttribute('method') ?? '').toLowerCase();
  const target = submitter.getAttribute('formtarget') ?? form.getAttribute('target') ?? '';
  // A button's formAction reads the page's address when it has no formaction of its own: the form's then.
  return method !== 'dialog' && sameTab(target) && httpTarget(submitter.hasAttribute('formaction') ? submitter.formAction : form.action);
}

/**
 * Submits a held form as its button would have: `form.submit()` (which fires no second submit event for the page's
 * handlers to see twice) sends no submitter and ignores its overrides, so they are on the form for the call. The
 * prototype's method: a control named "submit" shadows the form's own.
 */
function submitAs(form: HTMLFormElement, submitter: SubmitButton): void {
  const undo: (() => void)[] = [carrySubmitter(form, submitter)];
  for (const [own, formAttribute] of [['formaction', 'action'], ['formmethod', 'method'], ['formenctype', 'enctype'], ['formtarget', 'target']] as const) {
    const given = submitter.getAttribute(own);
    if (given === null) continue;
    const before = form.getAttribute(formAttribute);
    form.setAttribute(formAttribute, given);
    undo.push(() => (before === null ? form.removeAttribute(formAttribute) : form.setAttribute(formAttribute, before)));
  }
  // The form's entries and address are taken during the call; the navigation follows later.
  HTMLFormElement.prototype.submit.call(form);
  for (const step of undo) step();
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
