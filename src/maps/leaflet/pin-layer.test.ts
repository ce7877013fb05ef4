import { describe, expect, it, vi } from 'vitest';
import { deferredLayer, type PinLayer } from './pin-layer';

function fakeLayer() {
  let drawn!: () => void;
  const layer = { whenDrawn: vi.fn(() => new Promise<void>((resolve) => (drawn = resolve))), highlight: vi.fn(), destroy: vi.fn() } satisfies PinLayer;
  return { layer, drawn: () => drawn() };
}

function pending() {
  let resolve!: (layer: PinLayer) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<PinLayer>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('deferredLayer', () => {
  it('hands the layer the highlight set while its code loaded, and is drawn once the layer is', async () => {
    const load = pending();
    const deferred = deferredLayer(load.promise, vi.fn(), vi.fn());
    deferred.highlight('7');
    let done = false;
    void deferred.whenDrawn().then(() => (done = true));
    const { layer, drawn } = fakeLayer();
    load.resolve(layer);
    await vi.waitFor(() => expect(layer.whenDrawn).toHaveBeenCalled());
    expect(layer.highlight).toHaveBeenCalledWith('7');
    expect(done).toBe(false);
    drawn();
    await vi.waitFor(() => expect(done).toBe(true));
    deferred.highlight(null);
    expect(layer.highlight).toHaveBeenLastCalledWith(null);
    deferred.destroy();
    expect(layer.destroy).toHaveBeenCalledTimes(1);
  });

  it('destroys a layer that arrives after the map let it go', async () => {
    const load = pending();
    const deferred = deferredLayer(load.promise, vi.fn(), vi.fn());
    deferred.destroy();
    const { layer } = fakeLayer();
    load.resolve(layer);
    await deferred.whenDrawn();
    expect(layer.destroy).toHaveBeenCalledTimes(1);
    expect(layer.highlight).not.toHaveBeenCalled();
  });

  it('reports a layer whose code failed to load and releases what was set up for it', async () => {
    const load = pending();
    const release = vi.fn();
    const onError = vi.fn();
    const deferred = deferredLayer(load.promise, release, onError);
    const failure = new Error('chunk failed');
    load.reject(failure);
    await deferred.whenDrawn();
    expect(release).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    deferred.highlight('1');
    deferred.destroy();
  });
});
