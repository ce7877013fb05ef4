import type { ShopSite } from '../../src/core/shop-site';
import { deadline } from '../../src/services/deadline';
import { endpoints } from '../../src/services/endpoints';
import { failedCall } from '../../src/services/failed-call';

export type ShopPart = 'header' | 'footer';

/** The largest answer taken as a part: a shop header and footer are tens of KiB; megabytes are a wrong answer. */
export const PART_MAX_CHARS = 1_000_000;

/** A part's HTML, or null with the reason it is missing (none when the widget went away meanwhile). */
export interface PartResult {
  html: string | null;
  error?: Error;
}

/**
 * One part of the shop site. The shop answers HTML although it is asked with an Accept header for JSON (spec §7), so
 * the body is read as text. A failure (status, network, timeout, a redirect to another host) is reported as failed
 * calls are (spec §7: request type, url, status, error text, the first 100 characters of the answer) and returned
 * for the console message the caller writes once for both parts.
 */
export async function loadShopPart(site: ShopSite, part: ShopPart, signal: AbortSignal, timeoutMs: number, report: (error: unknown, extra: Record<string, unknown>) => void): Promise<PartResult> {
  const url = `${endpoints().shopBase.replace(/\/$/, '')}/${site}/${part}`;
  const limit = deadline(signal, timeoutMs);
  let status = 0;
  let text = '';
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: limit.signal });
    status = response.status;
    // Only the configured shop host's HTML (and scripts) may reach the page: a redirect elsewhere is a failure.
    const origin = new URL(url, document.baseURI).origin;
    if (response.url && new URL(response.url).origin !== origin) throw new Error(`${part}: redirected to ${new URL(response.url).origin}, not the shop host ${origin}`);
    text = await response.text();
    if (!response.ok) throw new Error(`${part}: HTTP ${status}`);
    // A 200 that is no part (empty, JSON, binary, huge) would replace the plain header with nothing or with raw text.
    const wrong = unusable(text);
    if (wrong) throw new Error(`${part}: ${wrong}`);
    return { html: text };
  } catch (caught) {
    if (signal.aborted) return { html: null };
    const error = limit.timedOut() ? new Error(`${part}: no answer within ${timeoutMs} ms`) : caught instanceof Error ? caught : new Error(String(caught));
    report(error, failedCall('GET', url, status, error.message, text));
    return { html: null, error };
  } finally {
    limit.dispose();
  }
}

/** Why an answer is no HTML part (said in the failure report), or null when it reads as one. */
export function unusable(text: string): string | null {
  if (text.length > PART_MAX_CHARS) return 'too large';
  // Text never holds NUL; a decoded image or archive does.
  if (text.includes('\u0000')) return 'binary';
  // JSON, even one carrying markup in a string ({"html": "<header>…"}): inserted as it is, the visitor would read
  // braces and escaped quotes. An HTML part never begins with a brace or a bracket.
  if (/^\s*[[{]/.test(text) && parsesAsJson(text)) return 'JSON, not HTML';
  // Empty, or text with no tag in it.
  return /<[a-z!]/i.test(text) ? null : 'no HTML';
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
