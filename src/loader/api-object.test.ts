import { describe, expect, it, vi } from 'vitest';

describe('window.LocatorWidgets', () => {
  it('carries every export of the api module, and cannot be changed by the page', async () => {
    const apiModule = await import('./api');
    await import('./index');
    const global = window.LocatorWidgets!;
    expect(Object.keys(global).sort()).toEqual(Object.keys(apiModule).sort());
    for (const key of Object.keys(apiModule)) expect(global[key as keyof typeof global]).toBe(apiModule[key as keyof typeof apiModule]);
    expect(Object.isFrozen(global)).toBe(true);
  });
});

describe('a page element with the id LocatorWidgets', () => {
  it('is no other copy of the loader: this one starts and mounts the page', async () => {
    vi.resetModules();
    delete window.LocatorWidgets;
    // A browser names an element with an id on window: window.LocatorWidgets is that element (jsdom does not, so the
    // test names it; the browser test in loader.spec.ts has the real thing).
    document.body.innerHTML = '<div id="LocatorWidgets"></div><div id="probe" data-locator="probe"></div>';
    Object.defineProperty(window, 'LocatorWidgets', { value: document.getElementById('LocatorWidgets'), configurable: true, writable: true });
    const mounted = vi.fn();
    await import('./index');
    window.LocatorWidgets!.define('probe', { load: async () => ({ default: { mode: 'enhance', parse: () => ({ ok: true, value: {} }), mount: () => (mounted(), () => {}) } }) });
    await window.LocatorWidgets!.settled();
    expect(window.LocatorWidgets!.version).toEqual(expect.any(String));
    expect(mounted).toHaveBeenCalledOnce();
    window.LocatorWidgets!.unmount();
    document.body.innerHTML = '';
  });
});
