import type { Plugin } from 'vite';

/**
 * Fails the build when the loader imports another chunk statically. The bundler moves a module the loader shares with
 * lazy chunks out of it when the import graph changes (a widget importing loader code through another path did), and
 * the loader then downloads that chunk on every page, one with no marked element included, before anything runs.
 */
export function entryAlone(): Plugin {
  return {
    name: 'locator:entry-alone',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.imports.length > 0) {
          this.error(`the loader ${chunk.fileName} imports ${chunk.imports.join(', ')} statically: every page would download them`);
        }
      }
    },
  };
}
