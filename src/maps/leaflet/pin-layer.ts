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

/**
 * A layer whose code is still loading (see loadViewLayer): highlights wait for it, `whenDrawn` covers the load, and a
 * layer destroyed meanwhile is destroyed as it arrives. A load that fails is reported, and `release` frees what was
 * set up for the layer (its cluster source).
 */
export function deferredLayer(pending: Promise<PinLayer>, release: () => void, onError: (error: unknown) => void): PinLayer {
  let layer: PinLayer | null = null;
  let selected: string | null = null;
  let destroyed = false;
  const arrived = pending.then(
    (created) => {
      if (destroyed) return created.destroy();
      layer = created;
      if (selected !== null) created.highlight(selected);
    },
    (error: unknown) => {
      release();
      if (!destroyed) onError(error);
    },
  );
  return {
    whenDrawn: async () => {
      await arrived;
      await layer?.whenDrawn();
    },
    highlight(id) {
      selected = id;
      layer?.highlight(id);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      layer?.destroy();
    },
  };
}
