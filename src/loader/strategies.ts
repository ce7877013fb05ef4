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

/** How far outside the viewport a widget still counts as visible: its code loads just before it scrolls in. */
const MARGIN_PX = 200;

function whenVisible(element: Element, run: () => void): () => void {
  // A widget already in view starts now: the observer's first report would come only after the next frame.
  if (inView(element)) {
    run();
    return () => {};
  }
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
    { rootMargin: `${MARGIN_PX}px` },
  );
  waiting.set(element, run);
  observer.observe(element);
  return () => release(element);
}

/** Within the viewport and margin, as the observer would say; an element not rendered (display: none) is not. */
function inView(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const box = element.getBoundingClientRect();
  return box.bottom >= -MARGIN_PX && box.right >= -MARGIN_PX && box.top <= window.innerHeight + MARGIN_PX && box.left <= window.innerWidth + MARGIN_PX;
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
