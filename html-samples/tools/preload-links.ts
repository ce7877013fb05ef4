import type { Plugin } from 'vite';

/**
 * Which chunks a dynamic import need not preload, for `build.modulePreload.resolveDependencies`. Each preload link costs
 * the main thread about 1 ms to insert (measured on the 10k map bench page: 11 to 18 ms for its 15 links, while the
 * map was being built), and two kinds were of no use:
 * - the loader (`entry`), which is already running;
 * - the chunk being imported, which its import asks for in the same task. Not when that chunk brings CSS: the
 *   bundler's helper imports only once the CSS has loaded, and the chunk's own link is what downloads it meanwhile.
 * The plugin notes which chunks bring CSS as the bundle is written, before the imports' lists are made.
 */
export function preloadLinks(entry: string): { plugin: Plugin; resolveDependencies: (filename: string, deps: string[]) => string[] } {
  const withCss = new Set<string>();
  const plugin: Plugin = {
    name: 'locator:preload-links',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        withCss.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && (output.viteMetadata?.importedCss.size ?? 0) > 0) withCss.add(output.fileName);
        }
      },
    },
  };
  const resolveDependencies = (filename: string, deps: string[]) => deps.filter((dep) => dep !== entry && (dep !== filename || withCss.has(filename)));
  return { plugin, resolveDependencies };
}
