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

describe('the cluster worker source: a points file', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    fetchMock = vi.fn(async () => new Response('[[1, 48.85, 2.35, 0]]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is requested by the page at once and its bytes handed to the worker, transferred', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', new AbortController().signal, { width: 800, height: 600 });
    // Asked before the worker said anything: the download does not wait for the worker to start.
    expect(fetchMock).toHaveBeenCalledWith(new URL('/points.json', document.baseURI).href, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    const { message, transfer } = FakeWorker.last.posted[0]!;
    expect(message).toMatchObject({ type: 'load-body', url: new URL('/points.json', document.baseURI).href, options: OPTIONS, viewport: { width: 800, height: 600 } });
    const body = (message as Extract<WorkerRequest, { type: 'load-body' }>).body;
    expect(transfer).toEqual([body]);
    expect(new TextDecoder().decode(body)).toBe('[[1, 48.85, 2.35, 0]]');
    FakeWorker.last.answer({ type: 'loaded', count: 1, bounds: null });
    await expect(loaded).resolves.toEqual({ count: 1, bounds: null });
  });

  it('fails with the status when the file is not there, releases the body and tells the worker nothing', async () => {
    const response = new Response('missing', { status: 404 });
    fetchMock.mockResolvedValueOnce(response);
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/gone.json', new AbortController().signal);
    await expect(loaded).rejects.toThrow(`[locator] the points file ${new URL('/gone.json', document.baseURI).href} answered 404`);
    expect(response.bodyUsed).toBe(true);
    expect(FakeWorker.last.posted).toEqual([]);
  });

  it('fails when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const source = createClusterSource(OPTIONS);
    await expect(source.loadUrl('/points.json', new AbortController().signal)).rejects.toThrow('Failed to fetch');
  });

  /** A fetch the test answers by hand, and the signal the source gave it. */
  function heldFetch() {
    const held: { signal?: AbortSignal; answer?: (response: Response) => void } = {};
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      held.signal = init.signal!;
      return new Promise<Response>((resolve) => (held.answer = resolve));
    });
    return held;
  }

  /** Answers a request the source gave up on: the answer is read (released), and nothing goes to the worker. */
  async function expectLateAnswerDropped(held: ReturnType<typeof heldFetch>, body: string) {
    const late = new Response(body);
    held.answer!(late);
    await vi.waitFor(() => expect(late.bodyUsed).toBe(true));
    expect(FakeWorker.last.posted).toEqual([]);
  }

  it('an abort (the map unmounted) cancels the request; a late answer is released, not sent', async () => {
    const held = heldFetch();
    const controller = new AbortController();
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', controller.signal);
    controller.abort();
    await expect(loaded).rejects.toThrow('aborted');
    expect(held.signal!.aborted).toBe(true);
    await expectLateAnswerDropped(held, '[[1, 48.85, 2.35, 0]]');
  });

  it('destroying the source (an unclaimed warm-up expiring) cancels the download as well as the worker', async () => {
    const held = heldFetch();
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', new AbortController().signal);
    source.destroy();
    await expect(loaded).rejects.toThrow('destroyed');
    expect(held.signal!.aborted).toBe(true);
    expect(FakeWorker.last.terminated).toBe(true);
    await expectLateAnswerDropped(held, '[]');
  });

  it('a second load supersedes one still downloading: the first fails, its file is never sent', async () => {
    const held = heldFetch();
    const source = createClusterSource(OPTIONS);
    const first = source.loadUrl('/old.json', new AbortController().signal);
    const second = source.loadPoints(new Float64Array([48.85, 2.35, 0, 1]));
    await expect(first).rejects.toThrow('superseded');
    held.answer!(new Response('[]'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeWorker.last.posted.map(({ message }) => message.type)).toEqual(['load']);
    FakeWorker.last.answer({ type: 'loaded', count: 1, bounds: null });
    await expect(second).resolves.toEqual({ count: 1, bounds: null });
  });
});

describe('clustering on the page (no worker allowed): a points file', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked by the page policy', 'SecurityError');
        }
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('fails with the same messages as the worker: a status, a body that is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    await expect(createClusterSource(OPTIONS).loadUrl('/p.json', new AbortController().signal)).rejects.toThrow(
      `[locator] the points file ${new URL('/p.json', document.baseURI).href} answered 500`,
    );
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"rows": [')));
    await expect(createClusterSource(OPTIONS).loadUrl('/p.json', new AbortController().signal)).rejects.toThrow(
      `[locator] the points file ${new URL('/p.json', document.baseURI).href} could not be read: `,
    );
  });

  it('loads and clusters a good file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[[7, 48.85, 2.35, 0], [8, 45.76, 4.83, 1]]')));
    const loaded = await createClusterSource(OPTIONS).loadUrl('/p.json', new AbortController().signal);
    expect(loaded.count).toBe(2);
  });
});
