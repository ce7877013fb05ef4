import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewsEnvContext, type ReviewsEnv } from './env';
import { IMAGE_ERROR_CLASS, LazyImage } from './LazyImage';
import { config } from './test-support';

/** Detached images that fail their first `failures` loads; `requests` lists every src set. */
function stubImages(failures: number) {
  const requests: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      removeAttribute() {}
      set src(value: string) {
        requests.push(value);
        const fail = requests.length <= failures;
        setTimeout(() => (fail ? this.onerror?.() : this.onload?.()), 10);
      }
    },
  );
  return requests;
}

/** An IntersectionObserver whose targets come into view when the test says so. */
function stubObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { show: () => callbacks.forEach((callback) => callback([{ isIntersecting: true }])), disconnect };
}

const { labels } = config({ recent: [] });
const env: ReviewsEnv = { labels, locale: 'en', dateFormat: null, starIcons: null, guard: (fn) => fn };
const renderImage = () =>
  render(
    <ReviewsEnvContext value={env}>
      <LazyImage className="avatar" src="/a.svg" alt="" />
    </ReviewsEnvContext>,
  );


// The loader is a chunk the image asks for when it starts: loaded once here, each test's first load is not a test of
// module loading time.
beforeAll(async () => {
  await import('../../src/services/image-loader');
});
describe('LazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until it comes near the viewport, then loads', async () => {
    const requests = stubImages(0);
    const observer = stubObserver();
    const { container } = renderImage();
    const img = container.querySelector('img')!;
    expect(img).toHaveClass('locator-image--waiting');
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('data-src', '/a.svg');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requests).toEqual([]);
    act(() => observer.show());
    expect(img).toHaveClass('locator-image--loading');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(img).toHaveClass('locator-image--loaded');
    expect(img).toHaveAttribute('src', '/a.svg');
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('retries 500 ms apart and loads on the third try', async () => {
    const requests = stubImages(2);
    const observer = stubObserver();
    const { container } = renderImage();
    act(() => observer.show());
    await act(() => vi.advanceTimersByTimeAsync(10 + 500 + 10 + 499));
    expect(requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1 + 10));
    expect(requests).toHaveLength(3);
    expect(container.querySelector('img')).toHaveClass('locator-image--loaded');
  });

  it('gets the error class after 3 failed tries, without a src', async () => {
    const requests = stubImages(99);
    const observer = stubObserver();
    const { container } = renderImage();
    act(() => observer.show());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests).toHaveLength(3);
    const img = container.querySelector('img')!;
    expect(img).toHaveClass(IMAGE_ERROR_CLASS);
    expect(img).not.toHaveAttribute('src');
  });

  it('stops retrying when it unmounts', async () => {
    const requests = stubImages(99);
    const observer = stubObserver();
    const { unmount } = renderImage();
    act(() => observer.show());
    await act(() => vi.advanceTimersByTimeAsync(100));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
