import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useState } from 'react';

/**
 * A stand-in for embla in jsdom (no layout, no pointer physics): enough of its API for the widget's wiring.
 * scrollTo and reInit behave like embla's for a one-snap-per-slide carousel; every scrollTo is recorded.
 */
export interface FakeEmbla extends Pick<EmblaCarouselType, 'selectedScrollSnap' | 'scrollSnapList' | 'scrollTo' | 'reInit' | 'containerNode' | 'rootNode' | 'slideNodes'> {
  on(event: string, handler: () => void): FakeEmbla;
  off(event: string, handler: () => void): FakeEmbla;
  emit(event: string): void;
  scrolls: [number, boolean | undefined][];
  listenerCount(): number;
}

export function createFakeEmbla(viewport: HTMLElement): FakeEmbla {
  const handlers = new Map<string, Set<() => void>>();
  let selected = 0;
  const container = () => viewport.firstElementChild as HTMLElement;
  const slides = () => Array.from(container().children) as HTMLElement[];
  const fake: FakeEmbla = {
    scrolls: [],
    on(event, handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return fake;
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
      return fake;
    },
    emit(event) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    listenerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    selectedScrollSnap: () => selected,
    scrollSnapList: () => slides().map((_, i) => i),
    scrollTo(index, jump) {
      fake.scrolls.push([index, jump]);
      const target = Math.max(0, Math.min(slides().length - 1, index));
      if (target === selected) return;
      selected = target;
      fake.emit('select');
    },
    reInit(options) {
      if (options?.startIndex !== undefined) selected = options.startIndex;
      fake.emit('reInit');
    },
    containerNode: container,
    rootNode: () => viewport,
    slideNodes: slides,
  };
  return fake;
}

export const fakes: FakeEmbla[] = [];

/** Drop-in for useEmblaCarousel: `vi.mock('embla-carousel-react', …)` in a test. */
export function useFakeEmblaCarousel(): [(node: HTMLElement | null) => void, FakeEmbla | undefined] {
  const [api, setApi] = useState<FakeEmbla>();
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const fake = createFakeEmbla(node);
    fakes.push(fake);
    setApi(fake);
  }, []);
  return [ref, api];
}
