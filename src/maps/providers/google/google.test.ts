import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMarkers as markers, markerNamed as byName, openGoogle, useGoogleTestPage } from '../../../testing/google-harness';
import { recordPinEvents, stackedPins, testContext, testPins, testView } from '../../../testing/provider-fixtures';
import { COLORS } from '../../pins';
import type { MapAdapter } from '../../types';
import { createMap as createGoogleFree } from '../google-free';

const open = (factory = createGoogleFree, view = testView(), context = testContext()) => openGoogle(factory, view, context);

useGoogleTestPage();

describe('Google adapter', () => {
  let adapter: MapAdapter;
  let container: HTMLElement;

  beforeEach(async () => {
    ({ adapter, container } = await open(createGoogleFree, testView({ zoom: 5 })));
  });

  it('draws one focusable marker per pin with the SVG icon at 28x38 anchored at its tip', () => {
    adapter.setPins(testPins());
    expect(markers(container).map((m) => m.getAttribute('aria-label'))).toEqual(['Pommelune Paris Rivoli', 'Pommelune Paris Louvre', 'Pommelune Lyon (Link Opens in New Tab)']);
    const marker = byName(container, 'Pommelune Paris Rivoli');
    expect(marker.tabIndex).toBe(0);
    expect(marker.querySelector('img')!.src).toMatch(/^data:image\/svg\+xml/);
    expect(marker.style.width).toBe('28px');
    expect(marker.style.height).toBe('38px');
    // Replacing the pins removes the old markers.
    adapter.setPins(testPins().slice(0, 1));
    expect(markers(container)).toHaveLength(1);
  });

  it('emits pin-click with a cancelable event and follows the link unless prevented; hover and leave', async () => {
    adapter.setPins(testPins());
    const { seen: events, stopPreventing: stop } = recordPinEvents(adapter);
    const marker = byName(container, 'Pommelune Paris Louvre');
    marker.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    marker.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    marker.click();
    // A navigation would come after the analytics call settles: give it that chance.
    await vi.advanceTimersByTimeAsync(0);
    expect(window.location.hash).toBe('');
    stop();
    marker.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(events).toEqual(['hover p2', 'leave p2', 'click p2']);
    // Followed once the pin's analytics event is settled: at once on a page without analytics.
    await vi.waitFor(() => expect(window.location.hash).toBe('#loc-p2'));
  });

  it('hovers a marker the keyboard focuses and leaves it on blur, as the mouse does; not one whose name two pins share', () => {
    const pins = testPins();
    adapter.setPins([...pins, { ...pins[0]!, id: 'p4', label: 'Pommelune Paris Louvre' }]);
    const { seen: events } = recordPinEvents(adapter);
    const rivoli = byName(container, 'Pommelune Paris Rivoli');
    rivoli.focus();
    byName(container, 'Pommelune Lyon (Link Opens in New Tab)').focus();
    expect(events).toEqual(['hover p1', 'leave p1', 'hover p3']);
    // Two markers named alike: which one has the focus is not known, and neither is hovered.
    markers(container).find((marker) => marker.getAttribute('aria-label') === 'Pommelune Paris Louvre')!.focus();
    expect(events).toEqual(['hover p1', 'leave p1', 'hover p3', 'leave p3']);
  });

  it('opens a directions pin in a new tab without referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    adapter.setPins(testPins());
    byName(container, 'Pommelune Lyon (Link Opens in New Tab)').click();
    expect(open).toHaveBeenCalledWith('https://maps.example/dir?d=lyon', '_blank', 'noopener,noreferrer');
  });

  it('highlights one pin at a time with the selected icon above every other marker', () => {
    adapter.setPins(testPins());
    const z = (name: string) => Number(byName(container, name).style.zIndex);
    const fill = (name: string) => decodeURIComponent(byName(container, name).querySelector('img')!.src);
    const LYON = 'Pommelune Lyon (Link Opens in New Tab)';
    adapter.highlight('p1');
    expect(fill('Pommelune Paris Rivoli')).toContain(COLORS.selected);
    expect(z('Pommelune Paris Rivoli')).toBe(1_000_001);
    adapter.highlight('p3');
    expect(fill('Pommelune Paris Rivoli')).not.toContain(COLORS.selected);
    expect(z('Pommelune Paris Rivoli')).toBeLessThan(z(LYON));
    adapter.highlight(null);
    expect(fill(LYON)).not.toContain(COLORS.selected);
    // A highlight survives new pins.
    adapter.highlight('p2');
    adapter.setPins(testPins());
    expect(fill('Pommelune Paris Louvre')).toContain(COLORS.selected);
  });

  it('fits bounds with the edge buffer and reports view, bounds, move-end then idle', async () => {
    const seen: string[] = [];
    adapter.on('move-end', (e) => seen.push(`move-end ${e.zoom}`));
    adapter.on('idle', () => seen.push('idle'));
    adapter.fitBounds({ south: 45.764, west: 2.3522, north: 48.8566, east: 4.8357 }, { padding: 30, minZoom: 2, maxZoom: 18 });
    expect(adapter.getZoom()).toBe(7);
    expect(adapter.getCenter().longitude).toBeCloseTo(3.594, 3);
    const bounds = adapter.getBounds();
    expect(bounds.north).toBeGreaterThan(48.8566);
    expect(bounds.south).toBeLessThan(45.764);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['move-end 7', 'idle']);
    adapter.setView({ latitude: 45.764, longitude: 4.8357 }, 12);
    expect(adapter.getZoom()).toBe(12);
    expect(adapter.getCenter()).toEqual({ latitude: 45.764, longitude: 4.8357 });
  });

  it('emits drag-end after a drag and keeps the centre on resize', () => {
    const drags = vi.fn();
    adapter.on('drag-end', drags);
    const root = container.querySelector<HTMLElement>('[data-fake-sdk="google"]')!;
    root.dispatchEvent(new MouseEvent('pointerdown', { clientX: 100, clientY: 100, bubbles: true }));
    root.dispatchEvent(new MouseEvent('pointermove', { clientX: 160, clientY: 120, bubbles: true }));
    root.dispatchEvent(new MouseEvent('pointerup', { clientX: 160, clientY: 120, bubbles: true }));
    expect(drags).toHaveBeenCalledOnce();
    const center = adapter.getCenter();
    adapter.resize();
    expect(adapter.getCenter()).toEqual(center);
  });

  it('releases its markers, listeners and DOM on destroy', () => {
    adapter.setPins(testPins());
    const idle = vi.fn();
    adapter.on('idle', idle);
    adapter.destroy();
    expect(container.children).toHaveLength(0);
    vi.advanceTimersByTime(10);
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('Google clusters', () => {
  it('groups pins on a 30 px grid into one marker named with its count; a click zooms in', async () => {
    const { adapter, container } = await open(createGoogleFree, testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    adapter.setPins([...stackedPins(3), ...testPins()]);
    await vi.advanceTimersByTimeAsync(20);
    const cluster = markers(container).find((m) => m.getAttribute('aria-label') === '3 locations, zoom in');
    expect(cluster).toBeDefined();
    expect(cluster!.style.width).toBe('28px');
    expect(markers(container).some((m) => m.getAttribute('aria-label') === 'Stacked 0')).toBe(false);
    cluster!.click();
    expect(adapter.getZoom()).toBeGreaterThan(6);
  });

  it('hands the focus to the map when a focused cluster opens: Tab goes on to the pins, not back to the top', async () => {
    const { adapter, container } = await open(createGoogleFree, testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    adapter.setPins([...stackedPins(3), ...testPins()]);
    await vi.advanceTimersByTimeAsync(20);
    const cluster = markers(container).find((m) => m.getAttribute('aria-label') === '3 locations, zoom in')!;
    cluster.focus();
    cluster.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(adapter.getZoom()).toBeGreaterThan(6);
    expect(document.activeElement).toBe(container);
    // The clusterer removes the opened cluster a frame after the map's idle; the focus stays on the map.
    await vi.advanceTimersByTimeAsync(100);
    expect(cluster.isConnected).toBe(false);
    expect(document.activeElement).toBe(container);
    // Focusable for that move only: no new Tab stop.
    container.blur();
    expect(container.hasAttribute('tabindex')).toBe(false);
  });

  it("keeps a standalone pin (a location page's own) out of the clusters, above the other pins and below a highlighted one", async () => {
    const { adapter, container } = await open(createGoogleFree, testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    const [own, ...others] = stackedPins(3);
    adapter.setPins([{ ...own!, standalone: true }, ...others]);
    await vi.advanceTimersByTimeAsync(20);
    const labels = markers(container).map((m) => m.getAttribute('aria-label'));
    expect(labels).toContain('Stacked 0');
    expect(labels).toContain('2 locations, zoom in');
    expect(labels).not.toContain('Stacked 1');
    const z = (name: string) => Number(byName(container, name).style.zIndex);
    expect(z('Stacked 0')).toBe(1_000_000);
    // Above the cluster beside it.
    expect(z('Stacked 0')).toBeGreaterThan(z('2 locations, zoom in'));
    adapter.highlight(own!.id);
    expect(z('Stacked 0')).toBe(1_000_001);
    adapter.highlight(null);
    expect(z('Stacked 0')).toBe(1_000_000);
  });

  it('keeps groups below the minimum size as single pins (search screen: 5), with the 27.2x37.8 cluster icon', async () => {
    const view = testView({ zoom: 6, pinSize: 'search', cluster: { gridSize: 30, minimumClusterSize: 5 } });
    const { adapter, container } = await open(createGoogleFree, view);
    adapter.setPins(stackedPins(4));
    await vi.advanceTimersByTimeAsync(20);
    expect(markers(container).map((m) => m.getAttribute('aria-label'))).toEqual(['Stacked 0', 'Stacked 1', 'Stacked 2', 'Stacked 3']);
    adapter.setPins(stackedPins(6));
    await vi.advanceTimersByTimeAsync(20);
    const cluster = markers(container).filter((m) => m.getAttribute('aria-label') === '6 locations, zoom in');
    expect(cluster).toHaveLength(1);
    expect(cluster[0]!.style.width).toBe('27.2px');
  });
});
