/**
 * The proxy helper (spec §7): GETs one address or a list through the page's proxy service, `{proxy}?url={encoded
 * target}`, and resolves once every answer is in, one result per address asked, in that order. A page reads a
 * service that does not allow cross-origin reads this way (a partner's feed, a plain HTML page).
 *
 * One failed address does not lose the others: each result says whether it was read. Failed calls are reported with
 * the shape of every failed call (request type, url, status, error text, the answer's first 100 characters).
 */
import { runLimited } from '../core/run-limited';
import { endpoints } from './endpoints';
import { fetchAnswer, HttpError, parseJson, type FetchJsonOptions } from './http';

/** Requests in flight at once: a long list does not take every connection the page has to one host. */
export const PROXY_PARALLEL = 4;

export interface ProxyResult {
  /** The address asked for, made absolute against the page (as the proxy receives it); as given when it is none. */
  url: string;
  ok: boolean;
  /** The HTTP status of the proxy's answer; 0 when there was none (no address, network failure, timeout). */
  status: number;
  /** The answer: parsed when the proxy says it is JSON, else its text; null when it failed. */
  data: unknown;
  /** Why it failed, when it did. */
  error?: string;
}

export interface ProxyOptions extends Omit<FetchJsonOptions, 'report'> {
  /** The proxy service; the page's services block (`proxy`) by default. */
  proxy?: string;
  /** Receives each failed call (the page's error reporting, in the helper LocatorWidgets.helpers() gives). */
  report?: FetchJsonOptions['report'];
}

/**
 * @example
 * const [feed, page] = await proxyGet(['https://partner.example/feed.json', 'https://partner.example/about']);
 * if (feed.ok) render(feed.data);
 */
export async function proxyGet(targets: string | readonly string[], options: ProxyOptions = {}): Promise<ProxyResult[]> {
  const list: readonly unknown[] | null = typeof targets === 'string' ? [targets] : Array.isArray(targets) ? targets : null;
  if (!list) throw new TypeError('proxyGet expects an address or a list of addresses');
  // Said at once: a limit of null, "abc" or 0 would time every address out and report each as a failed call.
  const { timeoutMs } = options;
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs > 0)) throw new TypeError(`proxyGet: timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
  const proxy = options.proxy ?? endpoints().proxy;
  if (!proxy) throw new Error('[locator] no proxy service: the page\'s services block names none ("proxy")');
  options.signal?.throwIfAborted();

  const addresses = list.map(absoluteHttp);
  // An address asked for twice is fetched once.
  const unique = [...new Set(addresses.filter((address): address is string => address !== null))];
  const answers = new Map<string, ProxyResult>();
  await runLimited(unique, PROXY_PARALLEL, async (address) => void answers.set(address, await throughProxy(proxy, address, options)), options.signal);
  options.signal?.throwIfAborted();
  return list.map((given, index) => {
    const address = addresses[index];
    if (address) return answers.get(address)!;
    return { url: typeof given === 'string' ? given : String(given), ok: false, status: 0, data: null, error: 'not an http(s) address' };
  });
}

/** The proxy's address for a target: its own query string kept, the target encoded as one component. */
export function proxyUrl(proxy: string, target: string): string {
  const [base, hash = ''] = proxy.split('#', 2) as [string, string?];
  return `${base}${base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?'}url=${encodeURIComponent(target)}${hash ? `#${hash}` : ''}`;
}

async function throughProxy(proxy: string, target: string, options: FetchJsonOptions): Promise<ProxyResult> {
  try {
    const { status, data } = await fetchAnswer(proxyUrl(proxy, target), options, 'application/json, text/plain;q=0.9, */*;q=0.8', readAnswer);
    return { url: target, ok: true, status, data };
  } catch (error) {
    // The caller's abort ends the whole call.
    if (!(error instanceof HttpError)) throw error;
    return { url: target, ok: false, status: error.status, data: null, error: error.message };
  }
}

function readAnswer(text: string, response: Response): { status: number; data: unknown } {
  const { status } = response;
  return { status, data: /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '') ? parseJson(text, status) : text };
}

/** The address made absolute against the page; null for a value that is no http(s) address. */
function absoluteHttp(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
