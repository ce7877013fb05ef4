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
    // Highlighted by a hover or a focus as well as by the chosen card: not announced as the current one.
    expect(after).not.toHaveAttribute('aria-current');
    expect(after.querySelector('img')!.src).not.toBe(normalImage);
    expect(Number(after.style.zIndex)).toBe(normalZ + RAISED_Z);
    expect(document.activeElement).toBe(after);
    after.blur();
    expect(handlers.hover).toHaveBeenCalledTimes(1);
    expect(handlers.leave).toHaveBeenCalledTimes(1);
    setSelected(leaflet, marker, LOOK, false);
    expect(after.classList).not.toContain('locator-pin--selected');
    expect(after.querySelector('img')!.src).toBe(normalImage);
  });

  it('says the leave of a hovered pin taken off the map (it joined a cluster), where no mouseout comes; once', () => {
    const { map, marker, handlers } = setup();
    marker.fire('mouseover');
    marker.getElement()!.focus();
    expect(handlers.hover).toHaveBeenCalledTimes(1);
    marker.remove();
    expect(handlers.leave).toHaveBeenCalledTimes(1);
    expect(handlers.leave).toHaveBeenCalledWith(PIN.id);
    // Back on the map and taken off again with nothing on it: nothing to say.
    marker.addTo(map);
    marker.remove();
    expect(handlers.leave).toHaveBeenCalledTimes(1);
  });

  it('a pin selected while off the map (in a cluster) is drawn selected when it comes back', () => {
    const { map, marker } = setup();
    marker.remove();
    setSelected(leaflet, marker, LOOK, true);
    marker.addTo(map);
    expect(marker.getElement()!.classList).toContain('locator-pin--selected');
  });

  it('is a Tab stop only wholly inside the edge buffer, as the view moves (the browser scrolls the page to a focus off the map)', () => {
    document.body.innerHTML = '<div id="map"></div>';
    const element = document.getElementById('map')!;
    Object.defineProperty(element, 'clientWidth', { value: 400 });
    Object.defineProperty(element, 'clientHeight', { value: 300 });
    const map = leaflet.map(element, { zoomAnimation: false, fadeAnimation: false }).setView([48.85, 2.35], 10);
    const handlers = { click: vi.fn(), hover: vi.fn(), leave: vi.fn() };
    const place = (x: number, y: number) => {
      const at = map.containerPointToLatLng([x, y]);
      return pinMarker(leaflet, map, { ...PIN, id: `${x},${y}`, position: { latitude: at.lat, longitude: at.lng } }, LOOK, false, handlers).addTo(map);
    };
    const centre = place(200, 150);
    const { iconSize, iconAnchor } = centre.options.icon!.options as { iconSize: [number, number]; iconAnchor: [number, number] };
    expect(centre.getElement()!.tabIndex).toBe(0);
    // The lowest tip still in: the buffer and the part of the pin below its tip above the bottom edge.
    const lowest = 300 - 30 - (iconSize[1] - iconAnchor[1]);
    expect(place(200, lowest).getElement()!.tabIndex).toBe(0);
    expect(place(200, lowest + 1).getElement()!.tabIndex).toBe(-1);
    const high = place(200, 30 + iconAnchor[1] - 1);
    expect(high.getElement()!.tabIndex).toBe(-1);
    expect(place(420, 150).getElement()!.tabIndex).toBe(-1);
    map.panBy([0, -100], { animate: false });
    expect(high.getElement()!.tabIndex).toBe(0);
    // A pin moved (a cluster's, from its place to its own) is judged again.
    high.setLatLng(map.containerPointToLatLng([-50, 150]));
    expect(high.getElement()!.tabIndex).toBe(-1);
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
