import { afterEach, describe, expect, it } from 'vitest';
import { injectHtml } from './inject';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('injectHtml', () => {
  it('takes no base, http-equiv meta or title from a fragment: they would act on the whole page', async () => {
    document.body.innerHTML = '<header id="slot">Plain header</header>';
    const slot = document.getElementById('slot')!;
    const html = '<base href="https://elsewhere.example/"><meta http-equiv="refresh" content="0;url=https://elsewhere.example/"><title>Shop</title><meta name="x" content="y"><nav><a href="/girls">Girls</a></nav>';
    await expect(injectHtml(slot, html)).resolves.toBe(true);
    expect(slot.innerHTML).toBe('<meta name="x" content="y"><nav><a href="/girls">Girls</a></nav>');
    expect(document.querySelector('base')).toBeNull();
  });

  it('reads a document that opens with comments as a document: its body, not its head', async () => {
    document.body.innerHTML = '<header id="slot">Plain header</header>';
    const slot = document.getElementById('slot')!;
    const html = '<!-- build 42 -->\n<!-- shop -->\n<!doctype html><html><head><title>Shop</title><base href="https://elsewhere.example/"></head><body><nav>Shop nav</nav></body></html>';
    await expect(injectHtml(slot, html)).resolves.toBe(true);
    expect(slot.innerHTML).toBe('<nav>Shop nav</nav>');
    expect(document.querySelector('base, title')).toBeNull();
  });
});
