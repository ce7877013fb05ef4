import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from './errors';
import { BASE } from './fake-feed';
import { CALLBACK_PREFIX, jsonpTransport, STUB_LIFETIME_MS } from './jsonp';

type Globals = Window & Record<string, unknown>;
const globals = () => Object.keys(window).filter((key) => key.startsWith(CALLBACK_PREFIX));
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script'));
const request = (signal = new AbortController().signal) => ({
  url: (callback?: string) => `${BASE}/media/popular?client_id=c&callback=${callback}`,
  signal,
  timeoutMs: 10_000,
});

/** jsdom does not fetch scripts: the test plays the browser's part (run the answer, then fire load). */
function answer(script: HTMLScriptElement, body: unknown) {
  const name = new URL(script.src).searchParams.get('callback')!;
  const callback = (window as unknown as Globals)[name];
  if (typeof callback === 'function') (callback as (data: unknown) => void)(body);
  script.dispatchEvent(new Event('load'));
}

afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.remove();
});

describe('jsonpTransport', () => {
  it('adds one script with a unique callback, resolves with its answer, then removes both', async () => {
    const first = jsonpTransport()(request());
    const second = jsonpTransport()(request());
    const [a, b] = scripts();
    expect(a!.async).toBe(true);
    const names = [a, b].map((s) => new URL(s!.src).searchParams.get('callback'));
    expect(names[0]).toMatch(/^locatorPhotoFeed\d+_[a-z0-9]+$/);
    expect(names[0]).not.toBe(names[1]);
    expect(globals()).toHaveLength(2);
    answer(a!, { meta: { code: 200 } });
    answer(b!, { n: 2 });
    await expect(first).resolves.toEqual({ body: { meta: { code: 200 } } });
    await expect(second).resolves.toEqual({ body: { n: 2 } });
    expect(scripts()).toHaveLength(0);
    expect(globals()).toEqual([]);
  });

  it('an answer that calls back twice meets a no-op the second time, gone once the script has run', async () => {
    const pending = jsonpTransport()(request());
    const script = scripts()[0]!;
    const name = new URL(script.src).searchParams.get('callback')!;
    const callback = () => (window as unknown as Globals)[name] as (data: unknown) => void;
    callback()({ n: 1 });
    expect(() => callback()({ n: 2 })).not.toThrow();
    await expect(pending).resolves.toEqual({ body: { n: 1 } });
    script.dispatchEvent(new Event('load'));
    expect(globals()).toEqual([]);
  });

  it('reports a script that ran without calling back as "Invalid JSON response"', async () => {
    const pending = jsonpTransport()(request());
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toMatchObject({ message: 'Invalid JSON response', failure: { kind: 'invalid-json' } });
    expect(scripts()).toHaveLength(0);
    expect(globals()).toEqual([]);
  });

  it('reports a script that failed to load as a failed request', async () => {
    const pending = jsonpTransport()(request());
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toMatchObject({ message: 'The request to Instagram failed', failure: { kind: 'network' } });
    expect(globals()).toEqual([]);
  });

  it('times out, and a late answer then meets a no-op that goes away', async () => {
    vi.useFakeTimers();
    const pending = jsonpTransport()(request()).catch((e: unknown) => e);
    const script = scripts()[0]!;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ message: 'Instagram did not answer in time', failure: { kind: 'timeout' } });
    expect(scripts()).toHaveLength(0);
    expect(globals()).toHaveLength(1);
    expect(() => answer(script, { late: true })).not.toThrow();
    expect(globals()).toEqual([]);
  });

  it('on abort removes the script at once and the stand-in callback after STUB_LIFETIME_MS at the latest', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = jsonpTransport()(request(controller.signal)).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    expect(scripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(STUB_LIFETIME_MS - 1);
    expect(globals()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(globals()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(jsonpTransport()(request(controller.signal))).rejects.toSatisfy(isAbortError);
    expect(scripts()).toHaveLength(0);
  });
});
