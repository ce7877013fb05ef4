// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadLinks } from './preload-links';

/** A written bundle as the plugin sees it: chunks by file name, with the CSS each imports. */
function bundleOf(chunks: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(chunks).map(([fileName, css]) => [fileName, { type: 'chunk', fileName, viteMetadata: { importedCss: new Set(css) } }]));
}

function written(chunks: Record<string, string[]>) {
  const preloads = preloadLinks('locator.js');
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundleOf(chunks));
  return preloads.resolveDependencies;
}

describe('preload links', () => {
  it('drops the loader, and the imported chunk itself when it brings no CSS', () => {
    const resolve = written({ 'locator.js': [], 'chunks/base-map.js': [], 'chunks/shared.js': [] });
    expect(resolve('chunks/base-map.js', ['chunks/base-map.js', 'locator.js', 'chunks/shared.js'])).toEqual(['chunks/shared.js']);
  });

  it('keeps the imported chunk when it brings CSS: the import waits for the CSS, its link downloads it meanwhile', () => {
    const resolve = written({ 'chunks/widget-map.js': ['chunks/map.css'], 'chunks/runtime.js': [] });
    expect(resolve('chunks/widget-map.js', ['chunks/widget-map.js', 'chunks/runtime.js', 'locator.js'])).toEqual(['chunks/widget-map.js', 'chunks/runtime.js']);
  });

  it('reads each build afresh', () => {
    const preloads = preloadLinks('locator.js');
    const hook = preloads.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundleOf({ 'chunks/a.js': ['chunks/a.css'] }));
    hook.handler({}, bundleOf({ 'chunks/a.js': [] }));
    expect(preloads.resolveDependencies('chunks/a.js', ['chunks/a.js'])).toEqual([]);
  });
});
