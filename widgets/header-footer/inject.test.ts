import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectHtml, isDocument } from './inject';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The header slot, with the plain header the page rendered. */
function plainHeader(): HTMLElement {
  document.body.innerHTML = '<header id="slot">Plain header</header>';
  return document.getElementById('slot')!;
}

describe('injectHtml', () => {
  it('takes no base, meta (but microdata) or title from a fragment: they would act on the whole page', async () => {
    const slot = plainHeader();
    const html =
      '<base href="https://elsewhere.example/"><meta http-equiv="refresh" content="0;url=https://elsewhere.example/"><title>Shop</title><meta name="referrer" content="unsafe-url"><meta itemprop="x" name="viewport" content="width=1200"><nav itemscope><meta itemprop="name" content="Pommelune"><a href="/girls">Girls</a></nav>';
    await expect(injectHtml(slot, html)).resolves.toBe(true);
    expect(slot.innerHTML).toBe('<nav itemscope=""><meta itemprop="name" content="Pommelune"><a href="/girls">Girls</a></nav>');
    expect(document.querySelector('base')).toBeNull();
  });

  it('reads a document that opens with comments as a document: its body, not its head', async () => {
    const slot = plainHeader();
    const html = '<!-- build 42 -->\n<!-- shop -->\n<!doctype html><html><head><title>Shop</title><base href="https://elsewhere.example/"></head><body><nav>Shop nav</nav></body></html>';
    await expect(injectHtml(slot, html)).resolves.toBe(true);
    expect(slot.innerHTML).toBe('<nav>Shop nav</nav>');
    expect(document.querySelector('base, title')).toBeNull();
  });

  it('keeps the <title> of an SVG icon: it is the accessible name of an icon-only link', async () => {
    const slot = plainHeader();
    await injectHtml(slot, '<a href="/basket"><svg role="img"><title>Basket</title><path d="M0 0h4v4z"/></svg></a>');
    expect(slot.querySelector('svg title')?.textContent).toBe('Basket');
  });

  it("runs the footer's scripts after the header's: a footer script finds the library the header loads", async () => {
    document.body.innerHTML = '<header id="h">Plain</header><footer id="f">Plain</footer>';
    const header = document.getElementById('h')!;
    const footer = document.getElementById('f')!;
    await injectHtml(header, '<nav>Shop nav</nav><script src="https://shop.test/jquery.js"></script>');
    // (jsdom runs it: a stand-in for a footer script using the header's library.)
    await injectHtml(footer, '<p>Shop footer</p><script>window.shopFooterRan = true</script>');
    await new Promise((resolve) => setTimeout(resolve));
    const library = header.querySelector('script')!;
    expect(library).not.toBeNull();
    // The header's library is still loading: the footer's script waits.
    expect(footer.querySelector('script')).toBeNull();
    library.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(footer.querySelector('script')?.textContent).toBe('window.shopFooterRan = true'));
  });

  it('tells a document (after any comments) from a fragment, quickly however many comments open it', () => {
    expect(isDocument('<!doctype html><html></html>')).toBe(true);
    expect(isDocument('  <!-- a --> <!-- b -->\n<HTML lang="fr">')).toBe(true);
    expect(isDocument('<!-- a --><nav></nav>')).toBe(false);
    expect(isDocument('<!-- never closed <!doctype html>')).toBe(false);
    const start = performance.now();
    expect(isDocument('<!-- c -->'.repeat(5000) + '<nav></nav>')).toBe(false);
    expect(isDocument('<!-- c -->'.repeat(5000) + '<!doctype html>')).toBe(true);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
