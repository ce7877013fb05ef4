import { FEED_ERRORS } from '../../core/photo-feed/messages';
import { redactUrl } from '../../core/photo-feed/url';
import { abortError, EXCERPT_LENGTH, PhotoFeedError } from './errors';
import { deadline } from '../deadline';
import type { Transport } from './transport';

/**
 * The JSON transport: a CORS `fetch` without cookies, cancelled by the caller's signal and by a timeout. The
 * recommended setting: the endpoint's answer is parsed as data and can never run as script on the page.
 * Errors in `meta` come with a non-2xx status; the body is read all the same, so the caller sees Instagram's message.
 */
export function jsonTransport(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Transport {
  return async ({ url, signal, timeoutMs }) => {
    const target = url();
    const safe = redactUrl(target);
    const limit = deadline(signal, timeoutMs);
    const failed = (error: unknown, status?: number) => {
      if (limit.timedOut()) return new PhotoFeedError(FEED_ERRORS.timedOut, { kind: 'timeout', url: safe });
      if (signal.aborted) return abortError();
      return new PhotoFeedError(FEED_ERRORS.requestFailed, { kind: 'network', url: safe, status, excerpt: String(error).slice(0, EXCERPT_LENGTH) });
    };
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(target, { signal: limit.signal, credentials: 'omit' });
      } catch (error) {
        throw failed(error);
      }
      try {
        text = await response.text();
      } catch (error) {
        throw failed(error, response.status);
      }
      try {
        return { body: JSON.parse(text) as unknown, status: response.status };
      } catch {
        throw new PhotoFeedError(FEED_ERRORS.invalidJson, {
          kind: 'invalid-json',
          url: safe,
          status: response.status,
          excerpt: text.slice(0, EXCERPT_LENGTH),
        });
      }
    } finally {
      limit.dispose();
    }
  };
}
