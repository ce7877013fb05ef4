import { NEW_TAB_TEXT } from '../../../loader/schema';
import type { MapLabels, MapPin } from '../../types';

/** The texts of the overlays an adapter draws itself (the zoom buttons' names are the Leaflet family's own). */
export type OverlayLabels = Required<Pick<MapLabels, 'cluster' | 'pinList' | 'newTab'>>;

export const DEFAULT_LABELS: OverlayLabels = {
  cluster: (count) => `${count} locations, zoom in`,
  pinList: 'Locations on the map',
  newTab: NEW_TAB_TEXT,
};

/** The widget's texts where given (page language), English otherwise. */
export function labelsOf(labels: Partial<MapLabels> | undefined): OverlayLabels {
  return {
    cluster: labels?.cluster ?? DEFAULT_LABELS.cluster,
    pinList: labels?.pinList ?? DEFAULT_LABELS.pinList,
    newTab: labels?.newTab ?? DEFAULT_LABELS.newTab,
  };
}

/** A pin's accessible name: its label, and "(Link Opens in New Tab)" when it opens one (as BaseMap's pins say). */
export function pinName(pin: MapPin, labels: OverlayLabels): string {
  return pin.newTab ? `${pin.label} (${labels.newTab})` : pin.label;
}
