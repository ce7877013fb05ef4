// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workerName, type WorkerRequest, type WorkerResponse } from './protocol';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };

// The real index builder, counted: which index the worker builds, and when, is what some tests check.
const realBuild = vi.hoisted(() => ({ fn: null as null | ((...args: never[]) => unknown) }));
vi.mock('./supercluster-index', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./supercluster-index')>();
  realBuild.fn = actual.buildIndex as never;
  return { ...actual, buildIndex: vi.fn(actual.buildIndex) };
});
const URL_OF = 'https://shop.example/points.json';

/** The worker module run in a scope of its own: what it posts, and a way to send it messages. */
async function startWorker(name = '') {
  vi.resetModules();
  const posted: WorkerResponse[] = [];
  const scope = { name, onmessage: null as ((event: MessageEvent<WorkerRequest>) => void) | null, postMessage: (message: WorkerResponse) => posted.push(message) };
  vi.stubGlobal('self', scope);
  await import('./cluster-worker');
  // It says it runs first (the page's start watch); the tests read what follows.
  expect(posted.shift()).toEqual({ type: 'started' });
  return { posted, send: (message: WorkerRequest) => scope.onmessage!({ data: message } as MessageEvent<WorkerRequest>) };
}

/** A fetch the test answers by hand, with the signal the worker gave it. */
function heldFetch() {
  const held: { signal?: AbortSignal; answer?: (response: Response) => void; calls: string[] } = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      held.calls.push(url);
      held.signal = init.signal!;
      return new Promise<Response>((resolve, reject) => {
        held.answer = resolve;
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }),
  );
  return held;
}

describe('the cluster worker: a points file it downloads', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads it at once, reads it, says how many and where, then answers queries for the view', async () => {
    const held = heldFetch();
    const worker = await startWorker();
    worker.send({ type: 'load-url', load: 3, url: URL_OF, options: OPTIONS, viewport: { width: 800, height: 600 } });
    expect(held.calls).toEqual([URL_OF]);
    held.answer!(new Response('[[1, 48.85, 2.35, 0], [2, 45.76, 4.83, 1], [3, 43.3, 5.37, 0]]'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toEqual({ type: 'loaded', load: 3, count: 3, bounds: { south: 43.3, west: 2.35, north: 48.85, east: 5.37 } });
    worker.send({ type: 'query', id: 7, bbox: [-180, -85, 180, 85], zoom: 12, maxItems: 300 });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    const answer = worker.posted[1] as Extract<WorkerResponse, { type: 'clusters' }>;
    expect(answer).toMatchObject({ type: 'clusters', id: 7 });
    // Three single pins at zoom 12: seven numbers each.
    expect(answer.items.length).toBe(3 * 7);
  });

  it('reports a missing file with its load number and the status', async () => {
    const held = heldFetch();
    const worker = await startWorker();
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    held.answer!(new Response('gone', { status: 404 }));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toEqual({ type: 'error', id: undefined, load: 1, message: `the points file ${URL_OF} answered 404` });
  });

  it('reports a file that is not JSON', async () => {
    const held = heldFetch();
    const worker = await startWorker();
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    held.answer!(new Response('{"rows": ['));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'error', load: 1, message: expect.stringContaining(`the points file ${URL_OF} could not be read: `) });
  });

  it('a cancel stops the download at once and answers nothing; the next load is answered', async () => {
    const held = heldFetch();
    const worker = await startWorker();
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    const first = held.signal!;
    worker.send({ type: 'cancel', load: 1 });
    expect(first.aborted).toBe(true);
    worker.send({ type: 'load', load: 2, points: new Float64Array([48.85, 2.35, 0, 9]), options: OPTIONS });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted).toEqual([{ type: 'loaded', load: 2, count: 1, bounds: { south: 48.85, west: 2.35, north: 48.85, east: 2.35 } }]);
  });

  it('waits for the page to bring the file its name announces, downloading nothing itself; the load of that file reads those bytes', async () => {
    const held = heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    await Promise.resolve();
    expect(worker.posted).toEqual([]);
    worker.send({ type: 'bytes', url: URL_OF, bytes: new TextEncoder().encode('[[1, 48.85, 2.35, 0]]').buffer });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 1, count: 1 });
    expect(held.calls).toEqual([]);
  });

  it('takes the bytes the page brought before the load asked for them', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    worker.send({ type: 'bytes', url: URL_OF, bytes: new TextEncoder().encode('[[1, 48.85, 2.35, 0], [2, 45.76, 4.83, 1]]').buffer });
    worker.send({ type: 'load-url', load: 4, url: URL_OF, options: OPTIONS });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 4, count: 2 });
  });

  it("reports the page's failure to download the announced file as its load's failure", async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    worker.send({ type: 'load-url', load: 2, url: URL_OF, options: OPTIONS });
    worker.send({ type: 'bytes', url: URL_OF, error: `the points file ${URL_OF} answered 404` });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toEqual({ type: 'error', id: undefined, load: 2, message: `the points file ${URL_OF} answered 404` });
  });

  it('a cancel of the load waiting for the announced file ends the wait (the page stops its download then)', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    worker.send({ type: 'cancel', load: 1 });
    // No bytes come: the next load, queued behind the cancelled one, is answered all the same, and is the only one.
    worker.send({ type: 'load', load: 2, points: new Float64Array([45.76, 4.83, 1, 2]), options: OPTIONS });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 2, count: 1 });
  });

  it('downloads another file asked for first itself, and leaves the bytes of the announced one unread', async () => {
    const held = heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    const other = 'https://shop.example/other.json';
    worker.send({ type: 'load-url', load: 1, url: other, options: OPTIONS });
    expect(held.calls).toEqual([other]);
    worker.send({ type: 'bytes', url: URL_OF, bytes: new TextEncoder().encode('[[1, 48.85, 2.35, 0]]').buffer });
    held.answer!(new Response('[[1, 48.85, 2.35, 0], [2, 45.76, 4.83, 1]]'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 1, count: 2 });
  });

  it('a worker without a name downloads nothing before it is asked', async () => {
    const held = heldFetch();
    await startWorker();
    expect(held.calls).toEqual([]);
  });
});

