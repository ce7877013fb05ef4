import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from './endpoints';
import { PROXY_PARALLEL, proxyGet, proxyUrl } from './proxy';

const PROXY = 'https://proxy.test/get';

type Answer = { status?: number; body: string; type?: string };
/** A fake fetch answering by target address (the proxy's `url` parameter). */
function proxyFetch(answers: Record<string, Answer>) {
  return vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const target = new URL(String(input)).searchParams.get('url') ?? '';
    const answer = answers[target] ?? { status: 404, body: 'Not Found', type: 'text/plain' };
    return new Response(answer.body, { status: answer.status ?? 200, headers: { 'Content-Type': answer.type ?? 'application/json' } });
  });
}

afterEach(() => {
  document.head.innerHTML = '';
  resetEndpoints();
  vi.useRealTimers();
});

describe('proxyUrl', () => {
  it('encodes the target as one query component, keeping the proxy’s own query and fragment', () => {
    expect(proxyUrl(PROXY, 'https://a.test/x?y=1&z=2#h')).toBe('https://proxy.test/get?url=https%3A%2F%2Fa.test%2Fx%3Fy%3D1%26z%3D2%23h');
    expect(proxyUrl('https://proxy.test/get?key=k', 'https://a.test/')).toBe('https://proxy.test/get?key=k&url=https%3A%2F%2Fa.test%2F');
    expect(proxyUrl('https://proxy.test/get?', 'https://a.test/')).toBe('https://proxy.test/get?url=https%3A%2F%2Fa.test%2F');
    expect(proxyUrl('/proxy#top', 'https://a.test/')).toBe('/proxy?url=https%3A%2F%2Fa.test%2F#top');
  });
});

