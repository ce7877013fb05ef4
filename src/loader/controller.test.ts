import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, mountAll, observe, settled, unmountAll, whenWidgetFound } from './controller';
import { on } from './events';
import { defineWidget } from './registry';

vi.mock('../services/report', () => ({ reportError: vi.fn() }));

const mounts = vi.fn();
const cleanups = vi.fn();
defineWidget('counter', {
  strategy: 'ready',
  load: async () => ({
    default: {
      mode: 'replace',
      parse: () => ({ ok: true, value: {} }),
      mount: (target: HTMLElement) => {
        mounts();
        target.textContent = 'mounted';
        return cleanups;
      },
    },
  }),
});
defineWidget('lazy', { strategy: 'interaction', load: async () => ({ default: { mode: 'enhance', parse: () => ({ ok: true, value: {} }), mount: () => void mounts() } }) });

afterEach(() => {
  unmountAll(document);
  document.body.innerHTML = '';
  mounts.mockClear();
  cleanups.mockClear();
});

describe('controller', () => {
  it('mounts each marked element once, however often mount is called', async () => {
    document.body.innerHTML = '<div data-locator="counter" id="a">server</div><div data-locator="counter" id="b">server</div>';
    mountAll(document);
    mountAll(document);
    await settled();
    mountAll(document);
    await settled();
    expect(mounts).toHaveBeenCalledTimes(2);
    expect(document.getElementById('a')!.textContent).toBe('mounted');
  });

  it('a root that is no element or document (a block not found, a selector string) is a console error, not a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-locator="counter" id="a">server</div>';
    for (const root of [null, '#a', 42]) {
      expect(mountAll(root as unknown as ParentNode)).toBe(0);
      expect(() => unmountAll(root as unknown as ParentNode)).not.toThrow();
    }
    expect(error).toHaveBeenCalledTimes(6);
    expect(error).toHaveBeenCalledWith('[locator] mount/unmount: not an element or document:', '#a');
    // The page's widgets are not touched by the mistake.
    mountAll(document);
    await settled();
    expect(document.getElementById('a')!.textContent).toBe('mounted');
    error.mockRestore();
  });

  it('mounting by name starts only the widgets of that name: one the page unmounted stays so', async () => {
    document.body.innerHTML = '<div data-locator="counter" id="a">server</div><div data-locator="lazy" id="b"></div>';
    mountAll(document);
    await settled();
    unmountAll(document.getElementById('a')!);
    expect(mountAll(document, 'lazy')).toBe(0);
    expect(mountAll(document, 'counter')).toBe(1);
    await settled();
    expect(document.getElementById('a')!.textContent).toBe('mounted');
  });

  it("a widget skipped for its configuration that a 'failed' listener unmounts is not marked failed over it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget('refusing', { load: async () => ({ default: { mode: 'enhance', parse: () => ({ ok: false, errors: ['no'] }), mount: () => () => {} } }) });
    document.body.innerHTML = '<div data-locator="refusing" id="r"></div>';
    const off = on('failed', (detail) => unmountAll(detail.element!));
    mountAll(document);
    await settled();
    expect(document.getElementById('r')!.hasAttribute('data-locator-state')).toBe(false);
    // Not stuck: it can be mounted again (and is skipped again).
    expect(mountAll(document)).toBe(1);
    await settled();
    off();
    vi.mocked(console.error).mockRestore();
  });

  it('defines a name once: a second definition, or one of a built-in widget, throws instead of one being picked', () => {
    const entry = { load: async () => ({ default: {} }) };
    expect(() => defineWidget('counter', entry)).toThrow('[locator] widget "counter" is already defined');
    expect(() => defineWidget('hours', entry)).toThrow('[locator] widget "hours" is already defined');
  });

  it('runs the first-widget hook once, with the first scan that finds a marked element, not with one that finds none', async () => {
    const found = vi.fn();
    whenWidgetFound(found);
    document.body.innerHTML = '<p>no widget yet</p>';
    expect(mountAll(document)).toBe(0);
    expect(found).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<div data-locator="counter" id="first">server</div>');
    mountAll(document.getElementById('first')!);
    expect(found).toHaveBeenCalledTimes(1);
    document.body.insertAdjacentHTML('beforeend', '<div data-locator="counter" id="second">server</div>');
    mountAll(document);
    expect(found).toHaveBeenCalledTimes(1);
    await settled();
  });

  it('mounts added elements and releases removed ones through the MutationObserver', async () => {
    const observer = observe();
    const unmounted = vi.fn();
    const off = on('unmounted', (detail) => unmounted(detail.id));
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div data-locator="counter" id="late">server</div>';
    document.body.append(wrapper);
    await vi.waitFor(() => expect(mounts).toHaveBeenCalledTimes(1));
    await settled();
    wrapper.remove();
    await vi.waitFor(() => expect(cleanups).toHaveBeenCalledTimes(1));
    expect(unmounted).toHaveBeenCalledWith('late');
    off();
    observer.disconnect();
  });

  it('hands added elements, and links given a target later, to the page callback', async () => {
    const seen = vi.fn();
    const observer = observe(seen);
    const link = Object.assign(document.createElement('a'), { href: '/x' });
    document.body.append(link);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(link));
    seen.mockClear();
    link.target = '_blank';
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(link));
    observer.disconnect();
  });

  it('keeps an element mounted when it is moved within the page', async () => {
    const observer = observe();
    document.body.innerHTML = '<div id="one"><div data-locator="counter" id="moving">server</div></div><div id="two"></div>';
    mountAll(document);
    await settled();
    document.getElementById('two')!.append(document.getElementById('moving')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cleanups).not.toHaveBeenCalled();
    expect(mounts).toHaveBeenCalledTimes(1);
    observer.disconnect();
  });

  it('an interaction widget loads on the first interaction only', async () => {
    document.body.innerHTML = '<div data-locator="lazy" id="l" tabindex="0">server</div>';
    mountAll(document);
    await settled();
    expect(mounts).not.toHaveBeenCalled();
    document.getElementById('l')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(mounts).toHaveBeenCalledTimes(1));
  });

  it('a blank data-locator-load (a template\'s empty field) is none given: the widget keeps its own strategy', async () => {
    document.body.innerHTML = '<div data-locator="lazy" id="l" data-locator-load="" tabindex="0">server</div>';
    mountAll(document);
    await settled();
    expect(mounts).not.toHaveBeenCalled();
    document.getElementById('l')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(mounts).toHaveBeenCalledTimes(1));
  });

  it('afterLoad runs once the page has loaded: at once on a loaded page, else on its load event', () => {
    const now = vi.fn();
    afterLoad(now);
    expect(now).toHaveBeenCalledOnce();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const later = vi.fn();
    afterLoad(later);
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(later).toHaveBeenCalledOnce();
    state.mockRestore();
  });

  it('takes an inherited name (constructor, toString) for an unknown widget, and lets a page define one so named', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-locator="constructor" id="c">server</div>';
    mountAll(document);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[locator] constructor#c: unknown widget "constructor"'));
    expect(() => defineWidget('toString', { strategy: 'ready', load: async () => ({ default: {} }) })).not.toThrow();
    error.mockRestore();
  });

  it('logs an unknown widget once, after the page had the chance to define it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-locator="nope" id="n">server</div><div data-locator="later" id="l">server</div>';
    mountAll(document);
    mountAll(document);
    defineWidget('later', { strategy: 'ready', load: async () => ({ default: { mode: 'replace', parse: () => ({ ok: true, value: {} }), mount: () => void mounts() } }) });
    mountAll(document);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('[locator] nope#n: unknown widget "nope"');
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(document.getElementById('n')!.getAttribute('data-locator-state')).toBe('failed');
    // Defined after the page has loaded (a late script): the element reported unknown starts then, and is not
    // reported again by later scans.
    mountAll(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledTimes(1);
    defineWidget('nope', { strategy: 'ready', load: async () => ({ default: { mode: 'replace', parse: () => ({ ok: true, value: {} }), mount: () => void mounts() } }) });
    mountAll(document);
    await settled();
    expect(mounts).toHaveBeenCalledTimes(2);
    expect(document.getElementById('n')!.getAttribute('data-locator-state')).toBe('mounted');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a widget unmounted by a handler of its own mounted event is unmounted for good', async () => {
    document.body.innerHTML = '<div data-locator="counter" id="c">server</div>';
    const off = on('mounted', (detail) => unmountAll(detail.element!));
    mountAll(document);
    await settled();
    off();
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(cleanups).toHaveBeenCalledTimes(1);
    expect(document.getElementById('c')!.textContent).toBe('server');
  });

  it('code that does not arrive is reported to monitoring; an element removed meanwhile starts again when added back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reportError } = await import('../services/report');
    const rejects: ((error: Error) => void)[] = [];
    defineWidget('missing-code', { strategy: 'ready', load: () => new Promise((_, no) => void rejects.push(no)) });
    document.body.innerHTML = '<div data-locator="missing-code" id="m"></div><div data-locator="missing-code" id="r"></div>';
    mountAll(document);
    await vi.waitFor(() => expect(rejects).toHaveLength(2));
    const removed = document.getElementById('r')!;
    unmountAll(removed);
    removed.remove();
    for (const reject of rejects) reject(new Error('Failed to fetch dynamically imported module'));
    await settled();
    expect(document.getElementById('m')!.getAttribute('data-locator-state')).toBe('failed');
    // Once for the widget type, however many of its elements waited for the code.
    expect(vi.mocked(reportError).mock.calls.filter(([, extra]) => (extra as { widget?: string })?.widget === 'missing-code')).toEqual([
      [new Error('Failed to fetch dynamically imported module'), { widget: 'missing-code' }],
    ]);
    // Not marked failed while out of the page: added back, it is scanned again.
    expect(removed.hasAttribute('data-locator-state')).toBe(false);
    error.mockRestore();
  });

  it("starts a widget's warm-up with its element as its code loads, and mounts it whether the warm-up works or not", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warmed = vi.fn();
    const plain = { load: async () => ({ default: { mode: 'enhance', parse: () => ({ ok: true, value: {} }), mount: () => void mounts() } }), strategy: 'ready' as const };
    defineWidget('warmed', { ...plain, warm: async () => ({ default: warmed }) });
    defineWidget('warm-missing', { ...plain, warm: () => Promise.reject(new Error('chunk failed')) });
    defineWidget('warm-throws', {
      ...plain,
      warm: async () => ({
        default: () => {
          throw new Error('bad config');
        },
      }),
    });
    document.body.innerHTML = '<div data-locator="warmed" id="w"></div><div data-locator="warm-missing" id="m"></div><div data-locator="warm-throws" id="t"></div>';
    mountAll(document);
    await settled();
    expect(warmed).toHaveBeenCalledWith(document.getElementById('w'));
    expect(mounts).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
