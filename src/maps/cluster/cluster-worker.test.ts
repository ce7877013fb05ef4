// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workerName, type WorkerRequest, type WorkerResponse } from './protocol';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };
const URL_OF = 'https://shop.example/points.json';

/** The worker module run in a scope of its own: what it posts, and a way to send it messages. */
async function startWorker(name = '') {
  vi.resetModules();
  const posted: WorkerResponse[] = [];
  const scope = { name, onmessage: null as ((event: MessageEvent<WorkerRequest>) => void) | null, postMessage: (message: WorkerResponse) => posted.push(message) };
  vi.stubGlobal('self', scope);
  await import('./cluster-worker');
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

  it('starts downloading the file its name announces before any message, and the load of that file uses it', async () => {
    const held = heldFetch();
    const worker = await startWorker(workerName(URL_OF));
    expect(held.calls).toEqual([URL_OF]);
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    expect(held.calls).toEqual([URL_OF]);
    held.answer!(new Response('[[1, 48.85, 2.35, 0]]'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: 'loaded', load: 1, count: 1 });
  });

  it('a cancel of the load that took the announced download stops it', async () => {
    const held = heldFetch();
    const worker = await startWorker(workerName(URL_OF));
    const announced = held.signal!;
    worker.send({ type: 'load-url', load: 1, url: URL_OF, options: OPTIONS });
    worker.send({ type: 'cancel', load: 1 });
    expect(announced.aborted).toBe(true);
  });

  it('stops the announced download when another file is asked for first, and downloads that one', async () => {
    const held = heldFetch();
    const worker = await startWorker(workerName(URL_OF));
    const announced = held.signal!;
    const other = 'https://shop.example/other.json';
    worker.send({ type: 'load-url', load: 1, url: other, options: OPTIONS });
    expect(announced.aborted).toBe(true);
    expect(held.calls).toEqual([URL_OF, other]);
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
