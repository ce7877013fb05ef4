/**
 * The address a link checker requests for a link, or null when the link is not one to check: no href, a fragment
 * of this page, a scheme other than http(s) (mailto:, tel:, javascript:), or another origin unless `crossOrigin`
 * (a HEAD to another site fails on CORS in most cases and tells that site about the visitor for nothing).
 * The fragment is dropped: servers never see it.
 *
 * @example
 * checkUrl('/sandbox/links/ok/a#top', 'https://shop.example/p', false); // 'https://shop.example/sandbox/links/ok/a'
 * checkUrl('mailto:hello@shop.example', 'https://shop.example/p', false); // null
 * checkUrl('guides/sizes', 'https://shop.example/p', false, 'https://shop.example/fr/'); // 'https://shop.example/fr/guides/sizes'
 */
export function checkUrl(href: string | null, pageUrl: string, crossOrigin: boolean, baseUrl: string = pageUrl): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    // A relative href resolves against the document's base address (a <base href> when the page has one), as the
    // link itself does; "another origin" is still judged against the page's own.
    url = new URL(trimmed, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // One with a user name or password in it: fetch refuses such an address, so it cannot be checked (nor reported).
  if (url.username || url.password) return null;
  if (!crossOrigin && url.origin !== page.origin) return null;
  url.hash = '';
  return url.href;
}

/** Spec §4, §7: an answer other than 200 (after redirects) marks the link dead. */
export function isDeadStatus(status: number): boolean {
  return status !== 200;
}

/** Requests in flight at once by default (the spec names no number): a long list does not take every connection. */
export const DEFAULT_LINK_CONCURRENCY = 4;
