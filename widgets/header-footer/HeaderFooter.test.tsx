import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from '../../src/services/endpoints';

const injected = vi.hoisted(() => ({ fail: false, held: null as null | { part: string; release: Promise<string | null> }, footer: null as string | null }));
vi.mock('./load-parts', () => ({
  loadShopPart: vi.fn(async (_site: string, part: string) => {
    // A held part answers when its test says so (null: it failed, as loadShopPart reports a failure).
    if (injected.held?.part === part) return { html: await injected.held.release };
    if (part === 'footer' && injected.footer) return { html: injected.footer };
    return { html: `<div class="shop-${part}">Shop ${part}</div>` };
  }),
}));
vi.mock('./inject', async (original) => {
  const actual = await original<typeof import('./inject')>();
  return {
    ...actual,
    injectHtml: vi.fn((...args: Parameters<typeof actual.injectHtml>) => (injected.fail ? Promise.reject(new Error('the shop HTML could not go in')) : actual.injectHtml(...args))),
  };
});

const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: headerFooter } = await import('./index');

function page() {
  document.documentElement.lang = 'fr';
  document.body.innerHTML = `<div id="shop-header" data-locator="header-footer" data-footer="shop-footer"><header class="site-header">Plain</header></div>
<main id="main"></main><div id="shop-footer"><footer class="site-footer">Plain footer</footer></div>
<script type="application/json" data-locator-page="services">{"shopBase":"https://shop.test"}</script>`;
  resetEndpoints();
  return document.getElementById('shop-header')!;
}

const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

afterEach(() => {
  injected.fail = false;
  injected.held = null;
  injected.footer = null;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  resetEndpoints();
});

describe('HeaderFooter', () => {
  it('puts both shop parts in, then says data-loaded with both', async () => {
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(page(), 'header-footer', headerFooter, env));
    await flush();
    await flush();
    expect(document.querySelector('#shop-header .shop-header')?.textContent).toBe('Shop header');
    expect(document.querySelector('#shop-footer .shop-footer')?.textContent).toBe('Shop footer');
    expect(env.emit.mock.calls.find(([name]) => name === 'data-loaded')?.[1].data).toEqual({ header: true, footer: true });
    expect(env.onFailed).not.toHaveBeenCalled();
  });

  it('the footer goes in only once the header has gone in (it brings the shop styles), though it answered first', async () => {
    let answer!: (html: string | null) => void;
    injected.held = { part: 'header', release: new Promise((resolve) => (answer = resolve)) };
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(page(), 'header-footer', headerFooter, env));
    await flush();
    await flush();
    expect(document.querySelector('#shop-footer .site-footer')?.textContent).toBe('Plain footer');
    expect(document.querySelector('#shop-footer .shop-footer')).toBeNull();
    answer('<div class="shop-header">Shop header</div>');
    await flush();
    await flush();
    expect(document.querySelector('#shop-footer .shop-footer')?.textContent).toBe('Shop footer');
    expect(document.querySelector('#shop-header .shop-header')).not.toBeNull();
    expect(env.emit.mock.calls.find(([name]) => name === 'data-loaded')?.[1].data).toEqual({ header: true, footer: true });
  });

  it('without the shop header, the plain footer stays, unless the shop footer brings its own styles', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injected.held = { part: 'header', release: Promise.resolve(null) };
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(page(), 'header-footer', headerFooter, env));
    await flush();
    await flush();
    expect(document.querySelector('#shop-footer .site-footer')?.textContent).toBe('Plain footer');
    expect(document.querySelector('#shop-footer .shop-footer')).toBeNull();
    expect(env.emit.mock.calls.find(([name]) => name === 'data-loaded')?.[1].data).toEqual({ header: false, footer: false });
    expect(warn).toHaveBeenCalledWith('[locator] header-footer#shop-header: the shop header is not in, and its footer brings no styles of its own; the plain footer stays');

    document.body.innerHTML = '';
    injected.held = { part: 'header', release: Promise.resolve(null) };
    injected.footer = '<style>.shop-footer{color:teal}</style><div class="shop-footer">Styled footer</div>';
    const styled = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(page(), 'header-footer', headerFooter, styled));
    await flush();
    await flush();
    expect(document.querySelector('#shop-footer .shop-footer')?.textContent).toBe('Styled footer');
    expect(styled.emit.mock.calls.find(([name]) => name === 'data-loaded')?.[1].data).toEqual({ header: false, footer: true });
    warn.mockRestore();
  });

  it('keeps the plain header on a page that declares no language (spec §2: the document language chooses)', async () => {
    const host = page();
    document.documentElement.removeAttribute('lang');
    const { loadShopPart } = await import('./load-parts');
    vi.mocked(loadShopPart).mockClear();
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(host, 'header-footer', headerFooter, { emit: vi.fn(), onFailed: vi.fn() })));
    await flush();
    expect(loadShopPart).not.toHaveBeenCalled();
    expect(document.querySelector('#shop-header .site-header')?.textContent).toBe('Plain');
    // Its own data-locale declares one.
    act(() => handle!.unmount());
    host.setAttribute('data-locale', 'en_GB');
    act(() => void mountWidget(host, 'header-footer', headerFooter, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    expect(loadShopPart).toHaveBeenCalled();
  });

  it('fails the widget when a part cannot go in: no unhandled rejection, no data-loaded', async () => {
    injected.fail = true;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const env = { emit: vi.fn(), onFailed: vi.fn() };
      act(() => void mountWidget(page(), 'header-footer', headerFooter, env));
      await flush();
      await flush();
      expect(env.onFailed).toHaveBeenCalledTimes(1);
      expect(env.emit.mock.calls.map(([name]) => name)).not.toContain('data-loaded');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      error.mockRestore();
    }
  });
});
