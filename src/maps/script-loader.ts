/**
 * Loads a third-party map SDK script once per page, however many maps use it: one `<script>` per URL (or group) and
 * one promise shared by every caller. Each caller may stop waiting through its own AbortSignal; the load goes on even
 * when every caller gave up: a script in the page cannot be stopped (removing its element neither stops the download
 * nor keeps it from running), and a map mounted next waits for it instead of adding a second copy of the SDK. A
 * failure (network error, timeout, an SDK that never called back) is kept for the page, so the next map with the same
 * URL falls back at once instead of retrying.
 *
 * @example
 * await loadScript('https://maps.googleapis.com/maps/api/js?v=3.31&key=K', { callbackParam: 'callback', signal });
 */

import { redact } from '../services/failed-call';
import { abortReason, waitShared, type SharedWork } from './shared-wait';

export interface ScriptOptions {
  /** The query parameter through which the SDK calls a global function once ready (Google, Bing: `callback`). */
  callbackParam?: string;
  /** Give up after this long (default 10 s): the promise rejects and the map falls back. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Checked once the script ran: an SDK that loaded without defining its global counts as failed. */
  ready?: () => boolean;
  /**
   * SDKs that may be on a page only once (Google, Bing) share one load per group whatever their URL: the first map's
   * URL (its language, version) is the page's, later maps reuse it.
   */
  group?: string;
}

interface Entry extends SharedWork<void> {
  promise: Promise<void>;
  cancel(): void;
}

export const DEFAULT_SCRIPT_TIMEOUT_MS = 10_000;

const scripts = new Map<string, Entry>();
const stylesheets = new Map<string, Promise<void>>();
let sequence = 0;

type CallbackHost = Record<string, (() => void) | undefined>;

function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

function start(url: string, options: ScriptOptions): Entry {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
  const host = window as unknown as CallbackHost;
  // Unique per load, so two bundles (or two URLs) on one page never overwrite each other's callback.
  const { callbackParam } = options;
  const callbackName = callbackParam ? `__locatorMapsReady${++sequence}_${Date.now().toString(36)}` : null;
  const script = document.createElement('script');
  script.async = true;
  script.src = callbackParam && callbackName ? withParam(url, callbackParam, callbackName) : url;

  const entry: Entry = { promise: Promise.resolve(), settled: false, waiters: 0, cancel: () => {} };
  entry.promise = new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      if (entry.settled) return;
      entry.settled = true;
      clearTimeout(timer);
      // A late SDK may still call back after a timeout: leave a no-op rather than an undefined global.
      if (callbackName) host[callbackName] = () => {};
      if (!error && options.ready && !options.ready()) error = new Error(`[locator] map script ran but its API is missing: ${redact(url)}`);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`[locator] map script timed out after ${timeoutMs} ms: ${redact(url)}`)), timeoutMs);
    if (callbackName) host[callbackName] = () => finish();
    else script.addEventListener('load', () => finish());
    script.addEventListener('error', () => finish(new Error(`[locator] map script failed to load: ${redact(url)}`)));
    entry.cancel = () => {
      entry.settled = true;
      clearTimeout(timer);
      if (callbackName) host[callbackName] = () => {};
      script.remove();
    };
  });
  // Callers may all have gone (aborted) when it fails: never an unhandled rejection.
  entry.promise.catch(() => {});
  document.head.append(script);
  return entry;
}

/** Resolves once the script at `url` has loaded (and called back, with `callbackParam`). */
export function loadScript(url: string, options: ScriptOptions = {}): Promise<void> {
  const key = options.group ?? url;
  if (options.signal?.aborted) return Promise.reject(abortReason(options.signal));
  let entry = scripts.get(key);
  if (!entry) {
    entry = start(url, options);
    scripts.set(key, entry);
  }
  if (!options.signal) return entry.promise;
  // Nothing to do when the last map stops waiting: the load goes on for the next (see above).
  return waitShared(entry, options.signal, () => {});
}

/**
 * How long a map waits for its SDK's stylesheet: one that hangs must not hold the map until the provider's own time
 * limit falls it back to BaseMap. The map is drawn meanwhile and styled when the sheet arrives.
 */
export const STYLESHEET_WAIT_MS = 5_000;

/** Adds a stylesheet once per URL; resolves when it loaded, failed or took too long (a missing one is not fatal). */
export function loadStylesheet(url: string, waitMs = STYLESHEET_WAIT_MS): Promise<void> {
  let promise = stylesheets.get(url);
  if (!promise) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    promise = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        console.warn(`[locator] map stylesheet still loading after ${waitMs} ms, the map is drawn without waiting: ${redact(url)}`);
        resolve();
      }, waitMs);
      link.addEventListener('load', () => {
        clearTimeout(timer);
        resolve();
      });
      link.addEventListener('error', () => {
        clearTimeout(timer);
        console.warn(`[locator] map stylesheet failed to load: ${redact(url)}`);
        resolve();
      });
    });
    document.head.append(link);
    stylesheets.set(url, promise);
  }
  return promise;
}

/** For tests: forget every load (the elements stay where they are). */
export function resetScriptLoader(): void {
  for (const entry of scripts.values()) if (!entry.settled) entry.cancel();
  scripts.clear();
  stylesheets.clear();
}
