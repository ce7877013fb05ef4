import { describe, expect, it, vi } from 'vitest';
import { callGoogleBack, googleScript, openGoogle, useGoogleTestPage } from '../../../testing/google-harness';
import { sizedContainer, testContext, testView } from '../../../testing/provider-fixtures';
import { createMap as createGoogle } from '../google';
import { createMap as createGoogleFree } from '../google-free';

const open = (factory = createGoogleFree, view = testView(), context = testContext()) => openGoogle(factory, view, context);

useGoogleTestPage();

describe('Google script', () => {
  it('Google-Free asks for version 3.31 with the key, channel, language and a callback', async () => {
    const { url } = await open(createGoogleFree, testView({ language: 'de' }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('v')).toBe('3.31');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('client')).toBeNull();
    expect(url.searchParams.get('channel')).toBe('store-locator');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.get('callback')).toMatch(/^__locatorMapsReady\d+_/);
  });

  it('Google sends the client id and channel, and the configured version and libraries', async () => {
    const context = testContext({
      credentials: { apiId: 'gme-pommelune', channelId: 'web', mapId: '', mapboxMapIdentifier: '' },
      sdk: { version: 'quarterly', libraries: ['geometry', 'places'] },
    });
    const { url, adapter } = await open(createGoogle, testView({ language: null }), context);
    expect(url.searchParams.get('client')).toBe('gme-pommelune');
    expect(url.searchParams.get('key')).toBeNull();
    expect(url.searchParams.get('channel')).toBe('web');
    expect(url.searchParams.get('v')).toBe('quarterly');
    expect(url.searchParams.get('libraries')).toBe('geometry,places');
    expect(url.searchParams.has('language')).toBe(false);
    expect(adapter.provider).toBe('Google');
  });

  it('loads the script once for two maps', async () => {
    const first = createGoogleFree(sizedContainer(), testView(), testContext());
    const second = createGoogleFree(sizedContainer(), testView(), testContext());
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    callGoogleBack();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('loads the script ahead of the map (loadScripts, before the map has a place), and the map reuses it', async () => {
    const context = testContext();
    const loading = createGoogleFree.loadScripts!({ language: 'fr', cluster: null }, context);
    expect(new URL(googleScript()!.src).searchParams.get('language')).toBe('fr');
    callGoogleBack();
    await loading;
    const adapter = await createGoogleFree(sizedContainer(), testView({ language: 'fr' }), context);
    expect(adapter.provider).toBe('Google-Free');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const noKey = testContext({ credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } });
    await expect(createGoogle.loadScripts!({ language: null, cluster: null }, noKey)).rejects.toThrow('[locator] Google map: no client id (apiID) in the configuration');
  });

  it('rejects when the script fails, when apiID is missing, and once Google rejected the key', async () => {
    const failing = createGoogleFree(sizedContainer(), testView(), testContext());
    googleScript()!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('map script failed to load');
    const noKey = testContext({ credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } });
    await expect(createGoogle(sizedContainer(), testView(), noKey)).rejects.toThrow('[locator] Google map: no client id (apiID) in the configuration');
  });

  it('reports a rejected key through onFailure, chaining the page handler, and refuses later maps', async () => {
    const pageHandler = vi.fn();
    (window as unknown as { gm_authFailure?: () => void }).gm_authFailure = pageHandler;
    const onFailure = vi.fn();
    const container = sizedContainer();
    const pending = createGoogleFree(container, testView(), testContext({ onFailure, credentials: { apiId: 'bad-key', channelId: '', mapId: '', mapboxMapIdentifier: '' } }));
    callGoogleBack();
    await pending;
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: '[locator] Google-Free map: Google rejected the API key (apiID) (gm_authFailure)' }));
    expect(pageHandler).toHaveBeenCalledOnce();
    await expect(createGoogleFree(sizedContainer(), testView(), testContext())).rejects.toThrow('rejected the API key (apiID) earlier on this page');
  });

  it('chains a page handler set after the map was built, instead of losing the fallback to it', async () => {
    const onFailure = vi.fn();
    const pending = createGoogleFree(sizedContainer(), testView(), testContext({ onFailure }));
    callGoogleBack();
    await pending;
    const lateHandler = vi.fn();
    (window as unknown as { gm_authFailure?: () => void }).gm_authFailure = lateHandler;
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
    await vi.advanceTimersByTimeAsync(50);
    expect(lateHandler).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('chains a handler the page declared as a function (a property that cannot be redefined), and still falls back', async () => {
    // Last in this file: such a property stays on the window for good.
    const declared = vi.fn();
    Object.defineProperty(window, 'gm_authFailure', { value: declared, writable: true, enumerable: true, configurable: false });
    const onFailure = vi.fn();
    const pending = createGoogleFree(sizedContainer(), testView(), testContext({ onFailure }));
    callGoogleBack();
    await pending;
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
    await vi.advanceTimersByTimeAsync(50);
    expect(declared).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledOnce();
  });
});

