import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { chunkManifest } from './html-samples/tools/chunk-manifest.ts';
import { entryAlone } from './html-samples/tools/entry-alone.ts';
import { LEAFLET_ALIAS, leafletPluginScope } from './html-samples/tools/leaflet-plugin-scope.ts';
import { atlasPlugin } from './html-samples/tools/atlas-plugin.ts';
import { preloadLinks } from './html-samples/tools/preload-links.ts';
import { preloadHelper } from './html-samples/tools/preload-helper.ts';

/** The loader's file name. */
const ENTRY = 'locator.js';
const preloads = preloadLinks(ENTRY);

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * One ES-module entry (dist/locator.js, the loader) and one lazy chunk per widget. `base: './'` makes the chunks
 * and their CSS resolve relative to locator.js, wherever a CMS serves the folder.
 */
export default defineConfig({
  base: './',
  resolve: { alias: LEAFLET_ALIAS },
  define: {
    'import.meta.env.PACKAGE_VERSION': JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for developer tools and error reports, named by no comment in the files: a comment is some 40 bytes gzip in
    // every chunk a visitor downloads (a location page loads twenty). The sample site names them in a SourceMap header
    // (html-samples/server/static.ts), as a CDN can.
    sourcemap: 'hidden',
    target: 'es2022',
    cssCodeSplit: true,
    // The loader must not write to the DOM on pages without widgets: no preload polyfill.
    // Fewer preload links, see preload-links.ts.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      input: { locator: 'src/loader/index.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: ENTRY,
        // Hashes of 7 characters, the fewest the bundler allows for this many chunks: every name is written again in
        // the preload tables of the chunks that import it (the loader's has thirty), and random characters do not
        // compress. html-samples/server/static.ts knows the length (immutable caching).
        chunkFileNames: (chunk) => {
          const widget = /\/widgets\/([^/]+)\//.exec(chunk.facadeModuleId ?? '')?.[1];
          return widget ? `chunks/widget-${widget}-[hash:7].js` : 'chunks/[name]-[hash:7].js';
        },
        assetFileNames: 'chunks/[name]-[hash:7][extname]',
        // Every React widget needs the same runtime, and most share a few small helpers. Left to itself the
        // splitter makes some thirty chunks of a few hundred bytes for a location page; over HTTP/1.1's six
        // connections that queue costs more than the bytes. Three groups: the React runtime with the mount code,
        // what a map needs first, and the small helpers that at least two chunks share. Maps, SDK glue and data stay in
        // their own chunks. The bundler's CommonJS helpers get a small chunk of their own, which only lazy chunks
        // import (the loader uses none: see src/loader/index.ts).
        codeSplitting: {
          // The loader shares a few modules with the mount code; they must stay in the loader, not pull the group in.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'runtime',
              // The strings' language (src/i18n/strings-lang.ts) is shared by the mount code and the map widget: left alone
              // it became a chunk of 172 bytes, one more request in every page's first wave.
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]loader[\\/](runtime|config)[\\/]|src[\\/]loader[\\/]ServerContent|src[\\/]i18n[\\/]strings-lang\.ts$/,
              priority: 20,
            },
            {
              // What a map needs first, and its warm-up starts (widgets/map/warm.ts): the provider table (with the small
              // MapboxGL loader it names), the cluster source and its points reader (supercluster itself runs in the
              // worker; the page loads it only when workers are forbidden), Leaflet's loader. One chunk, asked for beside the map widget's.
              name: 'map-start',
              test: /src[\\/]maps[\\/](types|pins|providers[\\/]index|providers[\\/]mapbox-gl[\\/]load|cluster[\\/](core|source|early|fetch-points|protocol)|leaflet[\\/]load)\.ts$|widgets[\\/]map[\\/]warm\.ts$/,
              priority: 15,
            },
            {
              // What every provider's adapter shares (events, cluster and pin icon rules), and what the Leaflet family's
              // shares (the adapter, markers and clusterer glue; the in-view layer of large sets stays a chunk of its
              // own, which a location page's map never loads): one chunk each instead of the splitter's few small ones.
              name: 'map-common',
              test: /src[\\/]maps[\\/](emitter|cluster-icon|icon-spec)\.ts$/,
              priority: 12,
            },
            {
              name: 'leaflet-map',
              test: /src[\\/]maps[\\/]leaflet[\\/](adapter|cluster-group|layer-for|pin-layer|pin-marker|icons|tab-stop)\.ts$|src[\\/]maps[\\/](providers[\\/]leaflet-family[\\/]map-options|time-slice)\.ts$/,
              priority: 12,
            },
            {
              // BaseMap's world shapes with their decoder, which the US shapes (always drawn after the world) share:
              // one request, not a third chunk of a few hundred bytes.
              name: 'world',
              test: /src[\\/]maps[\\/]atlas[\\/](world|packed)\.ts$|atlas:world$/,
              priority: 12,
            },
            {
              // The region map's US states, laid out when the bundle is built (src/core/region-map/us-layout.ts).
              name: 'us-region-map',
              test: /atlas:us-region-map$/,
              priority: 12,
            },
            {
              // The results screen's map-list link: only a map joined to a results list loads it (widgets/map/warm.ts),
              // so it is kept out of the map widget's chunk, which every location page's map loads.
              name: 'results-link',
              test: /widgets[\\/]map[\\/]results-link\.ts$/,
              priority: 12,
            },
            {
              // What only the search screen's widgets share (the results store, the query, distances, the geocoder's
              // requests): a chunk of its own, so a location page does not download it with the helpers it needs.
              name: 'search-shared',
              test: /src[\\/]core[\\/](results-store|distance|distance-format)\.ts$|src[\\/]services[\\/](map-query|geocoder|geolocation|http|results-bus)\.ts$/,
              minShareCount: 2,
              priority: 11,
            },
            {
              // Not node_modules: Leaflet's own folders are named like ours (src/core), and belong to its chunk. Nor the US
              // states table, which only the region map and the page's helpers use, nor the cookie code, which only the
              // page's helpers use: here every location page would download them.
              name: 'shared',
              test: /^(?!.*node_modules)(?!.*src[\\/]core[\\/](us-states|cookies)\.ts$).*(src[\\/](core|services)[\\/]|src[\\/]loader[\\/]load-once\.ts$)/,
              minShareCount: 2,
              maxModuleSize: 16 * 1024,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [preloadHelper(), leafletPluginScope(), atlasPlugin(), entryAlone(), chunkManifest(), preloads.plugin],
});
