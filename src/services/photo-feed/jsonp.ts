import { FEED_ERRORS } from '../../core/photo-feed/messages';
import { redactUrl } from '../../core/photo-feed/url';
import { abortError, PhotoFeedError } from './errors';
import type { Transport } from './transport';

type Globals = Window & Record<string, unknown>;

/** How long a cancelled request's stand-in callback may wait for a script that never finishes. */
export const STUB_LIFETIME_MS = 60_000;
/** The prefix of the callback names this transport puts on window (tests look for leftovers by it). */
export const CALLBACK_PREFIX = 'locatorPhotoFeed';

let sequence = 0;

/**
 * The JSONP transport, for endpoints without CORS (Instagram v1 answered this way): a script tag whose answer calls a
 * unique global callback. The endpoint's answer runs as script on the page with the page's full rights; prefer the
 * JSON transport wherever the endpoint allows it.
 *
 * The tag and the global are removed as soon as the answer, a failure or the timeout comes, and on abort. A script
 * that answered may call again, and one that was cancelled may still arrive (browsers run a removed script once it has loaded), so a cancelled request
 * leaves a no-op in place of its callback until its script has run or failed (at most STUB_LIFETIME_MS) rather than
 * let a late answer throw a ReferenceError into the host page.
 */
export function jsonpTransport(doc: Document = document): Transport {
  return ({ url, signal, timeoutMs }) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const win = doc.defaultView as Globals | null;
      sequence += 1;
      const name = `${CALLBACK_PREFIX}${sequence}_${Math.random().toString(36).slice(2, 8)}`;
      const target = url(name);
      const safe = redactUrl(target);
      const script = doc.createElement('script');
      let settled = false;

      // `running`: the script may still run (cancelled before it came, or calling back now, when it may call again):
      // its callback stays a no-op until the script has finished.
      const finish = (running: boolean) => {
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        script.remove();
        if (!win) return;
        if (!running) {
          delete win[name];
          return;
        }
        const stub = () => drop();
        const drop = () => {
          clearTimeout(stubTimer);
          if (win[name] === stub) delete win[name];
        };
        const stubTimer = setTimeout(drop, STUB_LIFETIME_MS);
        win[name] = stub;
        script.addEventListener('load', drop, { once: true });
        script.addEventListener('error', drop, { once: true });
      };

      if (win) {
        win[name] = (data: unknown) => {
          if (settled) return;
          // A second call from the same answer meets the no-op, not a ReferenceError in the host page.
          finish(true);
          resolve({ body: data });
        };
      }
      // A load without a call means the answer ran but never called back: its body did not parse.
      script.addEventListener('load', () => {
        if (settled) return;
        finish(false);
        reject(new PhotoFeedError(FEED_ERRORS.invalidJson, { kind: 'invalid-json', url: safe }));
      });
      script.addEventListener('error', () => {
        if (settled) return;
        finish(false);
        reject(new PhotoFeedError(FEED_ERRORS.requestFailed, { kind: 'network', url: safe }));
      });
      const onAbort = () => {
        if (settled) return;
        finish(true);
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(() => {
        if (settled) return;
        finish(true);
        reject(new PhotoFeedError(FEED_ERRORS.timedOut, { kind: 'timeout', url: safe }));
      }, timeoutMs);

      script.async = true;
      script.src = target;
      doc.head.append(script);
    });
}
