import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { chunkManifest } from './html-samples/tools/chunk-manifest.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * One ES-module entry (dist/locator.js, the loader) and one lazy chunk per widget. `base: './'` makes the chunks
 * and their CSS resolve relative to locator.js, wherever a CMS serves the folder.
 */
export default defineConfig({
  base: './',
  define: {
    'import.meta.env.PACKAGE_VERSION': JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    cssCodeSplit: true,
    // The loader must not write to the DOM on pages without widgets: no preload polyfill.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { locator: 'src/loader/index.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'locator.js',
        chunkFileNames: (chunk) => {
          const widget = /\/widgets\/([^/]+)\//.exec(chunk.facadeModuleId ?? '')?.[1];
          return widget ? `chunks/widget-${widget}-[hash].js` : 'chunks/[name]-[hash].js';
        },
        assetFileNames: 'chunks/[name]-[hash][extname]',
      },
    },
  },
  plugins: [chunkManifest()],
});
