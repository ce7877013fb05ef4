import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPin } from '../types';
import type { PinLook } from './icons';
import type { Leaflet } from './load';
import { pinMarker, RAISED_Z, setSelected } from './pin-marker';

const leaflet = L as unknown as Leaflet;
const LOOK: PinLook = { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' };
const PIN: MapPin = { id: '1', position: { latitude: 48.85, longitude: 2.35 }, type: 'MU', label: 'Pommelune Paris', href: '/l/1', newTab: false };

afterEach(() => void (document.body.innerHTML = ''));

function setup() {
  document.body.innerHTML = '<div id="map" style="width:400px;height:300px"></div>';
  const map = leaflet.map(document.getElementById('map')!).setView([48.85, 2.35], 10);
  const handlers = { click: vi.fn(), hover: vi.fn(), leave: vi.fn() };
  const marker = pinMarker(leaflet, map, PIN, LOOK, false, handlers).addTo(map);
  return { map, marker, handlers };
}

describe('pinMarker, selected and not', () => {
  it('changes the pin in place: same element, the selected image and class, focus and listeners kept', () => {
    const { marker, handlers } = setup();
    const before = marker.getElement()!;
    const normalImage = before.querySelector('img')!.src;
    const normalZ = Number(before.style.zIndex);
    before.focus();
    expect(handlers.hover).toHaveBeenCalledTimes(1);
    setSelected(leaflet, marker, LOOK, true);
    const after = marker.getElement()!;
    expect(after).toBe(before);
    expect(after.classList).toContain('locator-pin--selected');
    expect(after).toHaveAttribute('aria-current', 'true');
    expect(after.querySelector('img')!.src).not.toBe(normalImage);
    expect(Number(after.style.zIndex)).toBe(normalZ + RAISED_Z);
    expect(document.activeElement).toBe(after);
    after.blur();
    expect(handlers.hover).toHaveBeenCalledTimes(1);
    expect(handlers.leave).toHaveBeenCalledTimes(1);
    setSelected(leaflet, marker, LOOK, false);
    expect(after.classList).not.toContain('locator-pin--selected');
    expect(after).not.toHaveAttribute('aria-current');
    expect(after.querySelector('img')!.src).toBe(normalImage);
  });

  it('a pin selected while off the map (in a cluster) is drawn selected when it comes back', () => {
    const { map, marker } = setup();
    marker.remove();
    setSelected(leaflet, marker, LOOK, true);
    marker.addTo(map);
    expect(marker.getElement()!.classList).toContain('locator-pin--selected');
  });

  it('keeps the pin in its place in the tab order', () => {
    const { map, marker } = setup();
    const handlers = { click: vi.fn(), hover: vi.fn(), leave: vi.fn() };
    pinMarker(leaflet, map, { ...PIN, id: '2', label: 'Second' }, LOOK, false, handlers).addTo(map);
    const labels = () => Array.from(document.querySelectorAll('a.locator-pin')).map((a) => a.getAttribute('aria-label'));
    expect(labels()).toEqual(['Pommelune Paris', 'Second']);
    setSelected(leaflet, marker, LOOK, true);
    expect(labels()).toEqual(['Pommelune Paris', 'Second']);
  });

  it('reports one hover when the pointer rests on a pin that is selected meanwhile', () => {
    const { marker, handlers } = setup();
    marker.fire('mouseover');
    setSelected(leaflet, marker, LOOK, true);
    marker.fire('mouseover');
    expect(handlers.hover).toHaveBeenCalledTimes(1);
    marker.fire('mouseout');
    expect(handlers.leave).toHaveBeenCalledTimes(1);
  });
});
