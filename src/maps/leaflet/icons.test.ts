import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import type { MapPin } from '../types';
import { clusterIcon, elementIcon, pinIcon, type PinLook } from './icons';
import type { Leaflet } from './load';

const leaflet = L as unknown as Leaflet;
const LOOK: PinLook = { design: 'current', size: 'default', newTabText: 'Link Opens in New Tab' };
const PIN: MapPin = { id: '1', position: { latitude: 48.85, longitude: 2.35 }, type: 'MU', label: 'Pommelune Paris', href: '/locations/fr/paris/a', newTab: false };

describe('pinIcon', () => {
  it('is a link named by the location, around the SVG pin, anchored at its tip', () => {
    const element = pinIcon(leaflet, PIN, LOOK, false).createIcon() as HTMLAnchorElement;
    expect(element.tagName).toBe('A');
    expect(element.getAttribute('href')).toBe('/locations/fr/paris/a');
    expect(element.getAttribute('aria-label')).toBe('Pommelune Paris');
    expect(element.getAttribute('data-locator-track')).toBe('pin');
    expect(element.hasAttribute('target')).toBe(false);
    expect(element.className).toContain('leaflet-marker-icon');
    expect(element.className).toContain('locator-pin');
    // Leaflet places the icon from iconSize and iconAnchor: the tip (14, 38) lands on the position.
    expect([element.style.width, element.style.height, element.style.marginLeft, element.style.marginTop]).toEqual(['28px', '38px', '-14px', '-38px']);
    const image = element.querySelector('img')!;
    expect(image.alt).toBe('');
    expect(decodeURIComponent(image.src)).toContain('fill="#c62828"');
  });

  it('opens directions in a new tab without referrer or opener, and says so in its name', () => {
    const element = pinIcon(leaflet, { ...PIN, href: 'https://maps.example/?d=1', newTab: true }, LOOK, false).createIcon() as HTMLAnchorElement;
    expect(element.target).toBe('_blank');
    expect(element.rel).toBe('nofollow noopener noreferrer');
    expect(element.getAttribute('aria-label')).toBe('Pommelune Paris (Link Opens in New Tab)');
  });

  it('is a named button, focusable and acted on by Enter, when it has no safe link', () => {
    const element = pinIcon(leaflet, { ...PIN, href: '' }, LOOK, false).createIcon() as HTMLButtonElement;
    expect(element.tagName).toBe('BUTTON');
    expect(element.type).toBe('button');
    expect(element.tabIndex).toBe(0);
    expect(element.getAttribute('aria-label')).toBe('Pommelune Paris');
  });

  it('uses the selected colour and the search-screen size when asked', () => {
    const element = pinIcon(leaflet, PIN, { ...LOOK, size: 'search' }, true).createIcon();
    expect(decodeURIComponent(element.querySelector('img')!.src)).toContain('fill="#1b1b1f"');
    expect(element.className).toContain('locator-pin--selected');
    expect([element.style.width, element.style.height]).toEqual(['38.7px', '39.8px']);
  });
});

describe('clusterIcon', () => {
  it('is a button named with the exact count; the short count drawn over one shared image is hidden from screen readers', () => {
    const element = clusterIcon(leaflet, 1234, '1234 stores, zoom in', 'search').createIcon() as HTMLButtonElement;
    expect(element.tagName).toBe('BUTTON');
    expect(element.type).toBe('button');
    expect(element.getAttribute('aria-label')).toBe('1234 stores, zoom in');
    const image = element.querySelector('img')!;
    expect(image.alt).toBe('');
    const count = element.querySelector('.locator-cluster__count')!;
    expect([count.textContent, count.getAttribute('aria-hidden')]).toEqual(['1.2k', 'true']);
    const other = clusterIcon(leaflet, 7, '7 stores, zoom in', 'search').createIcon();
    expect(other.querySelector('img')!.src).toBe(image.src);
    expect([element.style.width, element.style.height, element.style.marginLeft, element.style.marginTop]).toEqual(['27.2px', '37.8px', '-13.6px', '-37.8px']);
  });
});

describe('elementIcon checks (spec §5, §8)', () => {
  const build = () => document.createElement('span');

  it('raises an error for an SVG icon without a scaled size', () => {
    expect(() => elementIcon(leaflet, { url: '/pins/red.svg', anchor: { x: 14, y: 38 } }, 'x', build)).toThrow('an SVG pin icon needs a scaled size');
  });

  it("logs 'icon missing iconAnchor, pin might be mispositioned' for an icon without an anchor", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const icon = elementIcon(leaflet, { url: '/pins/red.png', scaledSize: { width: 28, height: 38 } }, 'x', build);
    expect(warn).toHaveBeenCalledWith('icon missing iconAnchor, pin might be mispositioned');
    // Leaflet then centres it: the anchor defaults to half the size.
    expect(icon.createIcon().style.marginTop).toBe('-19px');
  });
});
