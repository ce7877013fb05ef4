import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, loadStylesheet, resetScriptLoader, STYLESHEET_WAIT_MS } from './script-loader';

const URL_A = 'https://sdk.example/js?v=3.31&key=K';
const URL_B = 'https://sdk.example/js?v=3.31&key=OTHER';

const scriptsFor = (prefix: string) =>
  Array.from(document.head.querySelectorAll('script')).filter((script) => script.src.startsWith(prefix));

/** Calls the global callback named in the script's URL, as the SDK does once it is ready. */
function callBack(script: HTMLScriptElement, param = 'callback'): string {
  const name = new URL(script.src).searchParams.get(param);
  expect(name).toBeTruthy();
  (window as unknown as Record<string, () => void>)[name!]!();
  return name!;
}

beforeEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('adds one script per URL and shares its promise between maps', async () => {
    const first = loadScript(URL_A, { callbackParam: 'callback' });
    const second = loadScript(URL_A, { callbackParam: 'callback' });
    const [script, ...others] = scriptsFor(URL_A);
    expect(others).toHaveLength(0);
    expect(script!.async).toBe(true);
    let resolved = false;
    void first.then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    callBack(script!);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // Already loaded: no new script, resolves at once.
    await expect(loadScript(URL_A, { callbackParam: 'callback' })).resolves.toBeUndefined();
    expect(scriptsFor(URL_A)).toHaveLength(1);
  });

  it('gives each load a unique callback name and keeps it callable once settled', async () => {
    void loadScript(URL_A, { callbackParam: 'callback' });
    void loadScript(URL_B, { callbackParam: 'callback' });
    const a = new URL(scriptsFor(URL_A)[0]!.src).searchParams.get('callback');
    const b = new URL(scriptsFor(URL_B)[0]!.src).searchParams.get('callback');
    expect(a).not.toBe(b);
    const name = callBack(scriptsFor(URL_A)[0]!);
    // A second call of the callback (some SDKs call it twice) must not throw.
    expect(() => (window as unknown as Record<string, () => void>)[name]!()).not.toThrow();
  });

  it('loads a group once whatever the URL: the first URL wins', async () => {
    const first = loadScript(URL_A, { callbackParam: 'callback', group: 'google-maps' });
    const second = loadScript(`${URL_A}&language=de`, { callbackParam: 'callback', group: 'google-maps' });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    callBack(scriptsFor(URL_A)[0]!);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('resolves on the load event when the SDK has no callback', async () => {
    const promise = loadScript('https://sdk.example/mapquest.js');
    scriptsFor('https://sdk.example/mapquest.js')[0]!.dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBeUndefined();
  });

  it('rejects every waiter on a load error and keeps the failure for the page', async () => {
    const first = loadScript(URL_A, { callbackParam: 'callback' });
    const second = loadScript(URL_A, { callbackParam: 'callback' });
    scriptsFor(URL_A)[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`[locator] map script failed to load: ${URL_A.replace('key=K', 'key=[redacted]')}`);
    await expect(second).rejects.toThrow('failed to load');
    await expect(loadScript(URL_A, { callbackParam: 'callback' })).rejects.toThrow('failed to load');
    expect(scriptsFor(URL_A)).toHaveLength(1);
  });

  it('rejects after the timeout when the SDK never calls back', async () => {
    vi.useFakeTimers();
    const promise = loadScript(URL_A, { callbackParam: 'callback', timeoutMs: 5000 });
    const assertion = expect(promise).rejects.toThrow(`[locator] map script timed out after 5000 ms: ${URL_A.replace('key=K', 'key=[redacted]')}`);
    // The load event alone is not enough when the SDK promises a callback.
    scriptsFor(URL_A)[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    promise.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('rejects when the script ran but its API is missing', async () => {
    const promise = loadScript(URL_A, { ready: () => false });
    scriptsFor(URL_A)[0]!.dispatchEvent(new Event('load'));
    await expect(promise).rejects.toThrow('ran but its API is missing');
  });

  it('lets one map stop waiting without cancelling the load for another', async () => {
    const controller = new AbortController();
    const aborted = loadScript(URL_A, { callbackParam: 'callback', signal: controller.signal });
    const kept = loadScript(URL_A, { callbackParam: 'callback', signal: new AbortController().signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(scriptsFor(URL_A)).toHaveLength(1);
    callBack(scriptsFor(URL_A)[0]!);
    await expect(kept).resolves.toBeUndefined();
  });

  it('goes on loading when every map gave up (a script cannot be stopped): a later map waits for the same one', async () => {
    const one = new AbortController();
    const two = new AbortController();
    const first = loadScript(URL_A, { callbackParam: 'callback', signal: one.signal });
    const second = loadScript(URL_A, { callbackParam: 'callback', signal: two.signal });
    one.abort();
    two.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(scriptsFor(URL_A)).toHaveLength(1);
    const again = loadScript(URL_A, { callbackParam: 'callback', signal: new AbortController().signal });
    // No second copy of the SDK in the page.
    expect(scriptsFor(URL_A)).toHaveLength(1);
    callBack(scriptsFor(URL_A)[0]!);
    await expect(again).resolves.toBeUndefined();
  });

  it('rejects at once for an already aborted signal, adding nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(loadScript(URL_A, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(scriptsFor(URL_A)).toHaveLength(0);
  });
});

describe('loadStylesheet', () => {
  it('adds one link per URL and resolves on load or error', async () => {
    const first = loadStylesheet('https://sdk.example/a.css');
    const second = loadStylesheet('https://sdk.example/a.css');
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = loadStylesheet('https://sdk.example/b.css');
    document.head.querySelectorAll('link')[1]!.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[locator] map stylesheet failed to load: https://sdk.example/b.css');
  });

  it('stops waiting for a stylesheet that hangs, with a warning: the map is not held', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = loadStylesheet('https://sdk.example/hang.css');
    let done = false;
    void hanging.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(warn).toHaveBeenCalledWith(`[locator] map stylesheet still loading after ${STYLESHEET_WAIT_MS} ms, the map is drawn without waiting: https://sdk.example/hang.css`);
    vi.useRealTimers();
  });
});
