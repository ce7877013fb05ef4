// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControl } from './static';

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
