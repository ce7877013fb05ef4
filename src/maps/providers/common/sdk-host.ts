/**
 * The element an SDK draws in: a child that fills the map's container. SDKs restyle their element (Google sets an
 * inline `position: relative`, mapbox-gl's CSS does the same through .mapboxgl-map), which would collapse a container
 * sized by absolute positioning to zero height; a 100% x 100% child keeps its size whatever they do.
 */
export function sdkHost(container: HTMLElement): HTMLDivElement {
  const host = document.createElement('div');
  host.className = 'locator-map-sdk';
  host.style.cssText = 'width:100%;height:100%';
  container.append(host);
  return host;
}