describe('proxyGet', () => {
  it('GETs one address through the proxy and gives its JSON, parsed, as a list of one', async () => {
    const fetch = proxyFetch({ 'https://feed.test/a.json': { body: '{"items":[1,2]}' } });
    const results = await proxyGet('https://feed.test/a.json', { proxy: PROXY, fetch });
    expect(results).toEqual([{ url: 'https://feed.test/a.json', ok: true, status: 200, data: { items: [1, 2] } }]);
    expect(String(fetch.mock.calls[0]![0])).toBe('https://proxy.test/get?url=https%3A%2F%2Ffeed.test%2Fa.json');
  });

  it('answers a list all together, in the order asked, text as text, an address asked twice fetched once', async () => {
    const fetch = proxyFetch({
      'https://feed.test/a.json': { body: '[1]', type: 'application/vnd.geo+json; charset=utf-8' },
      'https://site.test/about': { body: '<p>About</p>', type: 'text/html' },
    });
    const results = await proxyGet(['https://site.test/about', 'https://feed.test/a.json', 'https://site.test/about'], { proxy: PROXY, fetch });
    expect(results.map((r) => r.data)).toEqual(['<p>About</p>', [1], '<p>About</p>']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('makes addresses absolute against the page and refuses what is no http(s) address, without a request', async () => {
    const fetch = proxyFetch({ [new URL('/data/x.json', document.baseURI).href]: { body: '{}' } });
    const results = await proxyGet(['/data/x.json', 'javascript:alert(1)', '  ', 42 as unknown as string, 'http://[bad'], { proxy: PROXY, fetch });
    expect(results[0]).toMatchObject({ ok: true, url: new URL('/data/x.json', document.baseURI).href });
    expect(results.slice(1)).toEqual([
      { url: 'javascript:alert(1)', ok: false, status: 0, data: null, error: 'not an http(s) address' },
      { url: '  ', ok: false, status: 0, data: null, error: 'not an http(s) address' },
      { url: '42', ok: false, status: 0, data: null, error: 'not an http(s) address' },
      { url: 'http://[bad', ok: false, status: 0, data: null, error: 'not an http(s) address' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the other answers when one fails, and reports the failed call', async () => {
    const report = vi.fn();
    const fetch = proxyFetch({ 'https://feed.test/a.json': { body: '{"a":1}' }, 'https://feed.test/bad.json': { body: '{oops', type: 'application/json' } });
    const results = await proxyGet(['https://feed.test/a.json', 'https://feed.test/missing', 'https://feed.test/bad.json'], { proxy: PROXY, fetch, report });
    expect(results[0]).toMatchObject({ ok: true, data: { a: 1 } });
    expect(results[1]).toEqual({ url: 'https://feed.test/missing', ok: false, status: 404, data: null, error: 'HTTP 404' });
    expect(results[2]).toMatchObject({ ok: false, status: 200, data: null, error: expect.stringContaining('Invalid JSON response') });
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[0]![1]).toMatchObject({ requestType: 'GET', status: 404, errorText: 'HTTP 404', responseText: 'Not Found' });
    expect(report.mock.calls[0]![1].url).toBe('https://proxy.test/get?url=https%3A%2F%2Ffeed.test%2Fmissing');
  });

  it('keeps a target’s access token out of the report of its failed call', async () => {
    const report = vi.fn();
    await proxyGet('https://geo.test/places.json?access_token=pk.secret&limit=1', { proxy: PROXY, fetch: proxyFetch({}), report });
    const { url } = report.mock.calls[0]![1] as { url: string };
    expect(url).not.toContain('pk.secret');
    expect(url).toContain('access_token%3D[redacted]%26limit%3D1');
  });

  it('gives up on a proxy that does not answer in time, for that address only', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) =>
      String(input).includes('slow')
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
        : Promise.resolve(new Response('ok', { headers: { 'Content-Type': 'text/plain' } })),
    );
    const pending = proxyGet(['https://a.test/slow', 'https://a.test/fast'], { proxy: PROXY, fetch, timeoutMs: 500, report: () => {} });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toEqual([
      { url: 'https://a.test/slow', ok: false, status: 0, data: null, error: 'no answer within 500 ms' },
      { url: 'https://a.test/fast', ok: true, status: 200, data: 'ok' },
    ]);
  });

  it.each([null, 'abc', 0, -1, Number.NaN])('refuses a time limit of %j, which would time every address out, and asks nothing', async (timeoutMs) => {
    const fetch = vi.fn();
    await expect(proxyGet('https://a.test/x', { proxy: PROXY, fetch, timeoutMs: timeoutMs as number })).rejects.toThrow(`proxyGet: timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it(`asks at most ${PROXY_PARALLEL} addresses at once`, async () => {
    let running = 0;
    let most = 0;
    const fetch = vi.fn(async () => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
      return new Response('x', { headers: { 'Content-Type': 'text/plain' } });
    });
    const results = await proxyGet(Array.from({ length: 10 }, (_, i) => `https://a.test/${i}`), { proxy: PROXY, fetch });
    expect(results).toHaveLength(10);
    expect(most).toBe(PROXY_PARALLEL);
  });

  it('rejects with the caller’s abort, unreported', async () => {
    const report = vi.fn();
    const controller = new AbortController();
    const fetch = vi.fn((_input: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const pending = proxyGet(['https://a.test/1', 'https://a.test/2'], { proxy: PROXY, fetch, report, signal: controller.signal });
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left' });
    expect(report).not.toHaveBeenCalled();
  });

  it('resolves an empty list to no results, without a request', async () => {
    const fetch = proxyFetch({});
    await expect(proxyGet([], { proxy: PROXY, fetch })).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws for a value that is no address or list, and when the page names no proxy service', async () => {
    await expect(proxyGet({ url: 'x' } as unknown as string, { proxy: PROXY })).rejects.toThrow('proxyGet expects an address or a list of addresses');
    await expect(proxyGet('https://a.test/')).rejects.toThrow('no proxy service');
  });

  it('uses the proxy the page’s services block names', async () => {
    document.head.innerHTML = `<script type="application/json" data-locator-page="services">{"proxy":"https://own-proxy.test/p"}</script>`;
    resetEndpoints();
    const fetch = proxyFetch({ 'https://a.test/': { body: '1' } });
    await proxyGet('https://a.test/', { fetch });
    expect(String(fetch.mock.calls[0]![0])).toBe('https://own-proxy.test/p?url=https%3A%2F%2Fa.test%2F');
  });
});
