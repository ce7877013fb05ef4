import type { FeedFailureKind } from '../../core/photo-feed/response';

export type FeedErrorKind = FeedFailureKind | 'network' | 'timeout';

/** What went wrong, for the error callback and for monitoring (spec §7: request type, url, status, response excerpt). */
export interface FeedFailure {
  kind: FeedErrorKind;
  /** The request URL with the access token redacted. */
  url: string;
  status?: number;
  /** The first 100 characters of the answer, when it could not be read. */
  excerpt?: string;
}

/** A photo feed failure; `message` is one of the spec's texts (core/photo-feed/messages.ts). */
export class PhotoFeedError extends Error {
  override readonly name = 'PhotoFeedError';
  constructor(
    message: string,
    readonly failure: FeedFailure,
  ) {
    super(message);
  }
}

/** The rejection of a request cancelled through its signal: never reported, never shown. */
export function abortError(): DOMException {
  return new DOMException('The photo feed request was aborted', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** How many characters of an unreadable answer a report carries (spec §9). */
export const EXCERPT_LENGTH = 100;
