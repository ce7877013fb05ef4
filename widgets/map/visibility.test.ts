import { afterEach, describe, expect, it, vi } from 'vitest';
import { onResized, whenSized } from './visibility';

/** jsdom has no layout: the test sets the element's size and fires the ResizeObserver by hand. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

function sized(width: number, height: number) {
  const element = document.createElement('div');
  const size = { width, height };
  const reads = { count: 0 };
  Object.defineProperty(element, 'offsetWidth', { get: () => (reads.count++, size.width) });
  Object.defineProperty(element, 'offsetHeight', { get: () => (reads.count++, size.height) });
  return { element, size, reads };
}

afterEach(() => {
  FakeResizeObserver.instances = [];
  vi.useRealTimers();
});

describe('whenSized', () => {
  it('resolves at once for an element with a size', async () => {
    await expect(whenSized(sized(10, 10).element, new AbortController().signal)).resolves.toBeUndefined();
  });

  it('waits for a resize that gives the element both a width and a height', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, size } = sized(0, 0);
    let done = false;
    void whenSized(element, new AbortController().signal).then(() => (done = true));
    const [observer] = FakeResizeObserver.instances;
    size.width = 300;
    observer!.fire();
    await Promise.resolve();
    expect(done).toBe(false);
    size.height = 200;
    observer!.fire();
    await Promise.resolve();
    expect(done).toBe(true);
    expect(observer!.disconnected).toBe(true);
  });

  it('stops waiting when the map is removed', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const controller = new AbortController();
    const waiting = whenSized(sized(0, 0).element, controller.signal);
    controller.abort(new Error('unmounted'));
    await expect(waiting).rejects.toThrow('unmounted');
    expect(FakeResizeObserver.instances[0]!.disconnected).toBe(true);
  });
});

describe('onResized', () => {
  it('runs once after a burst of size changes, not for the first observation or a hidden element', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, size } = sized(800, 400);
    const run = vi.fn();
    const controller = new AbortController();
    onResized(element, 150, controller.signal, run, { width: 800, height: 400 });
    const [observer] = FakeResizeObserver.instances;
    observer!.fire(); // the initial observation, same size
    for (const width of [700, 600, 500]) {
      size.width = width;
      observer!.fire();
      vi.advanceTimersByTime(100);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
    size.width = 0;
    observer!.fire();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    size.width = 900;
    observer!.fire();
    controller.abort();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });
});

describe('onResized, from the size the map was built for', () => {
  it('re-fits when the element changed size while the map loaded, without reading the size when it starts', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, reads } = sized(600, 400);
    const run = vi.fn();
    onResized(element, 150, new AbortController().signal, run, { width: 800, height: 400 });
    expect(reads.count).toBe(0);
    FakeResizeObserver.instances[0]!.fire(); // the first observation: 600 wide, not the 800 it was fitted for
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('says when it is hidden, and when it is shown again: at the size it had (its provider may have measured it hidden), or at another', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, size } = sized(800, 420);
    const run = vi.fn();
    const hidden = vi.fn();
    onResized(element, 150, new AbortController().signal, run, { width: 800, height: 420 }, hidden);
    const [observer] = FakeResizeObserver.instances;
    observer!.fire();
    size.width = 0;
    size.height = 0;
    observer!.fire();
    observer!.fire();
    expect(hidden).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
    size.width = 800;
    size.height = 420;
    observer!.fire();
    vi.advanceTimersByTime(150);
    expect(run.mock.calls).toEqual([['shown']]);
    // Hidden again and shown at another size: a resize.
    size.width = 0;
    observer!.fire();
    size.width = 600;
    observer!.fire();
    vi.advanceTimersByTime(150);
    expect(run.mock.calls).toEqual([['shown'], ['resized']]);
    expect(hidden).toHaveBeenCalledTimes(2);
  });

  it('a resize pending when the map is hidden is dropped: the showing fits it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, size } = sized(800, 420);
    const run = vi.fn();
    onResized(element, 150, new AbortController().signal, run, { width: 800, height: 420 });
    const [observer] = FakeResizeObserver.instances;
    size.width = 700;
    observer!.fire();
    size.width = 0;
    observer!.fire();
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
  });
});
