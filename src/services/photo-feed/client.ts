import { FEED_ERRORS } from '../../core/photo-feed/messages';
import { imageAt } from '../../core/photo-feed/normalize';
import { readFeedResponse } from '../../core/photo-feed/response';
import { sortPhotos } from '../../core/photo-feed/sort';
import type { FeedImage, FeedResolution, FeedTransport, Photo } from '../../core/photo-feed/types';
import { buildFeedUrl, nextPageUrl, redactUrl } from '../../core/photo-feed/url';
import { validateFeedOptions, type FeedOptionsInput } from '../../core/photo-feed/validate';
import { endpoints } from '../endpoints';
import { isAbortError, PhotoFeedError, type FeedFailure } from './errors';
import { jsonTransport } from './json';
import type { Transport } from './transport';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface PhotoFeedOptions extends FeedOptionsInput {
  resolution?: FeedResolution;
  /** 'json' (default, recommended) or 'jsonp' (runs the endpoint's answer as script; see docs/widgets/photo-feed.md). */
  transport?: FeedTransport;
  /** Instagram-v1-compatible base (…/v1); default: the page's endpoints().photoFeed. */
  endpoint?: string;
  timeoutMs?: number;
  /** Called with the spec's message instead of throwing (Instafeed's `error` option). */
  error?: (message: string, failure: FeedFailure) => void;
  success?: (page: FeedPage) => void;
  /** The generator behind sortBy 'random'. */
  random?: () => number;
  /** Cancels the request in flight; nothing is called back after it aborted. */
  signal?: AbortSignal;
  /** Test seams. */
  fetch?: typeof fetch;
  document?: Document;
}

export interface FeedItem extends Photo {
  /** The image at the chosen resolution (or the nearest the item has). */
  image: FeedImage;
}

export interface FeedPage {
  photos: FeedItem[];
  hasNext: boolean;
}

export interface PhotoFeed {
  /** Loads the first page. Resolves null after a failure passed to `error` or an abort; rejects when no `error`. */
  run(): Promise<FeedPage | null>;
  /** Loads the page after the last one (pagination.next_url); null when there is none. */
  next(): Promise<FeedPage | null>;
  hasNext(): boolean;
}

/**
 * An Instafeed-compatible client for Instagram-v1-shaped endpoints (spec §5, §7, §8). Invalid options throw at
 * once, with the spec's messages ('Missing clientId or accessToken', 'No user specified', …).
 *
 * @example
 * const feed = createPhotoFeed({ get: 'user', userId: 1001, accessToken: 'token', limit: 6, error: console.error });
 * const page = await feed.run(); // { photos: [...], hasNext: true }
 * if (feed.hasNext()) await feed.next();
 */
export function createPhotoFeed(options: PhotoFeedOptions): PhotoFeed {
  const valid = validateFeedOptions(options);
  if (!valid.ok) throw new Error(valid.message);
  const { query, sortBy } = valid;
  const base = absolute(options.endpoint ?? endpoints().photoFeed, options.document ?? document);
  const jsonp = options.transport === 'jsonp';
  const transport: Transport = jsonp ? lazyJsonp(options.document) : jsonTransport(options.fetch);
  const signal = options.signal ?? new AbortController().signal;
  const random = options.random ?? Math.random;
  const resolution = options.resolution ?? 'thumbnail';
  let nextRaw: unknown;
  let pending: Promise<FeedPage | null> | null = null;

  const hasNext = () => nextPageUrl(nextRaw, base) !== null;

  const fail = (error: unknown, url: string): null => {
    if (signal.aborted || isAbortError(error)) return null;
    const feedError =
      error instanceof PhotoFeedError ? error : new PhotoFeedError(FEED_ERRORS.requestFailed, { kind: 'network', url: redactUrl(url) });
    if (!options.error) throw feedError;
    options.error(feedError.message, feedError.failure);
    return null;
  };

  const request = async (build: (callback?: string) => string): Promise<FeedPage | null> => {
    let url = '';
    let answer;
    try {
      answer = await transport({ url: (callback) => (url = build(callback)), signal, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    } catch (error) {
      return fail(error, url);
    }
    if (signal.aborted) return null;
    const read = readFeedResponse(answer.body, base);
    // A next page with no photos ends the paging: asked again, it would answer the same.
    if (!read.ok && read.kind === 'empty') nextRaw = undefined;
    if (!read.ok) return fail(new PhotoFeedError(read.message, { kind: read.kind, url: redactUrl(url), status: answer.status }), url);
    nextRaw = read.nextUrl;
    // As Instafeed: sort the page, then cut it to the limit.
    const photos = sortPhotos(read.photos, sortBy, random)
      .slice(0, query.limit ?? Infinity)
      .map((photo) => ({ ...photo, image: imageAt(photo, resolution) }));
    const page = { photos, hasNext: hasNext() };
    options.success?.(page);
    return page;
  };

  // One request at a time: a second call while one is in flight gets the same answer.
  const once = (build: (callback?: string) => string) => {
    pending ??= request(build).finally(() => (pending = null));
    return pending;
  };

  return {
    run: () => once((callback) => buildFeedUrl(base, query, jsonp ? callback : undefined)),
    next: () => {
      const raw = nextRaw;
      if (!hasNext()) return Promise.resolve(null);
      return once((callback) => nextPageUrl(raw, base, jsonp ? callback : undefined)!);
    },
    hasNext,
  };
}

/** The JSONP transport, loaded by a feed that asks for it: its code is no part of the pages whose feeds answer JSON. */
const lazyJsonp =
  (doc?: Document): Transport =>
  (request) =>
    import('./jsonp').then(({ jsonpTransport }) => jsonpTransport(doc)(request));

/** The base as an absolute URL: next-page origins and relative image URLs are checked and resolved against it. */
function absolute(base: string, doc: Document): string {
  try {
    return new URL(base, doc.baseURI).toString();
  } catch {
    return base;
  }
}
