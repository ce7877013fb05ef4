import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BASE = 'https://cdn.example/assets/locator.js';

/** A fresh helper: it remembers every file asked for on the page. */
async function helper() {
  vi.resetModules();
  return (await import('./preload')).__vitePreload;
}

const links = () => Array.from(document.head.querySelectorAll('link'));

beforeEach(() => {
  document.head.innerHTML = '';
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the preload helper', () => {
  it('asks for each module once, through a modulepreload link beside the import, and does not wait for it', async () => {
    const preload = await helper();
    const load = vi.fn(async () => 'module');
    await expect(preload(load, ['./chunks/runtime.js', './chunks/shared.js'], BASE)).resolves.toBe('module');
    await preload(async () => 'again', ['./chunks/shared.js'], BASE);
    expect(links().map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', 'https://cdn.example/assets/chunks/runtime.js', ''],
      ['modulepreload', 'https://cdn.example/assets/chunks/shared.js', ''],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports at once when there is nothing to ask for', async () => {
    const preload = await helper();
    await expect(preload(async () => 1, [], BASE)).resolves.toBe(1);
    await expect(preload(async () => 2, undefined, BASE)).resolves.toBe(2);
    expect(links()).toHaveLength(0);
  });

  it('imports only once the style sheet has loaded, so the widget never renders unstyled', async () => {
    const preload = await helper();
    const load = vi.fn(async () => 'widget');
    const imported = preload(load, ['./chunks/widget-hours.js', './chunks/hours.css'], BASE);
    await Promise.resolve();
    const sheet = links().find((link) => link.rel === 'stylesheet')!;
    expect(sheet.href).toBe('https://cdn.example/assets/chunks/hours.css');
    expect(load).not.toHaveBeenCalled();
    sheet.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('widget');
    // A second widget of the type waits for nothing more, and adds no link.
    await expect(preload(async () => 'second', ['./chunks/hours.css'], BASE)).resolves.toBe('second');
    expect(links().filter((link) => link.rel === 'stylesheet')).toHaveLength(1);
  });

  it('fails the import, without importing, when its style sheet fails', async () => {
    const preload = await helper();
    const load = vi.fn(async () => 'widget');
    const imported = preload(load, ['./chunks/reviews.css'], BASE);
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(imported).rejects.toThrow('Unable to preload CSS for https://cdn.example/assets/chunks/reviews.css');
    expect(load).not.toHaveBeenCalled();
  });

  it("gives its links the page's CSP nonce, read from the csp-nonce meta element", async () => {
    const preload = await helper();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0m');
    document.head.append(meta);
    await preload(async () => null, ['./chunks/shared.js'], BASE);
    expect(links()[0]!.nonce).toBe('r4nd0m');
  });
});
