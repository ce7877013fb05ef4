import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** `leaflet` is the part of Leaflet the maps use (src/maps/leaflet/leaflet-core.ts), for our code and the clusterer alike. */
export const LEAFLET_ALIAS = [{ find: /^leaflet$/, replacement: fileURLToPath(new URL('../../src/maps/leaflet/leaflet-core.ts', import.meta.url)) }];

/** leaflet.markercluster's UMD build, the file the package's `main` names. */
const MARKERCLUSTER = /[\\/]leaflet\.markercluster[\\/]dist[\\/]leaflet\.markercluster-src\.js$/;

/**
 * leaflet.markercluster reads a global `L` when it runs and at every call after (97 places): as published it needs
 * `window.L` to be our Leaflet for the page's whole life, which would replace a host page's own Leaflet (or
 * MapQuest.js's). Bundled with this prelude, its `L` is a module binding to the Leaflet we import, and `exports`
 * and `module` are its own, so its UMD header takes the CommonJS branch: the plugin extends our Leaflet and never
 * touches the window.
 */
export function leafletPluginScope(): Plugin {
  return {
    name: 'locator:leaflet-plugin-scope',
    enforce: 'pre',
    transform(code, id) {
      if (!MARKERCLUSTER.test(id)) return null;
      return { code: `import L from 'leaflet';\nconst module = { exports: {} };\nconst exports = module.exports;\n${code}`, map: null };
    },
  };
}
