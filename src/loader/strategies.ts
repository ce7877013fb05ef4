import type { LoadStrategy } from './schema';

/** Starts `run` according to the strategy; returns a function that cancels a start still pending. */
export function schedule(element: Element, strategy: LoadStrategy, run: () => void): () => void {
  if (strategy === 'visible' && typeof IntersectionObserver !== 'undefined') return whenVisible(element, run);
  if (strategy === 'interaction') return onInteraction(element, run);
  run();
  return () => {};
}

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function whenVisible(element: Element, run: () => void): () => void {
  // One shared observer for the page: cheaper than one per element.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const start = waiting.get(entry.target);
        release(entry.target);
        start?.();
      }
    },
    { rootMargin: '200px' },
  );
  waiting.set(element, run);
  observer.observe(element);
  return () => release(element);
}

function release(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

function onInteraction(element: Element, run: () => void): () => void {
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    run();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { signal: controller.signal, passive: true });
  return () => controller.abort();
}
