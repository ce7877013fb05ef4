import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { createClusterSource } from './source';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };

/** A Worker whose messages the test reads and answers. */
class FakeWorker {
  static last: FakeWorker;
  posted: { message: WorkerRequest; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    this.posted.push({ message, transfer });
  }
  answer(data: WorkerResponse) {
    this.onmessage?.({ data } as MessageEvent<WorkerResponse>);
  }
  terminate() {
    this.terminated = true;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cluster worker source: a points file', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    fetchMock = vi.fn(async () => new Response('[[1, 48.85, 2.35, 0]]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is requested by the page at once and its body handed to the worker as a transferred stream', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', new AbortController().signal, { width: 800, height: 600 });
    // Asked before the worker said anything: the download does not wait for the worker to start.
    expect(fetchMock).toHaveBeenCalledWith(new URL('/points.json', document.baseURI).href, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await flush();
    const { message, transfer } = FakeWorker.last.posted[0]!;
    expect(message).toMatchObject({ type: 'load-body', url: new URL('/points.json', document.baseURI).href, options: OPTIONS, viewport: { width: 800, height: 600 } });
    const body = (message as Extract<WorkerRequest, { type: 'load-body' }>).body;
    expect(body).toBeInstanceOf(ReadableStream);
    expect(transfer).toEqual([body]);
    expect(await new Response(body).json()).toEqual([[1, 48.85, 2.35, 0]]);
    FakeWorker.last.answer({ type: 'loaded', count: 1, bounds: null });
    await expect(loaded).resolves.toEqual({ count: 1, bounds: null });
  });

  it('sends the bytes where streams cannot be transferred', async () => {
    vi.stubGlobal('structuredClone', () => {
      throw new DOMException('ReadableStream could not be cloned', 'DataCloneError');
    });
    const source = createClusterSource(OPTIONS);
    void source.loadUrl('/points.json', new AbortController().signal);
    await flush();
    const { message, transfer } = FakeWorker.last.posted[0]!;
    const body = (message as Extract<WorkerRequest, { type: 'load-body' }>).body;
    expect(body).toBeInstanceOf(ArrayBuffer);
    expect(transfer).toEqual([body]);
    expect(new TextDecoder().decode(body as ArrayBuffer)).toBe('[[1, 48.85, 2.35, 0]]');
  });

  it('fails with the status when the file is not there, and tells the worker nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/gone.json', new AbortController().signal);
    await expect(loaded).rejects.toThrow(`[locator] the points file ${new URL('/gone.json', document.baseURI).href} answered 404`);
    expect(FakeWorker.last.posted).toEqual([]);
  });

  it('fails when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const source = createClusterSource(OPTIONS);
    await expect(source.loadUrl('/points.json', new AbortController().signal)).rejects.toThrow('Failed to fetch');
  });

  it('an abort cancels the request and the load', async () => {
    let requestSignal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      requestSignal = init.signal!;
      return new Promise(() => {});
    });
    const controller = new AbortController();
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', controller.signal);
    controller.abort();
    await expect(loaded).rejects.toThrow('aborted');
    expect(requestSignal?.aborted).toBe(true);
    expect(FakeWorker.last.posted).toEqual([]);
  });
});
