import type { MapEvent, MapEventOf, MapEventType } from './types';

type Handler = (event: MapEvent) => void;

/**
 * The event half of a MapAdapter: `on` returns its unsubscribe function, `emit` calls handlers in subscription order
 * (a handler that throws is logged and does not stop the others).
 */
export function createEmitter() {
  const handlers = new Map<MapEventType, Set<Handler>>();
  return {
    on<T extends MapEventType>(type: T, handler: (event: MapEventOf<T>) => void): () => void {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const h = handler as Handler;
      set.add(h);
      return () => void set.delete(h);
    },
    emit(event: MapEvent): void {
      for (const handler of [...(handlers.get(event.type) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          console.error(`[locator] a map "${event.type}" handler threw`, error);
        }
      }
    },
    clear(): void {
      handlers.clear();
    },
  };
}

export type Emitter = ReturnType<typeof createEmitter>;
