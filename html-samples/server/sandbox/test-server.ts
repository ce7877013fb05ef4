/** Test helper (not a test): the sandbox on an ephemeral 127.0.0.1 port, over freshly generated fixtures. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFixtures } from '../../../fixtures/lib/output';
import { createSandbox, type Sandbox } from './index';

export interface TestSandbox {
  base: string;
  /** The generated fixtures directory the sandbox reads (locations.json, gazetteer.json). */
  dir: string;
  sandbox: Sandbox;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Fixed clock for answers that show dates: 2026-11-21 12:00 UTC, the fixtures' own "now". */
export const TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

export async function startTestSandbox(): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-fixtures-'));
  writeFixtures({ dir, files: ['locations.json', 'gazetteer.json'], force: true });
  const sandbox = createSandbox({ fixturesDir: dir, now: () => TEST_NOW });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    sandbox.handle(req, res, url).then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not a sandbox route');
      }
    }, (error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    dir,
    sandbox,
    get: (path, init) => fetch(`${base}${path}`, init),
    async close() {
      sandbox.dispose();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
