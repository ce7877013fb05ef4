import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, PhotoFeedError } from './errors';
import { BASE } from './fake-feed';
import { jsonTransport } from './json';

const URL_WITH_TOKEN = `${BASE}/media/popular?access_token=secret`;
const request = (signal = new AbortController().signal, timeoutMs = 10_000) => ({ url: () => URL_WITH_TOKEN, signal, timeoutMs });

afterEach(() => {
  vi.useRealTimers();
});

describe('jsonTransport', () => {
  it('fetches without cookies and parses the body, whatever the status', async () => {
    const fetch = vi.fn(async () => new Response('{"meta":{"code":400,"error_message":"bad"}}', { status: 400 }));
    await expect(jsonTransport(fetch)(request())).resolves.toEqual({ body: { meta: { code: 400, error_message: 'bad' } }, status: 400 });
    expect(fetch).toHaveBeenCalledWith(URL_WITH_TOKEN, expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }));
  });

  it('rejects an unparsable body with "Invalid JSON response", its status and excerpt, token redacted', async () => {
    const fetch = vi.fn(async () => new Response(`<html>${'x'.repeat(200)}`, { status: 200 }));
    const error = await jsonTransport(fetch)(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoFeedError);
    expect((error as PhotoFeedError).message).toBe('Invalid JSON response');
    expect((error as PhotoFeedError).failure).toEqual({
      kind: 'invalid-json',
      url: `${BASE}/media/popular?access_token=redacted`,
      status: 200,
      excerpt: `<html>${'x'.repeat(94)}`,
    });
  });

  it('rejects a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(jsonTransport(fetch)(request())).rejects.toMatchObject({ message: 'The request to Instagram failed', failure: { kind: 'network' } });
  });

  it('gives up after the timeout and aborts the fetch', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init!.signal!;
          seen.addEventListener('abort', () => reject(seen!.reason));
        }),
    );
    const pending = jsonTransport(fetch)(request(undefined, 10_000)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen!.aborted).toBe(true);
    expect(await pending).toMatchObject({ message: 'Instagram did not answer in time', failure: { kind: 'timeout' } });
  });

  it('rejects with an AbortError when the caller aborts, and clears its timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const pending = jsonTransport(fetch)(request(controller.signal)).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
