/**
 * Stand-ins for two of Leaflet's modules that its own modules import but no map here runs (see LEFT_OUT in
 * html-samples/tools/leaflet-plugin-scope.ts), about 0.9 KiB gzip on every page with a map:
 * - SVG.VML: the SVG renderer's fallback for Internet Explorer 8, used only where `Browser.vml` is true, which no
 *   browser the bundle runs in is;
 * - Marker.Drag: dragging a marker. No pin is draggable; without the handler a marker has no `dragging` property,
 *   which Leaflet checks before use.
 */
export const vmlMixin = {};
export function vmlCreate(): never {
  throw new Error('VML is not supported');
}
export const MarkerDrag = undefined;
