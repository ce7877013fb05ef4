// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControl, sourceMapHeader } from './static';

describe('cacheControl', () => {
  it('keeps hashed chunks for a year and has the loader and pages revalidated', () => {
    // The bundle names chunks with a 7-character hash (vite.config.ts).
    expect(cacheControl('/assets/locator-widgets/chunks/widget-map-ZOq8ka6.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/locator-widgets/chunks/map-UJtzuR_.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/locator-widgets/assets/cluster-worker-CdyBDKkm.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/locator-widgets/locator.js')).toBe('no-cache');
    expect(cacheControl('/samples.css')).toBe('no-cache');
  });
});

describe('sourceMapHeader', () => {
  it("names a script's map, when it has one, in the header developer tools follow", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locator-static-'));
    writeFileSync(join(dir, 'locator.js'), 'export {};');
    writeFileSync(join(dir, 'locator.js.map'), '{}');
    writeFileSync(join(dir, 'no-map.js'), 'export {};');
    writeFileSync(join(dir, 'map.css'), '');
    writeFileSync(join(dir, 'map.css.map'), '{}');
    expect(await sourceMapHeader(join(dir, 'locator.js'))).toEqual({ SourceMap: 'locator.js.map' });
    expect(await sourceMapHeader(join(dir, 'no-map.js'))).toEqual({});
    expect(await sourceMapHeader(join(dir, 'map.css'))).toEqual({});
  });
});
