import type { AdapterContext, MapAdapter, MapPin, MapViewOptions } from '../maps/types';

/** Pins of three types around Paris and Lyon; hrefs are in-page hashes so jsdom can "navigate" to them. */
export function testPins(): MapPin[] {
  return [
    { id: 'p1', type: 'succursale', position: { latitude: 48.8566, longitude: 2.3522 }, label: 'Pommelune Paris Rivoli', href: '#loc-p1', newTab: false },
    { id: 'p2', type: 'MU', position: { latitude: 48.8606, longitude: 2.3376 }, label: 'Pommelune Paris Louvre', href: '#loc-p2', newTab: false },
    { id: 'p3', type: 'franchise', position: { latitude: 45.764, longitude: 4.8357 }, label: 'Pommelune Lyon', href: 'https://maps.example/dir?d=lyon', newTab: true },
  ];
}

/** `count` pins stacked on one spot (they cluster at any zoom). */
export function stackedPins(count: number): MapPin[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    type: 'corner' as const,
    position: { latitude: 45.1 + i * 1e-5, longitude: 5.7 },
    label: `Stacked ${i}`,
    href: `#stacked-${i}`,
    newTab: false,
  }));
}

export function testView(overrides: Partial<MapViewOptions> = {}): MapViewOptions {
  return {
    center: { latitude: 47, longitude: 3 },
    zoom: 6,
    minZoom: 2,
    maxZoom: 21,
    disableControls: false,
    language: 'fr',
    design: 'current',
    pinSize: 'default',
    cluster: null,
    ...overrides,
  };
}

export function testContext(overrides: Partial<AdapterContext> = {}): AdapterContext & { controller: AbortController } {
  const controller = new AbortController();
  return {
    controller,
    signal: controller.signal,
    credentials: { apiId: 'test-key', channelId: 'store-locator', mapId: '', mapboxMapIdentifier: '' },
    ...overrides,
  };
}

/** A container with a layout size (jsdom has none). */
export function sizedContainer(width = 800, height = 600): HTMLDivElement {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(container, 'clientHeight', { configurable: true, value: height });
  document.body.append(container);
  return container;
}

/**
 * Records an adapter's pin-hover, pin-leave and pin-click events as "hover p1" lines. Each click is prevented (so the
 * pin's link is not followed) until `stopPreventing` is called.
 */
export function recordPinEvents(adapter: MapAdapter): { seen: string[]; stopPreventing: () => void } {
  const seen: string[] = [];
  adapter.on('pin-hover', (e) => seen.push(`hover ${e.id}`));
  adapter.on('pin-leave', (e) => seen.push(`leave ${e.id}`));
  const stopPreventing = adapter.on('pin-click', (e) => {
    seen.push(`click ${e.id}`);
    e.originalEvent?.preventDefault();
  });
  return { seen, stopPreventing };
}
