import { ATTR } from '../loader/schema';

/** Elements whose clicks are recorded, and the scopes prefixed to their event names. */
export const TRACKED = `[${ATTR.track}]`;
export const SCOPED = `[${ATTR.scope}]`;

/**
 * Events whose default the click analytics prevented only to hold it for the pixel (it follows the link or submits the
 * form itself): a widget deciding after it (the search form's submit) reads them as going ahead.
 */
export const heldForPixel = new WeakSet<Event>();

/** How long a tracked same-tab navigation waits for the pixel (spec §9). */
export const NAVIGATION_DELAY_MS = 1000;

/**
 * Runs `go` (the navigation) once: when the pixel has been sent, or after NAVIGATION_DELAY_MS at the latest (spec §7).
 * `later`: the timer of the window that navigates.
 */
export function afterPixel(sent: Promise<unknown>, go: () => void, later: (run: () => void, ms: number) => unknown = setTimeout): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    go();
  };
  void sent.then(once);
  later(once, NAVIGATION_DELAY_MS);
}

/** Built-in event names (spec §9), plus the click events pin and visitpage. */
export const BUILT_IN_EVENTS = ['website', 'directions', 'phone', 'cta', 'pin', 'visitpage'] as const;

/**
 * The full event name of a tracked element: its scopes from outermost to innermost, then its own name,
 * lower-cased and joined with "_" (so "Header" > "phone" becomes "header_phone"). Letters and digits of any script
 * stay ("Téléphone", "電話": the pages are in seven languages); anything else, "_" included (it joins the scopes),
 * becomes "-".
 * @example eventName('phone', ['header']) // 'header_phone'
 */
export function eventName(track: string, scopes: readonly string[] = []): string {
  return [...scopes, track]
    // Composed first (a decomposed "é" is one letter too), and marks kept with their letters (Hindi vowel signs).
    .map((part) => part.normalize('NFC').trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('_');
}

export interface SiteData {
  businessId: string;
  siteId: string;
  isStaging: boolean;
  pageurl: string;
  pagesReferrer: string;
}

/** Validates analytics site data; null unless both businessId and siteId are present (spec §4). */
export function parseSiteData(json: unknown): SiteData | null {
  if (!json || typeof json !== 'object') return null;
  const v = json as Record<string, unknown>;
  const id = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : '');
  const businessId = id(v.businessId);
  const siteId = id(v.siteId);
  if (!businessId || !siteId) return null;
  return {
    businessId,
    siteId,
    isStaging: isStagingFlag(v.isStaging),
    pageurl: typeof v.pageurl === 'string' ? v.pageurl : '',
    pagesReferrer: typeof v.pagesReferrer === 'string' ? v.pagesReferrer : '',
  };
}

/** The pixel query: site data, eventType, businessids and a random version seed (the caller supplies it). */
export function pixelQuery(site: SiteData, eventType: string, seed: number): URLSearchParams {
  return new URLSearchParams({
    businessids: site.businessId,
    siteId: site.siteId,
    isStaging: String(site.isStaging),
    pageurl: site.pageurl,
    pagesReferrer: site.pagesReferrer,
    eventType,
    v: String(seed),
  });
}

/**
 * Whether a page block's `isStaging` says staging. Templates write it as JSON true, and also as "true" or 1: those
 * mean staging too, so a staging page's clicks and errors never count as production's.
 */
export function isStagingFlag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|1)$/i.test(value.trim()));
}
