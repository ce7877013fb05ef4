import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMapQuery } from './map-query';

const block = (text: string) => (document.body.innerHTML = `<script type="application/json" data-locator-page="map-query">${text}</script>`);
afterEach(() => void (document.body.innerHTML = ''));

describe('readMapQuery', () => {
  it('reads the query and the searched point', () => {
    block('{"query":"Lyon","latitude":45.75,"longitude":4.85}');
    expect(readMapQuery()).toEqual({ query: 'Lyon', point: { latitude: 45.75, longitude: 4.85 } });
  });

  it('reads coordinates written as strings, as CMS exports write numbers', () => {
    block('{"query":"Lyon","latitude":"45.75","longitude":" 4.85"}');
    expect(readMapQuery()).toEqual({ query: 'Lyon', point: { latitude: 45.75, longitude: 4.85 } });
  });

  it('has no point when the coordinates are missing or out of range', () => {
    block('{"query":"Lyon","latitude":95,"longitude":4.85}');
    expect(readMapQuery()).toEqual({ query: 'Lyon', point: null });
  });

  it('is null without a block, and logs an invalid one', () => {
    expect(readMapQuery()).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    block('{oops');
    expect(readMapQuery()).toBeNull();
    block('{"query":3}');
    expect(readMapQuery()).toBeNull();
    expect(error.mock.calls.map(([m]) => m)).toEqual([
      '[locator] the map-query block is not valid JSON; it is ignored',
      '[locator] the map-query block has no "query" text; it is ignored',
    ]);
  });
});
