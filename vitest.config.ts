import { defineConfig } from 'vitest/config';
import { LEAFLET_ALIAS, leafletPluginScope } from './html-samples/tools/leaflet-plugin-scope.ts';
import { atlasPlugin } from './html-samples/tools/atlas-plugin.ts';

// Unit and component tests live beside the code they test. Browser specs (html-samples/specs)
// run under Playwright against the built bundle, not here.
export default defineConfig({
  // The clusterer is bundled with its own scope (see the plugin); the tests load it the same way, so they run what
  // the bundle runs.
  plugins: [leafletPluginScope(), atlasPlugin()],
  // The Leaflet the bundle ships (src/maps/leaflet/leaflet-core.ts), so the tests run that one too.
  resolve: { alias: LEAFLET_ALIAS },
  test: {
    server: { deps: { inline: [/leaflet\.markercluster/] } },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'html-samples/server/**/*.test.ts', 'html-samples/tools/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // Fixture generation parses the 17 MB gazetteer: on a 2-core CI machine running files in parallel that can take
    // several seconds, so the default 5 s would fail on load, not on behaviour.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
