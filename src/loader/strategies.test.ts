import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver (jsdom has none): tests report intersections by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let schedule: typeof import('./strategies').schedule;
beforeAll(async () => {
  ({ schedule } = await import('./strategies'));
});
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

function box(element: HTMLElement, rect: { top: number; left?: number; height?: number } | null): HTMLElement {
  const domRect = rect && new DOMRect(rect.left ?? 0, rect.top, 300, rect.height ?? 200);
  element.getClientRects = () => (domRect ? [domRect] : []) as unknown as DOMRectList;
  element.getBoundingClientRect = () => domRect ?? new DOMRect();
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the 'visible' strategy", () => {
  it('starts a widget already in view (or within 200 px of it) at the end of the scan, without waiting for the observer', async () => {
    const run = vi.fn();
    const first = box(document.createElement('div'), { top: 100 });
    const measured = vi.spyOn(first, 'getBoundingClientRect');
    schedule(first, 'visible', run);
    schedule(box(document.createElement('div'), { top: window.innerHeight + 199 }), 'visible', run);
    // Nothing is measured while the scan goes on (it writes state attributes): both are measured once it is done.
    expect(measured).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(2);
    expect(FakeObserver.last?.observed.size ?? 0).toBe(0);
  });

  it('starts nothing for a widget cancelled before the scan ended', async () => {
    const run = vi.fn();
    const cancel = schedule(box(document.createElement('div'), { top: 100 }), 'visible', run);
    cancel();
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the observer for a widget further down, or not rendered (display: none), and can be cancelled', async () => {
    const below = box(document.createElement('div'), { top: window.innerHeight + 201 });
    const hidden = box(document.createElement('div'), null);
    const cancelled = box(document.createElement('div'), { top: 5000 });
    const run = vi.fn();
    schedule(below, 'visible', () => run('below'));
    schedule(hidden, 'visible', () => run('hidden'));
    const cancel = schedule(cancelled, 'visible', () => run('cancelled'));
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('200px');
    observer.report(below, false);
    expect(run).not.toHaveBeenCalled();
    observer.report(below, true);
    cancel();
    observer.report(cancelled, true);
    expect(run.mock.calls).toEqual([['below']]);
    expect(observer.observed.has(below)).toBe(false);
    expect(observer.observed.has(hidden)).toBe(true);
  });

  it('starts a widget that starts when hidden (the map) at once when it is not rendered; further down it still waits', async () => {
    const hidden = box(document.createElement('div'), null);
    const below = box(document.createElement('div'), { top: window.innerHeight + 201 });
    const run = vi.fn();
    schedule(hidden, 'visible', () => run('hidden'), true);
    schedule(below, 'visible', () => run('below'), true);
    await Promise.resolve();
    expect(run.mock.calls).toEqual([['hidden']]);
    expect(FakeObserver.last!.observed.has(below)).toBe(true);
    expect(FakeObserver.last!.observed.has(hidden)).toBe(false);
  });
});
