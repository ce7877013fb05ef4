import { deadline } from './deadline';

/**
 * Progressive image loading (spec §8, carousel images): an image that fails is tried again, 500 ms later, up to
 * 3 tries in all, as the original carousel library's progressive lazy load did (the first load and two retries;
 * DESIGN.md: "3 tries, 500 ms apart"). After the last failure the caller marks the image with its error class.
 */
export const IMAGE_TRIES = 3;
export const IMAGE_RETRY_DELAY_MS = 500;
/** A try with no answer by then (a server that takes the request and never answers) counts as a failed one. */
export const IMAGE_TRY_TIMEOUT_MS = 10_000;

export class ImageLoadError extends Error {
  constructor(
    readonly src: string,
    readonly tries: number,
  ) {
    super(`image failed after ${tries} ${tries === 1 ? 'try' : 'tries'}: ${src}`);
    this.name = 'ImageLoadError';
  }
}

/** One attempt at loading an image; rejects when it fails or the signal aborts. */
export type ImageProbe = (src: string, signal: AbortSignal) => Promise<void>;

export interface RetryOptions {
  signal: AbortSignal;
  tries?: number;
  delayMs?: number;
  /** The time limit of each try. */
  timeoutMs?: number;
  probe?: ImageProbe;
  /** Called before each try with its number (1-based): for tests and a loading state. */
  onTry?: (attempt: number) => void;
}

function abortError(): DOMException {
  return new DOMException('The image load was aborted', 'AbortError');
}

/** Loads an image in a detached element, so a failure never shows a broken image on the page. */
export const probeImage: ImageProbe = (src, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const image = new Image();
    const done = () => {
      image.onload = image.onerror = null;
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      // Clearing src cancels the request in flight.
      image.removeAttribute('src');
      reject(abortError());
    };
    image.onload = () => {
      done();
      resolve();
    };
    image.onerror = () => {
      done();
      reject(new ImageLoadError(src, 1));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    image.src = src;
  });

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Loads `src`, trying again `delayMs` after each failure (an error, or no answer within `timeoutMs`), `tries` times
 * in all. Resolves with the number of tries it took; rejects with ImageLoadError after the last failure, or an
 * AbortError when the signal aborts (its pending timer is cleared and the request in flight cancelled).
 */
export async function loadImageWithRetry(src: string, options: RetryOptions): Promise<number> {
  const { signal, tries = IMAGE_TRIES, delayMs = IMAGE_RETRY_DELAY_MS, onTry } = options;
  const { timeoutMs = IMAGE_TRY_TIMEOUT_MS, probe = probeImage } = options;
  const total = Math.max(1, Math.floor(tries));
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) throw abortError();
    onTry?.(attempt);
    // Each try has its own time limit: aborting it cancels the request, and the try counts as failed.
    const limit = deadline(signal, timeoutMs);
    try {
      await probe(src, limit.signal);
      return attempt;
    } catch {
      if (signal.aborted) throw abortError();
      if (attempt >= total) throw new ImageLoadError(src, attempt);
    } finally {
      limit.dispose();
    }
    await wait(delayMs, signal);
  }
}