describe('the cluster worker: the file its name announces, read ahead', () => {
  const VIEWPORT = { width: 800, height: 600 };
  const BODY = '[[1, 48.85, 2.35, 0], [2, 45.76, 4.83, 1], [3, 43.3, 5.37, 0]]';
  const bytes = () => new TextEncoder().encode(BODY).buffer;
  /** Two tasks: the bytes' reading, then the first view's index, each in its turn. */
  const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve)));
  /** The index builder the worker module imported (mocked at the top: the real one, counted). */
  const builder = async () => {
    const buildIndex = vi.mocked((await import('./supercluster-index')).buildIndex);
    // Counted from here, and the real one again (mockReset goes back to the function the mock was made with).
    buildIndex.mockReset();
    return buildIndex;
  };

  afterEach(() => vi.unstubAllGlobals());

  it('reads the bytes and indexes the first view as they come, before the load is asked; the load takes them as they are', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS, viewport: VIEWPORT }));
    const buildIndex = await builder();
    worker.send({ type: 'bytes', url: URL_OF, bytes: bytes() });
    await settle();
    expect(buildIndex).toHaveBeenCalledTimes(1);
    expect(worker.posted).toEqual([]);
    worker.send({ type: 'load-url', load: 5, url: URL_OF, options: OPTIONS, viewport: VIEWPORT });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toEqual({ type: 'loaded', load: 5, count: 3, bounds: { south: 43.3, west: 2.35, north: 48.85, east: 5.37 } });
    worker.send({ type: 'query', id: 1, bbox: [-180, -85, 180, 85], zoom: 3, maxItems: 300 });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(worker.posted[1]).toMatchObject({ type: 'clusters', id: 1 });
    // Answered from the index built ahead: none was built again.
    expect(buildIndex).toHaveBeenCalledTimes(1);
  });

  it('a load asked with other cluster settings than the name gave is indexed with its own', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS, viewport: VIEWPORT }));
    const buildIndex = await builder();
    worker.send({ type: 'bytes', url: URL_OF, bytes: bytes() });
    await settle();
    const wider = { ...OPTIONS, gridSize: 60 };
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: wider, viewport: VIEWPORT });
    await vi.waitFor(() => expect(buildIndex).toHaveBeenCalledTimes(2));
    expect(buildIndex.mock.calls[1]![1]).toEqual(wider);
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 1, count: 3 });
  });

  it('a load already waiting when the bytes come says loaded first, then indexes (the page fits its map meanwhile)', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS, viewport: VIEWPORT }));
    const buildIndex = await builder();
    const order: string[] = [];
    buildIndex.mockImplementation(((...args: never[]) => {
      order.push('index');
      return realBuild.fn!(...args);
    }) as never);
    const post = worker.posted.push.bind(worker.posted);
    worker.posted.push = (...messages: WorkerResponse[]) => (order.push(...messages.map((m) => m.type)), post(...messages));
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS, viewport: VIEWPORT });
    worker.send({ type: 'bytes', url: URL_OF, bytes: bytes() });
    await settle();
    expect(order).toEqual(['loaded', 'index']);
  });

  it('without the map size, nothing is indexed before the load asks', async () => {
    heldFetch();
    const worker = await startWorker(workerName({ url: URL_OF, options: OPTIONS }));
    const buildIndex = await builder();
    worker.send({ type: 'bytes', url: URL_OF, bytes: bytes() });
    await settle();
    expect(buildIndex).not.toHaveBeenCalled();
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS, viewport: VIEWPORT });
    await vi.waitFor(() => expect(buildIndex).toHaveBeenCalledTimes(1));
  });
});

