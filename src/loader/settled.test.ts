import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountAll, settled, unmountAll } from './controller';
import { defineWidget } from './registry';

afterEach(() => {
  unmountAll(document);
  document.body.innerHTML = '';
});

/**
 * Present, as in browsers (jsdom has none). Like a browser's, it reports each element first after the page's next
 * frame (here: a timer), in view when the test put it there.
 */
function stubIntersectionObserver() {
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const isIntersecting = target.getClientRects().length > 0;
      setTimeout(() => this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver), 5);
    }
    unobserve() {}
    disconnect() {}
  });
}

/** In view: jsdom has no layout, so the element gets a box inside the viewport. */
function inView(element: HTMLElement) {
  element.getClientRects = () => [{ top: 0, bottom: 10, left: 0, right: 10, width: 10, height: 10 }] as unknown as DOMRectList;
  element.getBoundingClientRect = () => ({ top: 0, bottom: 10, left: 0, right: 10, width: 10, height: 10, x: 0, y: 0, toJSON() {} }) as DOMRect;
}

describe('settled', () => {
  it('waits for a visible-strategy widget in view, which starts once the observer reports it, after the next frame', async () => {
    stubIntersectionObserver();
    let release!: () => void;
    const loaded = new Promise<{ default: unknown }>((resolve) => (release = () => resolve({ default: () => null })));
    const load = vi.fn(() => loaded);
    defineWidget('settled-probe', { load, strategy: 'visible' });
    document.body.innerHTML = '<div data-locator="settled-probe" id="probe"></div>';
    const element = document.getElementById('probe')!;
    inView(element);
    mountAll(document);
    let done = false;
    void settled().then(() => (done = true));
    // Its code is asked for in a task of its own after the scan's.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    release();
    await vi.waitFor(() => expect(done).toBe(true));
  });
  it('waits for a visible-strategy widget added just before it was called (scanned by the observer)', async () => {
    stubIntersectionObserver();
    const { observe } = await import('./controller');
    const observer = observe();
    let release!: () => void;
    const load = vi.fn(() => new Promise<{ default: unknown }>((resolve) => (release = () => resolve({ default: () => null }))));
    defineWidget('settled-added', { load, strategy: 'visible' });
    const element = document.createElement('div');
    element.setAttribute('data-locator', 'settled-added');
    inView(element);
    document.body.append(element);
    let done = false;
    void settled().then(() => (done = true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    release();
    await vi.waitFor(() => expect(done).toBe(true));
    observer.disconnect();
  });
});
