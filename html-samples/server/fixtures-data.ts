import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** The map benchmark point sets: the two generated files, and 1,000 points cut from the 10,000 set. */
const SETS: Record<string, { file: string; limit?: number }> = {
  'points-1k.json': { file: 'points-10k.json', limit: 1000 },
  'points-10k.json': { file: 'points-10k.json' },
  'points-100k.json': { file: 'points-100k.json' },
};

const cache = new Map<string, Buffer>();

/**
 * GET /fixtures-data/points-{1k,10k,100k}.json: the points files the map QA pages and the bench load through
 * config.pointsUrl (`[id, latitude, longitude, typeIndex][]`). False for any other path.
 */
export async function serveFixtureData(fixturesDir: string, path: string, res: ServerResponse, head = false): Promise<boolean> {
  const name = path.slice('/fixtures-data/'.length);
  const set = Object.hasOwn(SETS, name) ? SETS[name] : undefined;
  if (!set) return false;
  let body = cache.get(name);
  if (!body) {
    const text = await readFile(join(fixturesDir, set.file), 'utf8');
    body = Buffer.from(set.limit ? JSON.stringify((JSON.parse(text) as unknown[]).slice(0, set.limit)) : text);
    cache.set(name, body);
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(head ? undefined : body);
  return true;
}
