import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPointsBytes, POINTS_TIMEOUT_MS } from './fetch-points';

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchPointsBytes', () => {
  it('resolves with the bytes of a 2xx answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[[1, 2, 3, 0]]')));
    expect(new TextDecoder().decode(await fetchPointsBytes('/p.json'))).toBe('[[1, 2, 3, 0]]');
  });

  it('fails with the status otherwise, releasing the body', async () => {
    const response = new Response('gone', { status: 410 });
    vi.stubGlobal('fetch', vi.fn(async () => response));
    await expect(fetchPointsBytes('/p.json')).rejects.toThrow('the points file /p.json answered 410');
    expect(response.bodyUsed).toBe(true);
  });

  it('names the file when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchPointsBytes('/p.json')).rejects.toThrow('the points file /p.json could not be fetched: Failed to fetch');
  });

  it('gives up on a server that never answers, with a clear error', async () => {
    vi.useFakeTimers();
    let requestSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        requestSignal = init.signal!;
        return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }),
    );
    const pending = fetchPointsBytes('/slow.json');
    const failed = expect(pending).rejects.toThrow(`the points file /slow.json did not arrive within ${POINTS_TIMEOUT_MS / 1000} s`);
    await vi.advanceTimersByTimeAsync(POINTS_TIMEOUT_MS - 1);
    expect(requestSignal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(requestSignal!.aborted).toBe(true);
  });

  it("passes the caller's abort through as an abort", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))),
    );
    const controller = new AbortController();
    const pending = fetchPointsBytes('/p.json', controller.signal);
    controller.abort(new DOMException('unmounted', 'AbortError'));
    await expect(pending).rejects.toThrow('unmounted');
  });
});