/**
 * The index generation of the answer to a world query at zoom 3, on fake timers: what is queued runs without the clock
 * moving (vi.waitFor would move it).
 */
async function generationAnswering(worker: Awaited<ReturnType<typeof startWorker>>, id: number): Promise<number> {
  worker.send({ type: 'query', id, bbox: [-180, -85, 180, 85], zoom: 3, maxItems: 300 });
  await vi.advanceTimersByTimeAsync(0);
  return (worker.posted.find((m) => m.type === 'clusters' && m.id === id) as Extract<WorkerResponse, { type: 'clusters' }>).generation;
}

describe('the cluster worker: the full index', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is built 300 ms after the first answer, not at once: the page draws that answer meanwhile', async () => {
    vi.useFakeTimers();
    const worker = await startWorker();
    const points = new Float64Array([0, 0, 0, 1, 0, 0.001, 0, 2, 40, 40, 0, 3]);
    worker.send({ type: 'load', load: 1, points, options: OPTIONS });
    const generationOf = (id: number) => generationAnswering(worker, id);
    const first = await generationOf(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(await generationOf(2)).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    // Rebuilt: the index now goes to zoom 16.
    expect(await generationOf(3)).toBe(first + 1);
  });

  it("is not built on the old set's timer: a new set waits 300 ms from its own first answer", async () => {
    vi.useFakeTimers();
    const held = heldFetch();
    const worker = await startWorker();
    const generationOf = (id: number) => generationAnswering(worker, id);
    worker.send({ type: 'load', load: 1, points: new Float64Array([0, 0, 0, 1, 40, 40, 0, 2]), options: OPTIONS });
    await generationOf(1);
    await vi.advanceTimersByTimeAsync(200);
    worker.send({ type: 'load-url', load: 2, url: URL_OF, options: OPTIONS, viewport: { width: 800, height: 600 } });
    held.answer!(new Response('[[1, 48.85, 2.35, 0], [2, 45.76, 4.83, 1]]'));
    await vi.waitFor(() => expect(worker.posted.some((m) => m.type === 'loaded' && m.load === 2)).toBe(true), { interval: 0 });
    const second = await generationOf(2);
    // 300 ms after the first set's answer: nothing is built for the second.
    await vi.advanceTimersByTimeAsync(100);
    expect(await generationOf(3)).toBe(second);
    await vi.advanceTimersByTimeAsync(200);
    expect(await generationOf(4)).toBe(second + 1);
  });
});

describe('the cluster worker: opening a cluster', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the real split zoom of a cluster from the first view, answered before the full index existed', async () => {
    const worker = await startWorker();
    // Two pins about 110 m apart (they split at zoom 16), and one far away.
    const points = new Float64Array([0, 0, 0, 1, 0, 0.001, 0, 2, 40, 40, 0, 3]);
    worker.send({ type: 'load', load: 1, points, options: OPTIONS });
    worker.send({ type: 'query', id: 1, bbox: [-180, -85, 180, 85], zoom: 3, maxItems: 300 });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    const answer = worker.posted[1] as Extract<WorkerResponse, { type: 'clusters' }>;
    const [lat, lng, count, clusterId] = Array.from(answer.items.subarray(0, 4)) as [number, number, number, number];
    expect(count).toBe(2);
    worker.send({ type: 'expansion', id: 2, clusterId, generation: answer.generation, near: { latitude: lat, longitude: lng, zoom: answer.zoom } });
    // Without its place, a cluster of an index since rebuilt is not known.
    worker.send({ type: 'expansion', id: 3, clusterId, generation: answer.generation });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(4));
    expect(worker.posted.slice(2)).toEqual([
      { type: 'expansion', id: 2, zoom: 16 },
      { type: 'expansion', id: 3, zoom: null },
    ]);
  });
});
