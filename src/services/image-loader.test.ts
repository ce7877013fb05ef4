import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_RETRY_DELAY_MS, IMAGE_TRY_TIMEOUT_MS, ImageLoadError, loadImageWithRetry, probeImage, type ImageProbe } from './image-loader';

/** A probe that fails the first `failures` tries, recording when each try started. */
function flakyProbe(failures: number) {
  const starts: number[] = [];
  const probe: ImageProbe = async () => {
    starts.push(Date.now());
    if (starts.length <= failures) throw new Error('500');
  };
  return { probe, starts };
}

describe('loadImageWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads at once when the first try works', async () => {
    const { probe, starts } = flakyProbe(0);
    await expect(loadImageWithRetry('a.svg', { signal: new AbortController().signal, probe })).resolves.toBe(1);
    expect(starts).toEqual([0]);
  });

  it('tries again 500 ms after each failure and succeeds on the third try', async () => {
    const { probe, starts } = flakyProbe(2);
    const result = loadImageWithRetry('a.svg', { signal: new AbortController().signal, probe });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(3);
    expect(starts).toEqual([0, IMAGE_RETRY_DELAY_MS, 2 * IMAGE_RETRY_DELAY_MS]);
  });

  it('gives up after 3 tries with an ImageLoadError', async () => {
    const { probe, starts } = flakyProbe(10);
    const result = loadImageWithRetry('a.svg', { signal: new AbortController().signal, probe });
    const settled = expect(result).rejects.toEqual(new ImageLoadError('a.svg', 3));
    await vi.runAllTimersAsync();
    await settled;
    expect(starts).toHaveLength(3);
  });

  it('counts a try with no answer within its time limit as failed: the request is cancelled and tried again', async () => {
    const starts: number[] = [];
    const cancelled: number[] = [];
    // A server that takes the request and never answers.
    const probe: ImageProbe = (_src, signal) =>
      new Promise<void>((_resolve, reject) => {
        starts.push(Date.now());
        signal.addEventListener('abort', () => {
          cancelled.push(Date.now());
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const result = loadImageWithRetry('a.svg', { signal: new AbortController().signal, probe });
    const settled = expect(result).rejects.toEqual(new ImageLoadError('a.svg', 3));
    await vi.runAllTimersAsync();
    await settled;
    const step = IMAGE_TRY_TIMEOUT_MS + IMAGE_RETRY_DELAY_MS;
    expect(starts).toEqual([0, step, 2 * step]);
    expect(cancelled).toEqual([IMAGE_TRY_TIMEOUT_MS, step + IMAGE_TRY_TIMEOUT_MS, 2 * step + IMAGE_TRY_TIMEOUT_MS]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at abort: no further try and no pending timer', async () => {
    const { probe, starts } = flakyProbe(10);
    const controller = new AbortController();
    const result = loadImageWithRetry('a.svg', { signal: controller.signal, probe });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(starts).toHaveLength(1);
  });
});

describe('probeImage', () => {
  it('resolves on load and rejects on error, from a detached image', async () => {
    const images: HTMLImageElement[] = [];
    const RealImage = window.Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super();
          images.push(this);
        }
      },
    );
    const ok = probeImage('ok.svg', new AbortController().signal);
    images[0]!.onload?.(new Event('load'));
    await expect(ok).resolves.toBeUndefined();
    const bad = probeImage('bad.svg', new AbortController().signal);
    images[1]!.onerror?.(new Event('error'));
    await expect(bad).rejects.toBeInstanceOf(ImageLoadError);
    expect(images.every((image) => !image.isConnected)).toBe(true);
  });

  it('cancels the request in flight on abort', async () => {
    const controller = new AbortController();
    const pending = probeImage('slow.svg', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
