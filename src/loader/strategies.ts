import type { LoadStrategy } from './schema';

/**
 * Starts `run` according to the strategy; returns a function that cancels a start still pending. `hiddenStarts`: with
 * 'visible', an element that is not rendered at all (in a hidden container) starts at once instead of when shown.
 */
export function schedule(element: Element, strategy: LoadStrategy | undefined, run: () => void, hiddenStarts = false): () => void {
  if (strategy === 'visible' && typeof IntersectionObserver !== 'undefined') return whenVisible(element, run, hiddenStarts);
  if (strategy === 'interaction') return onInteraction(element, run);
  run();
  return () => {};
}

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/** How far outside the viewport a widget still counts as visible: its code loads just before it scrolls in. */
const MARGIN_PX = 200;

/** Visible-strategy widgets scheduled in this task, measured together at its end. */
let toMeasure: { element: Element; run: () => void; hiddenStarts: boolean; cancelled: boolean }[] = [];

function whenVisible(element: Element, run: () => void, hiddenStarts: boolean): () => void {
  // A widget already in view starts without waiting for the observer, whose first report comes only after the next
  // frame. The scan measures every candidate at once, after it has written its state attributes: one layout, not one
  // per widget.
  const entry = { element, run, hiddenStarts, cancelled: false };
  if (toMeasure.push(entry) === 1) queueMicrotask(measure);
  return () => {
    entry.cancelled = true;
    release(element);
  };
}

function measure(): void {
  const entries = toMeasure.filter((entry) => !entry.cancelled);
  toMeasure = [];
  const starts = entries.map(({ element, hiddenStarts }) => inView(element) || (hiddenStarts && element.getClientRects().length === 0));
  entries.forEach(({ element, run }, i) => (starts[i] ? run() : observe(element, run)));
}

function observe(element: Element, run: () => void): void {
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
