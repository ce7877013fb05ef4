// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Gazetteer } from '../../../fixtures/lib/types';
import { searchPage } from './search-page';

// [name, admin, country, latitude, longitude, rank], as the gazetteer stores places.
const gazetteer = { places: [['Lyon', 'Auvergne-Rhône-Alpes', 'France', 45.764, 4.8357, 9]] } as unknown as Gazetteer;

const read = (page: string) => ({
  heading: /<h1>([^<]*)<\/h1>/.exec(page)?.[1],
  block: JSON.parse(/data-locator-page="map-query">([^<]*)</.exec(page)![1]!) as { query: string },
});
const render = (q: string, qp?: string) => read(searchPage(q, [], gazetteer, 'http://localhost', qp));

describe('the sample results page', () => {
  it('names a position search by its text when that is a place at the point (a chosen suggestion)', () => {
    expect(render('45.764,4.8357', 'Lyon')).toEqual({ heading: 'Stores near Lyon', block: expect.objectContaining({ query: 'Lyon' }) });
  });

  it("names it as a position when the text is something else ('use my location' or 'search this area' with text in the box)", () => {
    expect(render('45.764,4.8357', 'typed text')).toEqual({ heading: 'Stores near this position', block: expect.objectContaining({ query: '45.764,4.8357' }) });
    // Lyon, but the point is Paris: the map was moved away before 'search this area'.
    expect(render('48.85,2.35', 'Lyon')).toEqual({ heading: 'Stores near this position', block: expect.objectContaining({ query: '48.85,2.35' }) });
  });

  it('asks for a city when nothing was typed', () => {
    const page = searchPage('', [], gazetteer, 'http://localhost');
    expect(read(page).heading).toBe('Find a store');
    expect(page).toContain('Type a city name to find the nearest stores.');
    expect(page).not.toContain('No place matches');
  });
});
