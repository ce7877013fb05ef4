import { describe } from './describe';
import { loadStrings } from './load-strings';
import { widgetLocale } from './locale';
import { emit } from './events';
import { lookup } from './registry';
import { ATTR, MARK, matchesIn, SELECTOR, type LoadStrategy } from './schema';
import { reported, schedule } from './strategies';
import { nextTask } from './yield';
import { warmDateFormatting } from './warm-intl';
import { reportError } from '../services/report';
import type { MountHandle } from './types';

type Slot =
  | { state: 'scheduled'; cancel: () => void }
  | { state: 'loading' }
  | { state: 'mounted'; handle: MountHandle }
  | { state: 'failed' };

/** One slot per host element: mounting twice is a no-op. */
const slots = new WeakMap<Element, Slot>();
const pending = new Set<Promise<void>>();
/** Widget types whose code did not arrive, already reported. */
const unloaded = new Set<string>();
let initialCount = -1;
/** Called once, with the first widget found (see whenWidgetFound). */
let onFirstWidget: (() => void) | null = null;

const loadRuntime = () => import('./runtime/mount');

function hosts(root: ParentNode | Element): Element[] {
  // A page script's mistake (`mount(null)` for a block that is not there, a selector string) is said, not thrown.
  if (!root?.querySelectorAll) {
    console.error('[locator] mount/unmount: not an element or document:', root);
    return [];
  }
  return matchesIn(root, SELECTOR.widget);
}

/**
 * Mounts every marked element in root that is not mounted yet (only those of widget `name` when given: a widget just
 * defined starts, not one the page unmounted). Returns how many were scheduled.
 */
export function mountAll(root: ParentNode | Element = document, name?: string): number {
  let count = 0;
  for (const element of hosts(root)) {
    if (slots.has(element) || !element.isConnected || (name && element.getAttribute(ATTR.widget) !== name)) continue;
    count++;
    start(element);
  }
  const first = onFirstWidget;
  if (count && first) {
    onFirstWidget = null;
    first();
  }
  return count;
}

/** `run` once a marked element is first found (by a scan, the observer or the API): a page whose widgets came later. */
export function whenWidgetFound(run: () => void): void {
  onFirstWidget = run;
}

/** Unmounts every mounted element in root, releasing listeners, observers, timers and requests. */
export function unmountAll(root: ParentNode | Element = document): void {
  for (const element of hosts(root)) stop(element);
}

function start(element: Element): void {
  // Present: every element started was found by its widget attribute.
  const name = element.getAttribute(ATTR.widget)!;
  const entry = lookup(name);
  if (!entry) return reportUnknownLater(element);
  unknown.delete(element);
  // Said 'failed' while its name was unknown (a page script defined it after the load): it starts now. (A copied
  // mounted block brings a stale state too.)
  element.removeAttribute(ATTR.state);
  // A blank value (a template's empty field) is none given: the widget's own strategy.
  const strategy = (element.getAttribute(ATTR.load) as LoadStrategy | null) || entry.strategy;
  const cancel = schedule(element, strategy, () => {
    if (entry.formatsDates) warmDateFormatting();
    // Asked for first: the warm-up's small chunk then arrives, and starts its work, before React has.
    entry.warm?.().then((warm) => warm.default(element)).catch(() => {});
    track(load(element, name, entry.load, entry.usesStrings ? () => loadStrings(widgetLocale(element)) : null));
  }, entry.startsWhenHidden);
  if (!slots.has(element)) slots.set(element, { state: 'scheduled', cancel });
}

