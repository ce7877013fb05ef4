import { DOM_EVENTS } from './schema';
import type { LifecycleDetail, LifecycleEvent } from './types';

type Handler = (detail: LifecycleDetail) => void;

const handlers = new Map<LifecycleEvent, Set<Handler>>();

/** Subscribe to a lifecycle event; returns the unsubscribe function. */
export function on(event: LifecycleEvent, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** Tells the page's handlers; prepared, ready, data-loaded and failed also go to document as `locator:<event>`. */
export function emit(event: LifecycleEvent, detail: LifecycleDetail): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(detail);
    } catch (error) {
      // A host page's handler must not break the widget that emitted the event.
      console.error(`[locator] a "${event}" handler threw`, error);
    }
  }
  if (DOM_EVENTS.includes(event)) document.dispatchEvent(new CustomEvent(`locator:${event}`, { detail }));
  // The spec's plain data-loaded (§4) is the maps': a page listening for it hears no other widget.
  if (event === 'data-loaded' && detail.widget === 'map') document.dispatchEvent(new CustomEvent(event, { detail }));
}
