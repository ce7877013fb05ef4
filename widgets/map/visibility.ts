/** True when the element has a box to draw a map in (a hidden tab or a display:none ancestor gives 0 x 0). */
export function hasSize(element: HTMLElement): boolean {
  return element.offsetWidth > 0 && element.offsetHeight > 0;
}

/**
 * Resolves once the element has a non-zero size (spec §4: a map is built only when its element is visible; otherwise
 * it waits for a resize that makes it visible). Rejects when the signal aborts first.
 */
export function whenSized(element: HTMLElement, signal: AbortSignal): Promise<void> {
  if (hasSize(element)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new ResizeObserver(() => {
      if (!hasSize(element)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
    signal.addEventListener(
      'abort',
      () => {
        observer.disconnect();
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface Size {
  width: number;
  height: number;
}

/** What changed: the size (`resized`), or nothing but being hidden and shown again at the size it had (`shown`). */
export type SizeChange = 'resized' | 'shown';

/**
 * Calls `run` once resizes have stopped for `delay` ms. `builtFor` is the size the map was built and fitted for: an
 * observation of that size is not a resize, and one that differs (the page changed while the map loaded) is. Taking
 * it from the caller rather than reading it here avoids a forced layout just after the map drew its markers.
 * `hidden` is called as the element loses its size (a list view, a closed panel), while the map still knows its view.
 */
export function onResized(element: HTMLElement, delay: number, signal: AbortSignal, run: (change: SizeChange) => void, builtFor: Size, hidden: () => void = () => {}): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = `${builtFor.width}x${builtFor.height}`;
  /** The size it had when it was hidden; null while it is shown. */
  let hiddenAt: string | null = null;
  let change: SizeChange = 'resized';
  // The observer's callbacks come after layout, so reading the size there costs nothing extra.
  const observer = new ResizeObserver(() => {
    const size = `${element.offsetWidth}x${element.offsetHeight}`;
    // Hidden (size 0): nothing to fit now. Shown again, even at the size it had, the map is told: the provider may have
    // measured it hidden meanwhile (Leaflet does on a window resize, and then takes it for 0 x 0).
    if (!hasSize(element)) {
      if (hiddenAt === null) {
        hiddenAt = last;
        hidden();
      }
      last = '';
      clearTimeout(timer);
      return;
    }
    // Unchanged: nothing to fit.
    if (size === last) return;
    // Shown again: at the size it had, the visitor's view is kept; at another, it is fitted again.
    change = size === hiddenAt ? 'shown' : 'resized';
    hiddenAt = null;
    last = size;
    clearTimeout(timer);
    timer = setTimeout(() => run(change), delay);
  });
  observer.observe(element);
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(timer);
    },
    { once: true },
  );
}
