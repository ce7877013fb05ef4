// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_SITES } from './shop/strings';
import { startTestSandbox, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('shop header and footer', () => {
  it.each(SHOP_SITES)('serves an accessible header for %s', async (site) => {
    const res = await t.get(`/sandbox/shop/${site}/header`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`data-shop-site="${site}"`);
    expect(html).toMatch(/<button[^>]+aria-controls="shop-header-nav"[^>]+aria-expanded="false"/);
    expect(html).toMatch(/<nav id="shop-header-nav"[^>]*aria-label="[^"]+"><ul><li>/);
    expect(html).toContain('<svg');
    expect(html).toContain('<script>window.__shopHeaderScriptRan = true;</script>');
  });

  it('localizes the header and footer per site', async () => {
    const text = async (path: string) => (await t.get(path)).text();
    expect(await text('/sandbox/shop/fr/header')).toContain('lang="fr"');
    expect(await text('/sandbox/shop/fr/header')).toContain('>Garçon<');
    expect(await text('/sandbox/shop/be/nl/header')).toContain('>Jongens<');
    expect(await text('/sandbox/shop/de/header')).toContain('>Mädchen<');
    expect(await text('/sandbox/shop/uk/header')).toContain('lang="en-GB"');
    const footer = await text('/sandbox/shop/it/footer');
    expect(footer).toContain('<footer class="shop-footer" lang="it"');
    expect(footer).toContain('© 2026 Pommelune. Tutti i diritti riservati.');
  });

  it('answers 404 for an unknown site and escapes it', async () => {
    const res = await t.get('/sandbox/shop/%3Cb%3Ex/header');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<b>');
    expect((await t.get('/sandbox/shop/us/footer')).status).toBe(404);
  });
});
