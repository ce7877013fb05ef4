import type { MapPin } from '../types';

/** What BaseMap and the other Leaflet-family providers draw pins through. */
export interface PinLayer {
  /** Resolves once the pins of the current view are drawn (clusters included). */
  whenDrawn(): Promise<void>;
  highlight(id: string | null): void;
  destroy(): void;
}

export interface PinLayerEvents {
  onPinClick(id: string, event: Event | undefined): void;
  onPinHover(id: string): void;
  onPinLeave(id: string): void;
}

/** Look-up of the selected pin, shared by the layers. */
export function pinById(pins: readonly MapPin[]): Map<string, MapPin> {
  return new Map(pins.map((pin) => [pin.id, pin]));
}
