import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Every sandbox answer may be read cross-origin, as the real services allow (Mapbox, Sentry, Instagram JSON). */
export const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' } as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, contentType = 'application/json'): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': `${contentType}; charset=utf-8` });
}

export function sendText(res: ServerResponse, status: number, text: string, contentType = 'text/plain'): void {
  send(res, status, text, { 'Content-Type': `${contentType}; charset=utf-8` });
}

/** The query string as a plain record (the last value wins for repeated keys). */
export function queryRecord(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

export class BodyTooLargeError extends Error {}

/** Reads a request body as UTF-8 text, refusing bodies over `limit` bytes. */
export function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError(`body over ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Integer query parameter, or the fallback when absent or not a number. */
export function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Same-origin absolute base of the request as the client saw it (Host header), for URLs put in answers. */
export function requestOrigin(req: IncomingMessage, url: URL): string {
  const host = req.headers.host;
  return host ? `http://${host}` : url.origin;
}

/** decodeURIComponent that returns undefined for malformed escapes instead of throwing. */
export function safeDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
