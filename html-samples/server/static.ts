import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { basename, extname, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
};

/**
 * How a CDN should serve the bundle: files named by a content hash (the chunks) never change, so browsers keep them
 * for a year without asking again; everything else, locator.js first, is revalidated so a release takes effect.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// 7 characters for the chunks (vite.config.ts), 8 for the workers, which the bundler names on its own.
const HASHED = /-[\w-]{7,8}\.(js|css)$/;

export function cacheControl(path: string): string {
  return HASHED.test(path) ? IMMUTABLE : 'no-cache';
}

/** Serves a file below root; false when there is none (path traversal included). */
export async function serveFile(root: string, path: string, res: ServerResponse, head = false, cache = 'no-cache'): Promise<boolean> {
  const base = resolve(root);
  const file = resolve(base, normalize(decodeURIComponent(path)).replace(/^([/\\])+/, ''));
  if (file !== base && !file.startsWith(base + sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': cache,
    ...(await sourceMapHeader(file)),
  });
  if (head) res.end();
  else createReadStream(file).pipe(res);
  return true;
}

/**
 * The bundle is built with hidden source maps (vite.config.ts): no visitor downloads a comment naming its map. The
 * sample site names each script's map in a SourceMap header instead, which browser developer tools follow, as a CDN
 * serving the bundle can.
 */
export async function sourceMapHeader(file: string): Promise<Record<string, string>> {
  if (extname(file) !== '.js') return {};
  const map = await stat(`${file}.map`).catch(() => null);
  return map?.isFile() ? { SourceMap: `${basename(file)}.map` } : {};
}
