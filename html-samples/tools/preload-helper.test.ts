// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadHelper, VITE_PRELOAD_HELPER } from './preload-helper';

describe('preload helper plugin', () => {
  it("resolves Vite's preload helper to the loader's own, before Vite's plugins, and nothing else", () => {
    const plugin = preloadHelper();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    expect(plugin.enforce).toBe('pre');
    expect(resolveId(VITE_PRELOAD_HELPER)).toMatch(/\/src\/loader\/preload\.ts$/);
    expect(resolveId('./preload.ts')).toBeNull();
  });
});
