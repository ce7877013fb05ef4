import { describe } from './describe';
import type { LoadStrategy } from './schema';

/**
 * Starts `run` according to the strategy; returns a function that cancels a start still pending. `hiddenStarts`: with
 * 'visible', an element that is not rendered at all (in a hidden container) starts at once instead of when shown.
 */
export function schedule(element: Element, strategy: LoadStrategy | undefined, run: () => void, hiddenStarts = false): () => void {
  if (strategy === 'visible' && typeof IntersectionObserver !== 'undefined') return whenVisible(element, run, hiddenStarts);
  if (strategy === 'interaction') return onInteraction(element, run, hiddenStarts);
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
      // Every element is looked at before any starts: a start writes the host's state, which a later getClientRects
      // would then lay out again; and one that throws leaves none unreported.
      const starts = [];
      for (const { target, isIntersecting } of entries) {
        const entry = waiting.get(target);
        unreported.delete(target);
        // Not rendered at all (in a hidden container): the map starts anyway.
        if (entry && (isIntersecting || (entry.hiddenStarts && target.getClientRects().length === 0))) {
          release(target);
          starts.push(entry.run);
        }
      }
      if (!unreported.size) allReported?.();
      for (const run of starts) run();
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

/**
 * Resolves once the observer has reported every element it was given so far: the widgets in view have started. Not
 * in a page that is not shown (a background tab), where the observer reports nothing until it is: its widgets in view
 * start then, and are meanwhile deferred like those further down.
 */
export const reported = () => document.hidden || firstReports;

function release(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;
/** What a keyboard can reach, in the few bytes the loader has (a tabindex of -1 or a hidden input counts too). */
const FOCUSABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

function onInteraction(element: Element, run: () => void, hiddenStarts: boolean): () => void {
  // A keyboard visitor interacts with a host only through something focusable in it: a host without any would never
  // start for them. It loads when visible instead, and the template's author is told.
  if (!element.matches(FOCUSABLE) && !element.querySelector(FOCUSABLE)) {
    console.error(`[locator] ${describe(element)}: "interaction" has nothing focusable to start it; loads when visible`);
    return schedule(element, 'visible', run, hiddenStarts);
  }
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    run();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { signal: controller.signal, passive: true });
  return () => controller.abort();
}
