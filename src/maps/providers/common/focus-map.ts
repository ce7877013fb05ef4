import { focusOnce } from '../../../loader/runtime/focus-rescue';

/**
 * The focused pin or cluster left the view (a cluster opened, the map dragged from it): the map itself takes the
 * focus, so Tab goes on to the pins in view instead of starting again from the widget's first control. The map is the
 * SDK's own focusable surface where it has one (mapbox-gl's canvas, Google's map element), else the map's container,
 * focusable for this move only. Pins, clusters and controls (`a`, `button`, role=button) are never it, nor anything
 * in `besides` (the keyboard list of pins).
 */
export function focusMap(container: HTMLElement, besides?: Element): void {
  const surface = Array.from(container.querySelectorAll<HTMLElement>('[tabindex]')).find(
    (element) => element.tabIndex >= 0 && !element.matches('a,button,[role="button"]') && !besides?.contains(element),
  );
  focusOnce(surface ?? container);
}
