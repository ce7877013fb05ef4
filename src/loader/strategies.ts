import { describe } from './describe';
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
const waiting = new Map<Element, { run: () => void; hiddenStarts: boolean }>();
/** Elements the observer has not reported yet: `reported` resolves once it has reported every one of them. */
const unreported = new Set<Element>();
let allReported: (() => void) | null = null;
let firstReports = Promise.resolve();

/** How far outside the viewport a widget still counts as visible: its code loads just before it scrolls in. */
const MARGIN_PX = 200;

/**
 * A widget starts when the observer first reports it in view, in the task after the page's next frame. The loader
 * measures nothing itself: a measurement before the page's first frame forces that frame's layout inside the loader's
 * task (on a Japanese location page, with the first lookup of its fonts, 50 ms measured), where the browser does it in
 * its own rendering step anyway.
 */
function whenVisible(element: Element, run: () => void, hiddenStarts: boolean): () => void {
  // One shared observer for the page: cheaper than one per element.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const entry = waiting.get(target);
        // Not rendered at all (in a hidden container): the map starts anyway.
        if (entry && (isIntersecting || (entry.hiddenStarts && target.getClientRects().length === 0))) {
          release(target);
          entry.run();
        }
        unreported.delete(target);
      }
      if (!unreported.size) allReported?.();
    },
    { rootMargin: `${MARGIN_PX}px` },
  );
  if (!unreported.size) firstReports = new Promise((resolve) => (allReported = resolve));
  unreported.add(element);
  waiting.set(element, { run, hiddenStarts });
  observer.observe(element);
  return () => {
    release(element);
    unreported.delete(element);
    if (!unreported.size) allReported?.();
  };
}

/** Resolves once the observer has reported every element it was given so far: the widgets in view have started. */
export const reported = () => firstReports;

function release(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;
/** What a keyboard can reach. */
const FOCUSABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

function onInteraction(element: Element, run: () => void): () => void {
  // A keyboard visitor interacts with a host only through something focusable in it: a host without any would never
  // start for them. It loads when visible instead, and the template's author is told.
  if (!element.matches(FOCUSABLE) && !element.querySelector(FOCUSABLE)) {
    console.error(`[locator] ${describe(element)}: "interaction" needs something focusable in the host; it loads when visible`);
    return schedule(element, 'visible', run);
  }
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    run();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { signal: controller.signal, passive: true });
  return () => controller.abort();
}
