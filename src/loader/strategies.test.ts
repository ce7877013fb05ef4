import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver (jsdom has none): tests report intersections by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
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
beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The observer and what it has not reported yet are the module's: each test starts with a fresh one.
  vi.resetModules();
  ({ schedule } = await import('./strategies'));
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
  it('starts a widget in view (or within the 200 px margin) when the observer first reports it; the loader measures nothing', async () => {
    const run = vi.fn();
    const first = box(document.createElement('div'), { top: 100 });
    const rects = vi.spyOn(first, 'getClientRects');
    const measured = vi.spyOn(first, 'getBoundingClientRect');
    schedule(first, 'visible', run);
    await Promise.resolve();
    // A measurement here would force the page's first layout inside the loader's task.
    expect(run).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('200px');
    observer.report(first, true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(first)).toBe(false);
    expect(rects).not.toHaveBeenCalled();
    expect(measured).not.toHaveBeenCalled();
  });

  it('says when the observer has reported every element it was given, in view or not; a cancelled one counts as reported', async () => {
    const { reported } = await import('./strategies');
    const inView = box(document.createElement('div'), { top: 100 });
    const below = box(document.createElement('div'), { top: 5000 });
    const gone = box(document.createElement('div'), { top: 100 });
    schedule(inView, 'visible', () => {});
    schedule(below, 'visible', () => {});
    const cancel = schedule(gone, 'visible', () => {});
    let done = false;
    void Promise.resolve(reported()).then(() => (done = true));
    const observer = FakeObserver.last!;
    observer.report(inView, true);
    observer.report(below, false);
    await Promise.resolve();
    expect(done).toBe(false);
    cancel();
    await Promise.resolve();
    expect(done).toBe(true);
    // Reported but not in view: still waiting to scroll in.
    expect(observer.observed.has(below)).toBe(true);
  });

  it('starts nothing for a widget cancelled before the observer reported it, even when a report was already on its way', async () => {
    const run = vi.fn();
    const element = box(document.createElement('div'), { top: 100 });
    const cancel = schedule(element, 'visible', run);
    cancel();
    FakeObserver.last!.report(element, true);
    expect(run).not.toHaveBeenCalled();
  });

  it('reports all of a batch before starting any: a start that throws leaves nothing waiting for a report', async () => {
    const { reported } = await import('./strategies');
    const first = box(document.createElement('div'), { top: 100 });
    const second = box(document.createElement('div'), { top: 100 });
    const later = vi.fn();
    schedule(first, 'visible', () => {
      throw new Error('start failed');
    });
    schedule(second, 'visible', later);
    const observer = FakeObserver.last!;
    let done = false;
    void Promise.resolve(reported()).then(() => (done = true));
    expect(() =>
      observer.callback(
        [{ target: first, isIntersecting: true } as unknown as IntersectionObserverEntry, { target: second, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    ).toThrow('start failed');
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('in a page that is not shown (a background tab), where the observer reports nothing, waits for no report', async () => {
    const { reported } = await import('./strategies');
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    schedule(box(document.createElement('div'), { top: 100 }), 'visible', () => {});
    expect(reported()).toBe(true);
    hidden.mockRestore();
    expect(reported()).toBeInstanceOf(Promise);
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

  it('starts a widget that starts when hidden (the map) when it is reported not rendered; one further down still waits', async () => {
    const hidden = box(document.createElement('div'), null);
    const below = box(document.createElement('div'), { top: window.innerHeight + 201 });
    const run = vi.fn();
    schedule(hidden, 'visible', () => run('hidden'), true);
    schedule(below, 'visible', () => run('below'), true);
    const observer = FakeObserver.last!;
    observer.report(hidden, false);
    observer.report(below, false);
    expect(run.mock.calls).toEqual([['hidden']]);
    expect(observer.observed.has(below)).toBe(true);
    expect(observer.observed.has(hidden)).toBe(false);
  });
});

describe("the 'interaction' strategy", () => {
  it('starts on the first pointer, focus or key event on the host', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    host.setAttribute('data-locator', 'reviews');
    host.id = 'r';
    host.innerHTML = '<p>Reviews</p><a href="/reviews">All reviews</a>';
    const run = vi.fn();
    schedule(host, 'interaction', run);
    expect(run).not.toHaveBeenCalled();
    host.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    host.dispatchEvent(new Event('pointerover'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('on a host with nothing focusable (no keyboard could start it), loads when visible and says so', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = box(document.body.appendChild(document.createElement('div')), { top: 100 });
    host.setAttribute('data-locator', 'reviews');
    host.id = 'r';
    host.innerHTML = '<p>Reviews</p>';
    const run = vi.fn();
    schedule(host, 'interaction', run);
    expect(errors).toHaveBeenCalledWith('[locator] reviews#r: "interaction" has nothing focusable to start it; loads when visible');
    FakeObserver.last!.report(host, true);
    expect(run).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('falls back to visible as the widget has it: a map not rendered (in a hidden tab panel) starts', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = box(document.body.appendChild(document.createElement('div')), null);
    const run = vi.fn();
    schedule(host, 'interaction', run, true);
    FakeObserver.last!.report(host, false);
    expect(run).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
