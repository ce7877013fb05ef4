// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesWithoutRegion, geometryToPath, linkRegions, usRegions } from './regions';
import { INITIAL_VIEW, ZOOM, panBy, reveal, viewBox, zoomAt } from './view';

const SIZE = { width: 900, height: 589 };
const square = { type: 'Polygon' as const, coordinates: [[[0, 0], [10, 0], [10, 10], [0, 0]]] };

describe('regions', () => {
  it('turns polygons into SVG paths', () => {
    expect(geometryToPath(square)).toBe('M0.0,0.0L10.0,0.0L10.0,10.0L0.0,0.0Z');
    expect(geometryToPath({ type: 'MultiPolygon', coordinates: [square.coordinates, square.coordinates] })).toBe(
      'M0.0,0.0L10.0,0.0L10.0,10.0L0.0,0.0ZM0.0,0.0L10.0,0.0L10.0,10.0L0.0,0.0Z',
    );
  });

  it('codes US states as ISO 3166-2 and skips unknown shapes', () => {
    const regions = usRegions([
      { properties: { name: 'Virginia' }, geometry: square },
      { properties: { name: 'Atlantis' }, geometry: square },
      { properties: { name: 'District of Columbia' }, geometry: square },
    ]);
    expect(regions.map((r) => r.code)).toEqual(['US-VA', 'US-DC']);
  });

  it('keeps only the regions with an entry, matched with or without the US- prefix', () => {
    const regions = usRegions([
      { properties: { name: 'Virginia' }, geometry: square },
      { properties: { name: 'Texas' }, geometry: square },
      { properties: { name: 'Ohio' }, geometry: square },
    ]);
    const linked = linkRegions(regions, [
      { key: 'US-VA', name: 'Virginia stores', fullUrl: '/us/va' },
      { key: 'tx', name: 'Texas stores', fullUrl: '/us/tx' },
    ]);
    expect(linked.map((r) => [r.code, r.link.fullUrl])).toEqual([['US-TX', '/us/tx'], ['US-VA', '/us/va']]);
  });

  it('gives the entries whose region is not drawn, by name, so their links stay on the page', () => {
    const drawn = new Set(['US-TX']);
    const entries = [
      { key: 'US-PR', name: 'Puerto Rico', fullUrl: '/us/pr' },
      { key: 'tx', name: 'Texas', fullUrl: '/us/tx' },
      { key: 'gu', name: 'Guam', fullUrl: '/us/gu' },
    ];
    expect(entriesWithoutRegion(drawn, entries).map((entry) => entry.fullUrl)).toEqual(['/us/gu', '/us/pr']);
    expect(entriesWithoutRegion(drawn, [entries[1]!])).toEqual([]);
  });

  it('orders the links by their names, the tab order a visitor can follow, whatever order the shapes come in', () => {
    const regions = usRegions(['Texas', 'Alabama', 'New York', 'California', 'Ohio'].map((name) => ({ properties: { name }, geometry: square })));
    const entries = ['tx', 'al', 'ny', 'ca', 'oh'].map((key) => ({ key, name: `${key === 'oh' ? 'ohio' : regions.find((r) => r.code === `US-${key.toUpperCase()}`)!.name} stores`, fullUrl: `/us/${key}` }));
    // Case does not split the order ("ohio" after "New York"), as a collator sorts, not code points.
    expect(linkRegions(regions, entries).map((r) => r.link.name)).toEqual(['Alabama stores', 'California stores', 'New York stores', 'ohio stores', 'Texas stores']);
  });
});

describe('view', () => {
  it('zooms in steps of 1.6 between 1 and 8', () => {
    let view = INITIAL_VIEW;
    const zooms = [];
    for (let i = 0; i < 6; i++) zooms.push((view = zoomAt(view, 1, { x: 487, y: 305 }, SIZE)).zoom);
    expect(zooms.map((z) => Number(z.toFixed(3)))).toEqual([1.6, 2.56, 4.096, 6.554, 8, 8]);
    expect(zoomAt(INITIAL_VIEW, -1, { x: 0, y: 0 }, SIZE).zoom).toBe(ZOOM.min);
  });

  it('keeps the point under the cursor still and the view inside the map', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 3 }), fc.double({ min: 0, max: 900, noNaN: true }), fc.double({ min: 0, max: 589, noNaN: true }), (steps, x, y) => {
        const view = zoomAt(INITIAL_VIEW, steps, { x, y }, SIZE);
        const [vx, vy, w, h] = viewBox(view, SIZE).split(' ').map(Number) as [number, number, number, number];
        return vx >= -1e-9 && vy >= -1e-9 && vx + w <= SIZE.width + 1e-6 && vy + h <= SIZE.height + 1e-6;
      }),
    );
  });

  it('pans by screen pixels and stops at the edges', () => {
    const zoomed = zoomAt(INITIAL_VIEW, 2, { x: 487.5, y: 305 }, SIZE);
    const panned = panBy(zoomed, -100, 0, 1, SIZE);
    expect(panned.x).toBeCloseTo(zoomed.x + 100 / zoomed.zoom);
    expect(panBy(zoomed, 100000, 100000, 1, SIZE)).toMatchObject({ x: 0, y: 0 });
  });

  it('reveals a region: untouched when in view, moved the least to show it whole, centred when larger than the view', () => {
    const view = { zoom: 4, x: 300, y: 200 }; // shows x 300..525, y 200..347.25
    const margin = 12 / view.zoom;
    expect(reveal(view, { x: 350, y: 250, width: 20, height: 20 }, SIZE)).toEqual(view);
    expect(reveal(view, { x: 250, y: 250, width: 20, height: 20 }, SIZE)).toEqual({ zoom: 4, x: 250 - margin, y: 200 });
    const right = reveal(view, { x: 600, y: 400, width: 30, height: 10 }, SIZE);
    expect(right.x + SIZE.width / 4).toBeCloseTo(630 + margin);
    expect(right.y + SIZE.height / 4).toBeCloseTo(410 + margin);
    const large = reveal(view, { x: 100, y: 100, width: 400, height: 300 }, SIZE);
    expect(large.x + SIZE.width / 8).toBeCloseTo(300);
    expect(large.y + SIZE.height / 8).toBeCloseTo(250);
    // Never beyond the map's edges.
    expect(reveal(view, { x: 0, y: 0, width: 5, height: 5 }, SIZE)).toMatchObject({ x: 0, y: 0 });
  });

  it('after revealing, a region smaller than the view lies inside it, from any view', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1.6, 2.56, 4.096, 6.5536, 8),
        // Where the region and the view lie, as fractions of the room the map leaves them: neither reaches past it.
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (zoom, [fx, fy], [sx, sy], side) => {
          const [x, y] = [fx * (SIZE.width - side), fy * (SIZE.height - side)];
          const start = { zoom, x: sx * (SIZE.width - SIZE.width / zoom), y: sy * (SIZE.height - SIZE.height / zoom) };
          const view = reveal(start, { x, y, width: side, height: side }, SIZE);
          const [vx, vy, w, h] = viewBox(view, SIZE).split(' ').map(Number) as [number, number, number, number];
          return x >= vx - 1e-9 && y >= vy - 1e-9 && x + side <= vx + w + 1e-9 && y + side <= vy + h + 1e-9;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
