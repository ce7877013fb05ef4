import type { CheckedIcon } from '../common/pin-icon';
import type { GIcon, GoogleMapsApi } from './sdk-types';

/** Our icon spec as a google.maps.Icon: the SVG data URL drawn at its scaled size, anchored at the pin's tip. */
export function toGoogleIcon(api: GoogleMapsApi, icon: CheckedIcon): GIcon {
  return {
    url: icon.url,
    scaledSize: new api.Size(icon.scaledSize.width, icon.scaledSize.height),
    anchor: new api.Point(icon.anchor.x, icon.anchor.y),
  };
}
