/** Candidates for what Tab reaches (see `reached`). */
const CONTROLS = 'a[href],button,input,select,textarea,iframe,[tabindex]';

/** Connected, not inert, not hidden: an element focus can stay on. */
const usable = (element: HTMLElement) =>
  element.isConnected && !element.closest('[inert],[hidden]') && (element.checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions) ?? true);

/** An element Tab reaches: in the Tab order, enabled, usable. */
const reached = (element: HTMLElement) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && usable(element);

/** The first element of `root` Tab reaches, if any. */
export const firstReached = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).find(reached);

/** The focus is nowhere, or on a widget's host (where the rescue below puts a focus it saw taken away). */
export const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.matches('[data-locator]');
};

/**
 * A reader of the element in `root` that has the focus, or had it when the focus went nowhere from it: the browser
 * blurs a control a layout change hides (a media query), sometimes before the page hears of the change. An element
 * the visitor left for nowhere (a click on plain text) that is still shown, and not focused again, a task later is
 * forgotten: a later layout change must not bring the focus back for it.
 */
export function focusWithin(root: HTMLElement, signal: AbortSignal): () => Element | null {
  let last: Element | null = null;
  root.addEventListener('focusin', (event) => (last = event.target as Element), { signal });
  root.addEventListener(
    'focusout',
    (event) => {
      const left = event.target as HTMLElement;
      if (event.relatedTarget) last = null;
      else setTimeout(() => last === left && document.activeElement !== left && left.checkVisibility?.() && (last = null));
    },
    { signal },
  );
  return () => {
    const active = document.activeElement;
    return active && active !== document.body ? (root.contains(active) ? active : null) : last;
  };
}

/** Focuses an element, focusable for this move only when it is not already: it is no new stop in the Tab order. */
export function focusOnce(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/** A link's target, absolute; null for anything else (or an address that does not parse). */
function targetOf(element: Element): string | null {
  const href = element.getAttribute('href');
  if (href === null || !element.matches('a')) return null;
  try {
    return new URL(href, element.ownerDocument.baseURI).href;
  } catch {
    return null;
  }
}

/** The first link of `host` Tab reaches that leads where the link `gone` led (an `<a>` of HTML or of SVG). */
function twinOf(host: HTMLElement, gone: Element): HTMLElement | null {
  const target = targetOf(gone);
  if (!target) return null;
  return Array.from(host.querySelectorAll<HTMLElement>('a[href]')).find((link) => targetOf(link) === target && reached(link)) ?? null;
}

/** The first element after `host` (not in it) that Tab reaches. */
function nextReachedAfter(host: HTMLElement): HTMLElement | undefined {
  return Array.from(host.ownerDocument.querySelectorAll<HTMLElement>(CONTROLS)).find(
    (element) => host.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !host.contains(element) && reached(element),
  );
}

/** Gives the focus to the first element of `host` Tab reaches, or to the host itself (for this move only). */
export function focusFirstIn(host: HTMLElement): void {
  focusOnce(firstReached(host) ?? host);
}

/**
 * Keeps the keyboard focus in a widget whose own change takes away the element that had it: the server markup swapped
 * for the widget's, a fallback hidden once the map is ready, a photo or a link replaced. The browser would drop the
 * focus to the top of the page; it goes to the widget's first element Tab reaches instead, or to the widget itself.
 * Watched only while the focus is inside the host. An element still there (the visitor left it, or it was only moved)
 * is never focused again from here: mountWidget gives the focus back to server markup it moved.
 */
export function rescueFocus(host: HTMLElement, signal: AbortSignal): void {
  let focused: HTMLElement | null = null;
  const release = () => {
    focused = null;
    observer.disconnect();
  };
  const observer = new MutationObserver((records) => {
    const element = focused;
    if (!element || usable(element)) return;
    // Only a change that took it away: its own, or one around it. A map redrawing elsewhere in the widget while a page
    // style hides the element is not one (the layout change that hid it may be on its way, with a handing on).
    if (!records.some((record) => (record.type === 'childList' ? !element.isConnected : record.target.contains(element)))) return;
    release();
    // A task later, and only if the focus is still nowhere: a widget that hands it on itself (to the last photo, to
    // the player frame) goes first.
    setTimeout(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!host.isConnected || (active && active !== document.body && usable(active))) return;
      // The whole widget went with it (the events block once its last event ended): the focus goes on to what Tab
      // reaches next on the page, where the visitor was heading, not back to the top.
      if (!usable(host)) {
        const next = nextReachedAfter(host);
        if (next) focusOnce(next);
        return;
      }
      // The widget's own link to where the one that went led (the feed's photo for the server's, the map's state for
      // the list's): the visitor goes on from where they were, not from the widget's start again.
      const twin = twinOf(host, element);
      if (twin) focusOnce(twin);
      else focusFirstIn(host);
    });
  });
  const watch = (element: HTMLElement) => {
    focused = element;
    // Style and class too: a widget may hide the focused element with them (display: none, visibility: hidden).
    observer.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert', 'hidden', 'style', 'class'] });
  };
  const on = { signal };
  host.addEventListener('focusin', (event) => watch(event.target as HTMLElement), on);
  // Already inside (on the server markup the widget is about to replace).
  const active = document.activeElement;
  if (active instanceof HTMLElement && host.contains(active)) watch(active);
  host.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget) return host.contains(event.relatedTarget as Node) || release();
      // Left for nowhere: the visitor clicked the page (a task later the element is still usable and the focus is not
      // back in the widget), or a change took it away (the observer has acted by then).
      const left = focused;
      setTimeout(() => left && focused === left && usable(left) && !host.contains(document.activeElement) && release());
    },
    on,
  );
  signal.addEventListener('abort', release);
}
