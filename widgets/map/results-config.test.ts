import { describe, expect, it } from 'vitest';
import { parseMapConfig } from './config';

const parse = (config: unknown) => parseMapConfig({ widget: 'map', id: 'results-map', json: { config }, data: {}, locale: 'en' });

describe('parseMapConfig: results group', () => {
  it('has none by default; a group makes the map a search-screen map', () => {
    expect(parse({})).toMatchObject({ ok: true, value: { resultsGroup: null, searchScreen: false } });
    expect(parse({ resultsGroup: 'results' })).toMatchObject({ ok: true, value: { resultsGroup: 'results', searchScreen: true } });
  });

  it('names a wrong value once', () => {
    expect(parse({ resultsGroup: 3 })).toEqual({ ok: false, errors: ['[locator] map#results-map: config.resultsGroup must be a string, got 3'] });
  });
});
