import { afterEach, describe, expect, it, vi } from 'vitest';
import { redact } from './failed-call';
import { fetchJson, HttpError } from './http';

const answer = (body: string, init: ResponseInit = {}) => vi.fn(async () => new Response(body, init));

/** A fetch that never answers but honours its signal, as the browser's does. */
const hanging = () =>
  vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );

afterEach(() => vi.useRealTimers());

describe('fetchJson', () => {
  it('parses a JSON answer and reports nothing', async () => {
    const report = vi.fn();
    const fake = answer('{"features":[]}');
    await expect(fetchJson('https://geo.test/a.json', { fetch: fake, report })).resolves.toEqual({ features: [] });
    expect(fake).toHaveBeenCalledWith('https://geo.test/a.json', expect.objectContaining({ headers: { Accept: 'application/json' } }));
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a failed status with type, url (token redacted), status, error text and 100 characters of the answer', async () => {
    const report = vi.fn();
    const body = `{"message":"Not Authorized - Invalid Token","padding":"${'x'.repeat(200)}"}`;
    const fake = answer(body, { status: 401, statusText: 'Unauthorized' });
    const error = await fetchJson('https://geo.test/a.json?access_token=pk.secret&limit=5', { fetch: fake, report }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 401 });
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]![1]).toEqual({
      requestType: 'GET',
      url: 'https://geo.test/a.json?access_token=[redacted]&limit=5',
      data: null,
      status: 401,
      errorText: 'Unauthorized',
      responseText: body.slice(0, 100),
    });
  });

  it('reports an answer that is not JSON', async () => {
    const report = vi.fn();
    await expect(fetchJson('/x', { fetch: answer('<html>oops', { status: 200 }), report })).rejects.toMatchObject({ kind: 'parse' });
    expect(report.mock.calls[0]![1]).toMatchObject({ status: 200, responseText: '<html>oops', errorText: expect.stringContaining('Invalid JSON response') });
  });

  it('reports a network failure', async () => {
    const report = vi.fn();
    const fake = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchJson('/x', { fetch: fake, report })).rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(report.mock.calls[0]![1]).toMatchObject({ status: 0, errorText: 'Failed to fetch', responseText: '' });
  });

  it('gives up after the timeout and reports it', async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const fake = hanging();
    const result = fetchJson('/slow', { fetch: fake, report, timeoutMs: 300 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'no answer within 300 ms' });
    expect(report).toHaveBeenCalledOnce();
    expect(fake.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('a caller abort rejects with its reason, aborts the request and is not reported', async () => {
    const report = vi.fn();
    const fake = hanging();
    const controller = new AbortController();
    const result = fetchJson('/x', { fetch: fake, report, signal: controller.signal }).catch((e: unknown) => e);
    const reason = new DOMException('newer keystroke', 'AbortError');
    controller.abort(reason);
    expect(await result).toBe(reason);
    expect(fake.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('does not start a request for a signal that is already aborted', async () => {
    const fake = answer('{}');
    const controller = new AbortController();
    controller.abort();
    await expect(fetchJson('/x', { fetch: fake, signal: controller.signal })).rejects.toThrow();
    expect(fake).not.toHaveBeenCalled();
  });
});

describe('redact', () => {
  it('hides tokens and keys but keeps the rest of the url', () => {
    expect(redact('https://a.test/p.json?q=1&access_token=abc&key=k#h')).toBe('https://a.test/p.json?q=1&access_token=[redacted]&key=[redacted]#h');
    // The target of a proxied call, encoded in its url parameter.
    const target = 'https://geo.test/places/Lyon.json?access_token=pk.secret&limit=1&client_id=c1#f';
    expect(redact(`https://proxy.test/get?url=${encodeURIComponent(target)}&key=k`)).toBe(
      'https://proxy.test/get?url=https%3A%2F%2Fgeo.test%2Fplaces%2FLyon.json%3Faccess_token%3D[redacted]%26limit%3D1%26client_id%3D[redacted]%23f&key=[redacted]',
    );
  });

  it('hides them whatever their case, under the other usual names, and in a fragment', () => {
    expect(redact('https://a.test/x?Access_Token=a&API_KEY=b&apikey=c&token=d&client_secret=e&password=f&page=2')).toBe(
      'https://a.test/x?Access_Token=[redacted]&API_KEY=[redacted]&apikey=[redacted]&token=[redacted]&client_secret=[redacted]&password=[redacted]&page=2',
    );
    expect(redact('https://a.test/cb#access_token=abc&state=s')).toBe('https://a.test/cb#access_token=[redacted]&state=s');
    expect(redact(`https://proxy.test/get?url=${encodeURIComponent('https://b.test/x?Token=t')}`)).toBe('https://proxy.test/get?url=https%3A%2F%2Fb.test%2Fx%3FToken%3D[redacted]');
  });

  it('hides the user name and password of an address', () => {
    expect(redact('https://user:secret@shop.test/x?a=1')).toBe('https://[redacted]@shop.test/x?a=1');
    // Up to the last @ before the path, where the browser ends the user info.
    expect(redact('https://u:p@ss@shop.test/x')).toBe('https://[redacted]@shop.test/x');
    expect(redact('https://shop.test/a@b')).toBe('https://shop.test/a@b');
  });

  it('hides the credentials of a proxied address, and the signature and credential of a signed one', () => {
    expect(redact(`https://proxy.test/get?url=${encodeURIComponent('https://user:pw@partner.test/feed.json')}`)).toBe(
      'https://proxy.test/get?url=https%3A%2F%2F[redacted]%40partner.test%2Ffeed.json',
    );
    expect(redact(`https://proxy.test/get?url=${encodeURIComponent('https://partner.test/a@b')}`)).toBe('https://proxy.test/get?url=https%3A%2F%2Fpartner.test%2Fa%40b');
    expect(redact('https://bucket.test/o.json?X-Amz-Algorithm=AWS4&X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abc&X-Amz-Security-Token=t')).toBe(
      'https://bucket.test/o.json?X-Amz-Algorithm=AWS4&X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&X-Amz-Security-Token=[redacted]',
    );
    expect(redact('https://blob.test/c/o.json?sv=2024&sig=abc%3D&se=1')).toBe('https://blob.test/c/o.json?sv=2024&sig=[redacted]&se=1');
    expect(redact('https://a.test/x?x-api-key=k&page=2')).toBe('https://a.test/x?x-api-key=[redacted]&page=2');
  });
});
