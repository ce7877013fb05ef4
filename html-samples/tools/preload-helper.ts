import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module every bundled `import()` is called through; Vite writes its own there unless a plugin resolves it first. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Puts src/loader/preload.ts in place of Vite's preload helper: Vite's is written for every app (older browsers, the
 * page's own links, an error event), and in the loader's chunk it was 432 bytes gzip more than this one, of a 6 KiB budget.
 */
export function preloadHelper(): Plugin {
  const helper = fileURLToPath(new URL('../../src/loader/preload.ts', import.meta.url));
  return {
    name: 'locator:preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER ? helper : null;
    },
  };
}
