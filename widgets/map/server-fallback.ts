import { ATTR } from '../../src/loader/schema';

/**
 * Hides the host's server-rendered fallback (children marked data-locator-fallback: the list of stores, the address)
 * once the map is drawn over it. It keeps its box, so the map takes the same place and nothing shifts; it leaves the
 * accessibility tree and tab order (inert). Returns the undo, run when the map goes away or fails.
 */
export function hideServerFallback(host: HTMLElement): () => void {
  const hidden = Array.from(host.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(ATTR.fallback));
  const saved = hidden.map((element) => ({ element, visibility: element.style.visibility, inert: element.hasAttribute('inert') }));
  for (const element of hidden) {
    element.style.visibility = 'hidden';
    element.setAttribute('inert', '');
  }
  return () => {
    for (const { element, visibility, inert } of saved) {
      element.style.visibility = visibility;
      if (!inert) element.removeAttribute('inert');
    }
  };
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
