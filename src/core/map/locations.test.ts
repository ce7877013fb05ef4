// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapLocation } from '../../maps/types';
import { joinUrl, mergeLocations, safeHref, toPins } from './locations';

const at = (id: string, extra: Partial<MapLocation> = {}): MapLocation => ({
  id,
  type: 'succursale',
  url: `fr/paris/store-${id}`,
  position: { latitude: 48 + Number(id) / 100, longitude: 2 },
  ...extra,
});

describe('mergeLocations', () => {
  it('puts nearby locations after the locations, without repeating an id', () => {
    const merged = mergeLocations([at('1'), at('2')], [at('2', { type: 'MU' }), at('3')], null);
    expect(merged.map((l) => l.id)).toEqual(['1', '2', '3']);
    expect(merged[1]!.type).toBe('succursale');
  });

  it('cuts to the maximum when set', () => {
    expect(mergeLocations([at('1'), at('2')], [at('3')], 2).map((l) => l.id)).toEqual(['1', '2']);
    expect(mergeLocations([at('1')], [at('1'), at('2')], 2).map((l) => l.id)).toEqual(['1', '2']);
  });

  it('never exceeds the maximum, never repeats, and keeps the order of first appearance', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 20 }).map(String), { maxLength: 30 });
    fc.assert(
      fc.property(ids, ids, fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }), (a, b, max) => {
        const merged = mergeLocations(a.map((id) => at(id)), b.map((id) => at(id)), max).map((l) => l.id);
        const expected = [...new Set([...a, ...b])].slice(0, max ?? undefined);
        expect(merged).toEqual(expected);
      }),
    );
  });
});

describe('toPins', () => {
  const options = { baseUrl: 'https://stores.example/', linkToGetDirections: false, fallbackLabel: (l: MapLocation) => `Store ${l.id}` };

  it('links each pin to baseUrl + url in the same tab, named by altTagText', () => {
    const [pin] = toPins([at('1', { altTagText: 'Pommelune Paris Rivoli', get_directions_url: 'https://maps.example/?daddr=1' })], options);
    expect(pin).toEqual({
      id: '1',
      position: { latitude: 48.01, longitude: 2 },
      type: 'succursale',
      label: 'Pommelune Paris Rivoli',
      href: 'https://stores.example/fr/paris/store-1',
      newTab: false,
    });
  });

  it('links to get_directions_url in a new tab with linkToGetDirections', () => {
    const [pin] = toPins([at('1', { get_directions_url: 'https://maps.example/?daddr=48.01,2' })], { ...options, linkToGetDirections: true });
    expect(pin).toMatchObject({ href: 'https://maps.example/?daddr=48.01,2', newTab: true });
  });

  it('falls back to the page link when a location has no directions url, and to a generated name', () => {
    const [pin] = toPins([at('7', { altTagText: '  ' })], { ...options, linkToGetDirections: true });
    expect(pin).toMatchObject({ href: 'https://stores.example/fr/paris/store-7', newTab: false, label: 'Store 7' });
  });

  it('drops script links', () => {
    const [pin] = toPins([at('1', { url: 'javascript:alert(1)' })], { ...options, baseUrl: '' });
    expect(pin!.href).toBe('');
    const [directions] = toPins([at('1', { get_directions_url: ' JavaScript:alert(1)' })], { ...options, linkToGetDirections: true });
    expect(directions).toMatchObject({ href: '', newTab: false });
  });
});

describe('joinUrl and safeHref', () => {
  it.each([
    ['/locations/', 'fr/paris/a', '/locations/fr/paris/a'],
    ['/locations/', '/fr/paris/a', '/locations/fr/paris/a'],
    ['/locations', 'fr/paris/a', '/locations/fr/paris/a'],
    ['https://x.example', '/fr', 'https://x.example/fr'],
    ['https://x.example/', 'https://other.example/a', 'https://other.example/a'],
    ['', 'fr/paris/a', 'fr/paris/a'],
    ['/search', '?q=1', '/search?q=1'],
    ['/search?q=', 'lyon', '/search?q=lyon'],
    ['#point-', '12', '#point-12'],
  ])('%s + %s = %s', (base, url, expected) => {
    expect(joinUrl(base, url)).toBe(expected);
  });

  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['HTTP://a.example', 'HTTP://a.example'],
    ['/relative/path', '/relative/path'],
    ['javascript:void(0)', ''],
    ['data:text/html,hi', ''],
    ['vbscript:x', ''],
    // As a browser reads an address: tabs and line breaks anywhere, controls and spaces around it, do not count.
    ['java\tscript:alert(1)', ''],
    ['jav\na\rscript:alert(1)', ''],
    ['\u0001javascript:alert(1)', ''],
    [' \u0000 JavaScript:alert(1)', ''],
    ['d\tata:text/html,hi', ''],
    ['  /relative/path\n', '/relative/path'],
    ['https://a.example/a\tb', 'https://a.example/ab'],
  ])('safeHref(%j) = %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