async function load(element: Element, name: string, importWidget: () => Promise<{ default: unknown }>, importStrings: (() => Promise<void>) | null): Promise<void> {
  // This load's own slot: a load started again meanwhile (unmounted and mounted again) has another.
  const loading: Slot = { state: 'loading' };
  slots.set(element, loading);
  element.setAttribute(ATTR.state, 'loading');
  let runtime: Awaited<ReturnType<typeof loadRuntime>>;
  let definition: unknown;
  try {
    // Asking for a widget's code is not free (the bundler's preload helper writes a link per chunk and style sheet,
    // each starting a request): 1 to 17 ms a widget, measured. In the scan's task for every widget of a location page
    // that made the loader's own task 40 to 110 ms long; each widget's requests now get a short task of their own.
    await nextTask();
    [runtime, { default: definition }] = await Promise.all([loadRuntime(), importWidget(), importStrings?.()]);
    // Evaluating the code is one task; each widget's first render gets its own.
    await nextTask();
  } catch (error) {
    console.error(`[locator] ${describe(element)}: could not load the widget code`, error);
    // A chunk missing after a release, a CDN error: monitoring hears it (once a widget type), as it hears a widget
    // failing.
    if (!unloaded.has(name)) reportError(error, { widget: name });
    unloaded.add(name);
    // Unless it was removed or unmounted meanwhile: added again, it starts again.
    if (slots.get(element) === loading) fail(element);
    return;
  }
  // Removed (or unmounted through the API) while its code was loading.
  if (slots.get(element) !== loading || !element.isConnected) return;
  const handle = runtime.mountWidget(element as HTMLElement, name, definition, {
    emit,
    onFailed: () => fail(element),
  });
  // Skipped or failed at once: marked failed, unless a 'failed' listener unmounted it meanwhile (its last word).
  if (!handle) {
    if (slots.get(element) === loading) fail(element);
    return;
  }
  if (slots.get(element) === loading) slots.set(element, { state: 'mounted', handle });
  // Unmounted by a handler of its own mounted, prepared or ready event: that unmount came before the handle existed.
  else handle.unmount();
}

/**
 * A page may define its own widgets in a script that runs after the loader: an unknown name is reported only if it
 * is still unknown once the page has loaded.
 */
const unknown = new Set<Element>();
let unknownCheck = false;

function reportUnknownLater(element: Element): void {
  unknown.add(element);
  if (unknownCheck) return;
  unknownCheck = true;
  const check = () =>
    setTimeout(() => {
      unknownCheck = false;
      for (const el of unknown) {
        // No slot: a later scan (after a define) starts it; the state says it was reported.
        if (el.isConnected && !slots.has(el) && el.getAttribute(ATTR.state) !== 'failed') {
          console.error(`[locator] ${describe(el)}: unknown widget "${el.getAttribute(ATTR.widget) ?? ''}"`);
          el.setAttribute(ATTR.state, 'failed');
        }
      }
      unknown.clear();
    });
  afterLoad(check);
}

/**
 * Runs `fn` once the page has loaded (at once when it has): what a page's later scripts may still change. As a load
 * listener `fn` gets the event: it takes no argument. The load event comes once: no need to ask for once.
 */
export function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else addEventListener('load', fn);
}

function fail(element: Element): void {
  slots.set(element, { state: 'failed' });
  element.setAttribute(ATTR.state, 'failed');
}

function stop(element: Element): void {
  const slot = slots.get(element);
  if (!slot) return;
  slots.delete(element);
  if (slot.state === 'scheduled') slot.cancel();
  if (slot.state === 'mounted') slot.handle.unmount();
  element.removeAttribute(ATTR.state);
}

function track(work: Promise<void>): void {
  pending.add(work);
  void work.finally(() => {
    pending.delete(work);
    if (pending.size === 0 && initialCount > 0) {
      initialCount = 0;
      performance.mark(MARK.allMounted);
    }
  });
}

/** Resolves once no widget is loading or mounting (deferred widgets not yet triggered excepted). */
export async function settled(): Promise<void> {
  // One added just before this call is scanned in the mutation observer's microtask: let it run first. Widgets of the
  // `visible` strategy in view start once the intersection observer has reported them.
  await Promise.resolve();
  await reported();
  while (pending.size) await Promise.allSettled([...pending]);
}

/** The first scan: counts what it started so the all-mounted mark is set once they settle. */
export function initialScan(): number {
  initialCount = mountAll(document);
  return initialCount;
}

/**
 * Picks up elements that page builders and AJAX add later, and releases removed ones. `onAdded` also sees an element
 * whose `target` changes (a page script making links open in a new tab after they are in the page).
 */
export function observe(onAdded?: (element: Element) => void): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        onAdded?.(record.target as Element);
        continue;
      }
      for (const node of record.removedNodes) {
        // A node moved within the page is removed and added in one batch: keep it mounted.
        if (node instanceof Element && !node.isConnected) unmountAll(node);
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        mountAll(node);
        onAdded?.(node);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, ...(onAdded ? { attributes: true, attributeFilter: ['target'] } : {}) });
  return observer;
}
