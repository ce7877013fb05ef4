import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** `leaflet` is the part of Leaflet the maps use (src/maps/leaflet/leaflet-core.ts), for our code and the clusterer alike. */
export const LEAFLET_ALIAS = [{ find: /^leaflet$/, replacement: fileURLToPath(new URL('../../src/maps/leaflet/leaflet-core.ts', import.meta.url)) }];

/** Leaflet's modules that none of our maps runs, imported by the ones they use: their stand-ins (left-out.ts). */
const LEFT_OUT = /[\\/]leaflet[\\/]src[\\/](layer[\\/]vector[\\/]SVG|layer[\\/]marker[\\/]Marker)\.js$/;
const LEFT_OUT_MODULES = new Set(['./SVG.VML', './Marker.Drag']);
const LEFT_OUT_FILE = fileURLToPath(new URL('../../src/maps/leaflet/left-out.ts', import.meta.url));

/** leaflet.markercluster's UMD build, the file the package's `main` names. */
const MARKERCLUSTER = /[\\/]leaflet\.markercluster[\\/]dist[\\/]leaflet\.markercluster-src\.js$/;

/**
 * leaflet.markercluster reads a global `L` when it runs and at every call after (97 places): as published it needs
 * `window.L` to be our Leaflet for the page's whole life, which would replace a host page's own Leaflet (or
 * MapQuest.js's). Bundled with this prelude, its `L` is a module binding to the Leaflet we import, and `exports`
 * and `module` are its own, so its UMD header takes the CommonJS branch: the plugin extends our Leaflet and never
 * touches the window. It also gives Leaflet's own modules the stand-ins of left-out.ts for two modules no map runs.
 */
export function leafletPluginScope(): Plugin {
  return {
    name: 'locator:leaflet-plugin-scope',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && LEFT_OUT.test(importer) && LEFT_OUT_MODULES.has(source) ? LEFT_OUT_FILE : null;
    },
    transform(code, id) {
      if (!MARKERCLUSTER.test(id)) return null;
      // On the file's first line: the lines of the source map stay the package's.
      return { code: `import L from 'leaflet'; const module = { exports: {} }; const exports = module.exports; ${withoutUnused(code)}`, map: null };
    },
  };
}

/**
 * Parts of leaflet.markercluster that no map runs, cut out (about 0.6 KiB gzip, and the animations 1.0 KiB more, on
 * every page that clusters):
 * - the convex hull (QuickHull, MarkerCluster.getConvexHull), used only to draw a cluster's coverage on hover. The
 *   polygon it is drawn with is not in our Leaflet either (leaflet-core.ts), so the option's default, on in the
 *   package, is turned off here: a group made without it set could not hover a cluster otherwise;
 * - the public refreshClusters and Marker.refreshIconOptions, which only a page changing its markers' icons calls (the
 *   clusterer's own icon refresh, _refreshClustersIcons, stays);
 * - the animated versions of clustering and spiderfying: clusters split and merge, and pins at one spot spread, at
 *   once, as the package does with `animate: false` (which a visitor who asks for reduced motion wants, and which
 *   moves no marker for 300 ms after each zoom on a slow machine). The group is made non-animated whatever its options.
 * Each part is found by the lines that open and close it, and replaced by as many line breaks, so the source map's
 * lines stay true; a version of the package without them fails the build.
 */
export function withoutUnused(code: string): string {
  const replace = (text: string, from: string, to: string, by: (cut: string) => string) => {
    const start = text.indexOf(from);
    const end = start < 0 ? -1 : text.indexOf(to, start);
    if (end < 0) throw new Error(`leaflet.markercluster: no "${from.trim().slice(0, 40)}" ... "${to.trim().slice(0, 40)}" to leave out`);
    return text.slice(0, start) + by(text.slice(start, end)) + text.slice(end);
  };
  const lines = (cut: string) => '\n'.repeat(cut.split('\n').length - 1);
  const hull = replace(code, '/* Copyright (c) 2012 the authors listed at the following URL', '//This code is 100% based on https://github.com/jawj/OverlappingMarkerSpiderfier-Leaflet', lines);
  const refresh = replace(hull, '/**\n\t * Adds 1 public method to MCG and 1 to L.Marker', '\texports.MarkerClusterGroup = MarkerClusterGroup;', lines);
  const coverage = replace(refresh, 'showCoverageOnHover: true,', '\n', () => 'showCoverageOnHover: false,');
  const animatedGroup = replace(coverage, '\t\t_withAnimation: {', '\t});\n\n\tL.markerClusterGroup = function', lines);
  const animatedCluster = replace(animatedGroup, '\t//Animated versions here\n\tL.MarkerCluster.include({', '\tL.MarkerClusterGroup.include({\n\t\t//The MarkerCluster currently spiderfied', lines);
  return replace(animatedCluster, 'var animate = L.DomUtil.TRANSITION && this.options.animate;', '\n', () => 'var animate = false;');
}
