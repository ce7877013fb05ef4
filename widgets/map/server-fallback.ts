import { ATTR } from '../../src/loader/schema';

/**
 * Set on a fallback while the map hides it: its own visibility and whether it was inert, so that the undo puts those
 * back, and so that a copy of the block (a page builder duplicating a drawn map) shows its fallback again instead of
 * keeping it hidden, and inert, for good.
 */
const HIDDEN = 'data-locator-hidden';

/**
 * Hides the host's server-rendered fallback (children marked data-locator-fallback: the list of stores, the address)
 * once the map is drawn over it. It keeps its box, so the map takes the same place and nothing shifts; it leaves the
 * accessibility tree and tab order (inert). Returns the undo, run when the map goes away or fails.
 */
export function hideServerFallback(host: HTMLElement): () => void {
  const hidden = showServerFallback(host);
  for (const element of hidden) {
    element.setAttribute(HIDDEN, `${element.style.visibility}|${element.hasAttribute('inert') ? 'inert' : ''}`);
    element.style.visibility = 'hidden';
    element.setAttribute('inert', '');
  }
  return () => void showServerFallback(host);
}

/** Shows the fallback as it was before a map hid it (a copied block's too); returns the host's fallback elements. */
export function showServerFallback(host: HTMLElement): HTMLElement[] {
  const fallback = Array.from(host.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(ATTR.fallback));
  for (const element of fallback) {
    const [visibility, inert] = element.getAttribute(HIDDEN)?.split('|') ?? [];
    if (visibility === undefined) continue;
    element.style.visibility = visibility;
    element.toggleAttribute('inert', !!inert);
    element.removeAttribute(HIDDEN);
  }
  return fallback;
}

/** The map is drawn over the host's box: the host must be a containing block. Returns the undo. */
export function positionHost(host: HTMLElement): () => void {
  if (getComputedStyle(host).position !== 'static') return () => {};
  const previous = host.style.position;
  host.style.position = 'relative';
  return () => {
    host.style.position = previous;
  };
}
