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

/**
 * Calls `run` once resizes have stopped for `delay` ms. `builtFor` is the size the map was built and fitted for: an
 * observation of that size is not a resize, and one that differs (the page changed while the map loaded) is. Taking
 * it from the caller rather than reading it here avoids a forced layout just after the map drew its markers.
 */
export function onResized(element: HTMLElement, delay: number, signal: AbortSignal, run: () => void, builtFor: Size): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = `${builtFor.width}x${builtFor.height}`;
  // The observer's callbacks come after layout, so reading the size there costs nothing extra.
  const observer = new ResizeObserver(() => {
    const size = `${element.offsetWidth}x${element.offsetHeight}`;
    // Hidden (size 0): nothing to fit now, and shown again, even at the size it had, it is fitted then: the provider
    // may have measured it hidden meanwhile (Leaflet does on a window resize, and then takes it for 0 x 0).
    if (!hasSize(element)) {
      last = '';
      clearTimeout(timer);
      return;
    }
    // Unchanged: nothing to fit.
    if (size === last) return;
    last = size;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
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
