// mapbox-gl's CSP build (dist/mapbox-gl-csp.js) has the package's API; its worker is a separate file we host.
declare module 'mapbox-gl/dist/mapbox-gl-csp.js' {
  import mapboxgl from 'mapbox-gl';
  export default mapboxgl;
}
