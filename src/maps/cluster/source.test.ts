import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcedLoad, type WorkerRequest, type WorkerResponse } from './protocol';
import { createClusterSource } from './source';
import { LOCAL_GENERATIONS, WORKER_START_MS } from './worker-source';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };

/** A Worker whose messages the test reads and answers. */
class FakeWorker extends EventTarget {
  static last: FakeWorker;
  posted: { message: WorkerRequest; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    this.posted.push({ message, transfer });
  }
  answer(data: WorkerResponse) {
    this.onmessage?.({ data } as MessageEvent<WorkerResponse>);
  }
  /** What a browser fires when the worker's script cannot be loaded: a plain event, no message. */
  failToStart() {
    const event = new Event('error') as ErrorEvent;
    this.dispatchEvent(event);
    this.onerror?.(event);
  }
  terminate() {
    this.terminated = true;
  }
}

/** The code that talks to the worker is a chunk of its own: calls reach the worker once it has arrived. */
const ready = () => vi.waitFor(() => expect(FakeWorker.last.onmessage).not.toBeNull());

describe('the cluster worker source: a points file', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.restoreAllMocks());

  const href = (path: string) => new URL(path, document.baseURI).href;
  const types = () => FakeWorker.last.posted.map(({ message }) => message.type);

  it('names the worker after the file its first load asks for, with its cluster settings and the map size, so the worker reads it as it comes', () => {
    createClusterSource(OPTIONS, '/points.json', { width: 800, height: 600 });
    expect(announcedLoad(FakeWorker.last.options.name ?? '')).toEqual({ url: href('/points.json'), options: OPTIONS, viewport: { width: 800, height: 600 } });
    createClusterSource(OPTIONS, '/points.json');
    expect(announcedLoad(FakeWorker.last.options.name ?? '')).toEqual({ url: href('/points.json'), options: OPTIONS });
    createClusterSource(OPTIONS);
    expect(FakeWorker.last.options.name).toBeUndefined();
    // An address that does not parse announces nothing, and the worker still starts (its load reports the address).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = FakeWorker.last;
    createClusterSource(OPTIONS, 'http://[::1');
    expect(FakeWorker.last).not.toBe(before);
    expect(FakeWorker.last.options.name).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('the file the worker is made for is downloaded by the page as the worker starts, and its bytes handed over (transferred)', async () => {
    fetchMock.mockImplementation(async () => new Response('[[1, 48.85, 2.35, 0]]'));
    createClusterSource(OPTIONS, '/points.json');
    expect(fetchMock).toHaveBeenCalledWith(href('/points.json'), expect.anything());
    await vi.waitFor(() => expect(types()).toEqual(['bytes']));
    const [{ message, transfer }] = FakeWorker.last.posted as [{ message: Extract<WorkerRequest, { type: 'bytes' }>; transfer: Transferable[] }];
    expect(message.url).toBe(href('/points.json'));
    expect(new TextDecoder().decode(message.bytes)).toBe('[[1, 48.85, 2.35, 0]]');
    expect(transfer).toEqual([message.bytes]);
  });

  it("hands the page's download failure over as the worker words its own", async () => {
    fetchMock.mockImplementation(async () => new Response('gone', { status: 404 }));
    createClusterSource(OPTIONS, '/gone.json');
    await vi.waitFor(() => expect(types()).toEqual(['bytes']));
    expect(FakeWorker.last.posted[0]!.message).toEqual({ type: 'bytes', url: href('/gone.json'), error: `the points file ${href('/gone.json')} answered 404` });
  });

  it("stops the page's download when the source is destroyed or the worker fails, and hands nothing over", async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    });
    createClusterSource(OPTIONS, '/a.json').destroy();
    const destroyed = FakeWorker.last;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createClusterSource(OPTIONS, '/b.json');
    FakeWorker.last.failToStart();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    await ready();
    await new Promise((resolve) => setTimeout(resolve));
    expect(destroyed.posted).toEqual([]);
    expect(FakeWorker.last.posted).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it("stops the page's download when the load that took it is aborted or replaced, or when the first load asks for another file", async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    });
    const aborted = createClusterSource(OPTIONS, '/a.json');
    const map = new AbortController();
    aborted.loadUrl('/a.json', map.signal).catch(() => {});
    await ready();
    await vi.waitFor(() => expect(types()).toEqual(['load-url']));
    expect(signals[0]!.aborted).toBe(false);
    map.abort();
    expect(signals[0]!.aborted).toBe(true);

    const replaced = createClusterSource(OPTIONS, '/a.json');
    replaced.loadUrl('/a.json', new AbortController().signal).catch(() => {});
    replaced.loadUrl('/b.json', new AbortController().signal).catch(() => {});
    await ready();
    await vi.waitFor(() => expect(types()).toEqual(['load-url', 'cancel', 'load-url']));
    expect(signals[1]!.aborted).toBe(true);

    const other = createClusterSource(OPTIONS, '/a.json');
    other.loadUrl('/c.json', new AbortController().signal).catch(() => {});
    await ready();
    await vi.waitFor(() => expect(types()).toEqual(['load-url']));
    expect(signals[2]!.aborted).toBe(true);
    // The worker downloads that file itself: the page asked for nothing more.
    expect(signals).toHaveLength(3);
  });

  it('keeps the page’s download for the load that took it until the file has come', async () => {
    let answer!: (response: Response) => void;
    let signal!: AbortSignal;
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signal = init.signal!;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const source = createClusterSource(OPTIONS, '/a.json');
    source.loadUrl('/a.json', new AbortController().signal).catch(() => {});
    await ready();
    await vi.waitFor(() => expect(types()).toEqual(['load-url']));
    answer(new Response('[[1, 48.85, 2.35, 0]]'));
    await vi.waitFor(() => expect(types()).toEqual(['load-url', 'bytes']));
    expect(signal.aborted).toBe(false);
  });

  it('is downloaded by the worker when it was not made for it, asked at once with its absolute address and the map size', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', new AbortController().signal, { width: 800, height: 600 });
    await ready();
    expect(FakeWorker.last.posted).toEqual([{ message: { type: 'load-url', load: 1, url: href('/points.json'), options: OPTIONS, viewport: { width: 800, height: 600 } }, transfer: [] }]);
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 1, bounds: null });
    await expect(loaded).resolves.toEqual({ count: 1, bounds: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails with the worker’s message, as a console message of ours', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/gone.json', new AbortController().signal);
    await ready();
    FakeWorker.last.answer({ type: 'error', load: 1, message: `the points file ${href('/gone.json')} answered 404` });
    await expect(loaded).rejects.toThrow(`[locator] the points file ${href('/gone.json')} answered 404`);
  });

  it('an abort (the map unmounted) fails the load and stops the worker’s download; a late answer is ignored', async () => {
    const controller = new AbortController();
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', controller.signal);
    await ready();
    controller.abort();
    await expect(loaded).rejects.toThrow('aborted');
    expect(FakeWorker.last.posted.at(-1)!.message).toEqual({ type: 'cancel', load: 1 });
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 1, bounds: null });
    // A later load is not answered by the first one's late message.
    const next = source.loadPoints(new Float64Array([48.85, 2.35, 0, 1]));
    await vi.waitFor(() => expect(types()).toContain('load'));
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 5, bounds: null });
    FakeWorker.last.answer({ type: 'loaded', load: 2, count: 1, bounds: null });
    await expect(next).resolves.toEqual({ count: 1, bounds: null });
  });

  it('a signal already aborted never leaves the load pending', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createClusterSource(OPTIONS).loadUrl('/points.json', controller.signal)).rejects.toThrow('aborted');
    await ready();
    expect(types()).toEqual(['load-url', 'cancel']);
  });

  it('destroying the source (an unclaimed warm-up expiring) ends the worker, its download with it', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/points.json', new AbortController().signal);
    await ready();
    source.destroy();
    await expect(loaded).rejects.toThrow('destroyed');
    expect(FakeWorker.last.terminated).toBe(true);
  });

  it('a second load supersedes one still downloading: the first fails and its download stops; only the second’s answer counts', async () => {
    const source = createClusterSource(OPTIONS);
    const first = source.loadUrl('/old.json', new AbortController().signal);
    const second = source.loadPoints(new Float64Array([48.85, 2.35, 0, 1]));
    await expect(first).rejects.toThrow('superseded');
    await vi.waitFor(() => expect(types()).toHaveLength(3));
    expect(types()).toEqual(['load-url', 'cancel', 'load']);
    expect(FakeWorker.last.posted[1]!.message).toEqual({ type: 'cancel', load: 1 });
    expect(FakeWorker.last.posted[2]!.transfer).toHaveLength(1);
    // The first file's failure, arriving late, is not the second load's.
    FakeWorker.last.answer({ type: 'error', load: 1, message: 'the points file answered 500' });
    FakeWorker.last.answer({ type: 'loaded', load: 2, count: 1, bounds: null });
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

describe('a worker that fails after it is made (its script missing, a policy enforced late)', () => {
  const good = '[[7, 48.85, 2.35, 0], [8, 45.76, 4.83, 1]]';
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(good)));
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('before its first answer: clustering moves to the page, which is given the load asked meanwhile', async () => {
    const source = createClusterSource(OPTIONS, '/p.json');
    const loaded = source.loadUrl('/p.json', new AbortController().signal);
    const worker = FakeWorker.last;
    worker.failToStart();
    await expect(loaded).resolves.toMatchObject({ count: 2 });
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith('[locator] the cluster worker did not start (its script could not be loaded); clustering on the page instead');
    // Later calls go to the page's clustering too: the dead worker is asked nothing more.
    const posted = worker.posted.length;
    const answer = await source.query([-180, -85, 180, 85], 2, 300);
    expect(answer.items.length / 7).toBeGreaterThan(0);
    expect(worker.posted).toHaveLength(posted);
  });

  it("a worker that says nothing, not even an error (its script's request stalled), gives way to the page", async () => {
    vi.useFakeTimers();
    try {
      const source = createClusterSource(OPTIONS, '/p.json');
      const loaded = source.loadUrl('/p.json', new AbortController().signal);
      const worker = FakeWorker.last;
      await vi.advanceTimersByTimeAsync(WORKER_START_MS - 1);
      expect(worker.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(worker.terminated).toBe(true);
      expect(warn).toHaveBeenCalledWith(`[locator] the cluster worker did not start (no answer in ${WORKER_START_MS / 1000} s); clustering on the page instead`);
      await expect(loaded).resolves.toMatchObject({ count: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker that said it started before the page listened is not given up on', async () => {
    vi.useFakeTimers();
    try {
      const source = createClusterSource(OPTIONS, '/p.json');
      const worker = FakeWorker.last;
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'started' } }));
      const loaded = source.loadUrl('/p.json', new AbortController().signal);
      loaded.catch(() => {});
      await vi.advanceTimersByTimeAsync(WORKER_START_MS * 2);
      expect(worker.terminated).toBe(false);
      expect(warn).not.toHaveBeenCalled();
      // It failed after it ran: the page's clustering takes the load over, instead of it waiting for good.
      worker.failToStart();
      await expect(loaded).resolves.toMatchObject({ count: 2 });
      expect(warn).toHaveBeenCalledWith('[locator] the cluster worker failed (its script could not be loaded); clustering on the page instead');
      source.destroy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure that comes before the code talking to the worker has arrived is not missed', async () => {
    const source = createClusterSource(OPTIONS, '/p.json');
    // At once: the worker's error event, before the page's side of it is there.
    FakeWorker.last.failToStart();
    await expect(source.loadUrl('/p.json', new AbortController().signal)).resolves.toMatchObject({ count: 2 });
    expect(warn).toHaveBeenCalledWith('[locator] the cluster worker did not start (its script could not be loaded); clustering on the page instead');
    expect(FakeWorker.last.posted).toEqual([]);
  });

  it('points handed over before the failure are clustered from a copy (the worker took their buffer)', async () => {
    const source = createClusterSource(OPTIONS);
    const points = new Float64Array([48.85, 2.35, 0, 1, 45.76, 4.83, 1, 2, 43.3, 5.37, 2, 3]);
    const loaded = source.loadPoints(points);
    FakeWorker.last.failToStart();
    await expect(loaded).resolves.toMatchObject({ count: 3 });
  });

  it('a load superseded or aborted before the failure is not loaded again', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(good));
    vi.stubGlobal('fetch', fetchMock);
    const source = createClusterSource(OPTIONS);
    const first = source.loadUrl('/old.json', new AbortController().signal);
    const second = source.loadUrl('/new.json', new AbortController().signal);
    await expect(first).rejects.toThrow('superseded');
    FakeWorker.last.failToStart();
    await expect(second).resolves.toMatchObject({ count: 2 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([new URL('/new.json', document.baseURI).href]);
  });

  it('a load aborted before the failure is not loaded again', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(good));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/p.json', controller.signal);
    controller.abort();
    await expect(loaded).rejects.toThrow('aborted');
    FakeWorker.last.failToStart();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('destroyed once on the page: its download stops, and what it still owed fails as destroyed', async () => {
    let seen: AbortSignal | undefined;
    vi.stubGlobal('fetch', vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      seen = init?.signal ?? undefined;
      // A slow file: it only ends when aborted.
      return new Promise<Response>((_resolve, reject) => seen?.addEventListener('abort', () => reject(seen!.reason)));
    }));
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/p.json', new AbortController().signal);
    FakeWorker.last.failToStart();
    await vi.waitFor(() => expect(seen).toBeDefined());
    source.destroy();
    await expect(loaded).rejects.toThrow();
    expect(seen!.aborted).toBe(true);
  });

  it('once the worker has answered, a later failure moves clustering to the page: the last points loaded again, then what the worker owed', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(good));
    vi.stubGlobal('fetch', fetchMock);
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/p.json', new AbortController().signal);
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    const worker = FakeWorker.last;
    worker.answer({ type: 'loaded', load: 1, count: 2, bounds: null });
    await loaded;
    worker.answer({ type: 'clusters', id: 1, zoom: 2, generation: 3, items: new Float64Array(0) } as WorkerResponse);
    const query = source.query([-180, -85, 180, 85], 2, 300);
    const expansion = source.expansionZoom(5, 3, { latitude: 48.85, longitude: 2.35, zoom: 2 });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(3));
    worker.onerror?.({ message: 'out of memory' } as ErrorEvent);
    expect(warn).toHaveBeenCalledWith('[locator] the cluster worker failed (out of memory); clustering on the page instead');
    expect(worker.terminated).toBe(true);
    const answer = await query;
    // Both points, clustered on the page from the file loaded again; numbered apart from the worker's indexes.
    expect(answer.items.length).toBe(7);
    expect(answer.items[2]).toBe(2);
    expect(answer.generation).toBe(LOCAL_GENERATIONS + 1);
    // The worker's generation 3 is not the page's: the cluster is looked for by its place.
    await expect(expansion).resolves.toEqual(expect.any(Number));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([new URL('/p.json', document.baseURI).href]);
    // Later calls go to the page; the worker is asked nothing more.
    const posted = worker.posted.length;
    await expect(source.query([-180, -85, 180, 85], 10, 300)).resolves.toMatchObject({ zoom: 10 });
    expect(worker.posted).toHaveLength(posted);
  });

  it('a call made after the failover, while the page fetches the file again, waits for it: no query of an empty index', async () => {
    let release: () => void = () => {};
    const fetched = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn(async () => {
      await fetched;
      return new Response(good);
    });
    vi.stubGlobal('fetch', fetchMock);
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/p.json', new AbortController().signal);
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 2, bounds: null });
    await loaded;
    FakeWorker.last.onerror?.({ message: 'out of memory' } as ErrorEvent);
    // The visitor pans at once, and again: asked before the file is back on the page.
    const first = source.query([-180, -85, 180, 85], 2, 300);
    const second = source.query([-180, -85, 180, 85], 16, 300);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release();
    expect((await first).items.length / 7).toBeGreaterThan(0);
    expect((await second).items.length / 7).toBe(2);
  });

  it('points the worker had loaded are clustered again on the page from a copy when it fails later', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadPoints(new Float64Array([48.85, 2.35, 0, 1, 45.76, 4.83, 1, 2, 43.3, 5.37, 2, 3]));
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    // The worker took the buffer it was sent.
    expect(FakeWorker.last.posted[0]!.transfer).toHaveLength(1);
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 3, bounds: null });
    await loaded;
    FakeWorker.last.onerror?.({ message: 'out of memory' } as ErrorEvent);
    const answer = await source.query([-180, -85, 180, 85], 16, 300);
    expect(answer.items.length / 7).toBe(3);
  });

  it('a load owed when the worker fails is loaded once on the page, not after the one it replaced', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(good));
    vi.stubGlobal('fetch', fetchMock);
    const source = createClusterSource(OPTIONS);
    const first = source.loadUrl('/old.json', new AbortController().signal);
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 2, bounds: null });
    await first;
    const second = source.loadUrl('/new.json', new AbortController().signal);
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(2));
    FakeWorker.last.onerror?.({ message: 'out of memory' } as ErrorEvent);
    await expect(second).resolves.toMatchObject({ count: 2 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([new URL('/new.json', document.baseURI).href]);
  });

  it('a failure after the source was destroyed moves nothing to the page', async () => {
    const source = createClusterSource(OPTIONS);
    const loaded = source.loadUrl('/p.json', new AbortController().signal);
    await vi.waitFor(() => expect(FakeWorker.last.posted).toHaveLength(1));
    FakeWorker.last.answer({ type: 'loaded', load: 1, count: 2, bounds: null });
    await loaded;
    source.destroy();
    await vi.waitFor(() => expect(FakeWorker.last.terminated).toBe(true));
    FakeWorker.last.onerror?.({ message: 'late' } as ErrorEvent);
    expect(warn).not.toHaveBeenCalled();
  });
});
