import { DOM_EVENT } from './schema';
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

const DOM_NAMES: Partial<Record<LifecycleEvent, string[]>> = {
  prepared: [DOM_EVENT.prepared],
  ready: [DOM_EVENT.ready],
  'data-loaded': [DOM_EVENT.dataLoaded, DOM_EVENT.dataLoadedPlain],
  failed: [DOM_EVENT.failed],
};

/** Calls subscribers, then dispatches the matching DOM events on document (spec §4: a map's data-loaded on the document). */
export function emit(event: LifecycleEvent, detail: LifecycleDetail): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(detail);
    } catch (error) {
      // A host page's handler must not break the widget that emitted the event.
      console.error(`[locator] a "${event}" handler threw`, error);
    }
  }
  for (const name of DOM_NAMES[event] ?? []) {
    // The spec's plain data-loaded is the maps' (spec §4): a page listening for it hears no other widget.
    if (name === DOM_EVENT.dataLoadedPlain && detail.widget !== 'map') continue;
    document.dispatchEvent(new CustomEvent(name, { detail }));
  }
}
